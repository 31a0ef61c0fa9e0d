import { contractsTexts } from '@jobboard/contracts';
import { domainTexts } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Button, Card, Icon, ProgressBar, VisuallyHidden } from '@jobboard/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import type { TutorialTrack } from './tutorial-steps';

export interface TutorialWalkthroughProps {
  track: TutorialTrack;
  stepIndex: number;
  onStepChange: (index: number) => void;
  onComplete: () => void;
  /** Move focus to the step's heading when shown (after "Review Tutorial"). */
  focusOnMount?: boolean;
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const StyledStepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledStepNumber = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledStepTitle = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    /* Numbers alone on phones; the title still names the button. */
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;

const StyledStepButton = styled.button<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  text-align: left;
  color: ${({ theme, $state }) => ($state === 'current' ? theme.color.brandStrong : theme.color.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.color.brandSoft : 'transparent')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.brandSoft}; }
  ${StyledStepNumber} {
    ${({ theme, $state }) =>
      $state === 'current'
        ? `background: ${theme.color.brand}; border-color: ${theme.color.brand}; color: ${theme.color.textInverse};`
        : $state === 'done'
          ? `background: ${theme.color.successSoft}; border-color: ${theme.color.success}; color: ${theme.color.success};`
          : ''}
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: auto;
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const StyledProgressText = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.brand}; }
`;

const StyledStepHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.brandStrong};
  &:focus { outline: none; }
`;

const StyledExplanation = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledTips = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  ul { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  svg { flex: none; margin-top: 4px; color: ${({ theme }) => theme.color.success}; }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const stepState = (index: number, current: number) => (index === current ? 'current' : index < current ? 'done' : 'todo');

/** One tutorial track, a step at a time: step buttons, progress, the step's text and tips. */
export const TutorialWalkthrough = ({ track, stepIndex, onStepChange, onComplete, focusOnMount }: TutorialWalkthroughProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = track.steps.length;
  const step = track.steps[stepIndex] ?? track.steps[0];
  const values = step.values?.({ t, tc, td });
  const isLast = stepIndex === total - 1;
  const position = t('Step {{number}} of {{total}}', { number: stepIndex + 1, total });
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const headingId = `tutorial-${track.audience}-step`;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const handlePrevious = () => {
    onStepChange(stepIndex - 1);
    // Previous is disabled on the first step, which would drop keyboard focus.
    if (stepIndex - 1 === 0) nextRef.current?.focus();
  };

  const handleNext = () => {
    if (isLast) onComplete();
    else onStepChange(stepIndex + 1);
  };

  return (
    <StyledLayout>
      <nav aria-label={t('{{track}} tutorial steps', { track: t(track.label) })}>
        <StyledStepList>
          {track.steps.map((item, index) => {
            const state = stepState(index, stepIndex);
            return (
              <li key={item.title}>
                <StyledStepButton
                  type="button"
                  $state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                  onClick={() => onStepChange(index)}
                >
                  <StyledStepNumber aria-hidden="true">{state === 'done' ? <Icon name="check" size={16} /> : index + 1}</StyledStepNumber>
                  <StyledStepTitle>
                    <VisuallyHidden>{t('Step {{number}}:', { number: index + 1 })} </VisuallyHidden>
                    {t(item.title)}
                  </StyledStepTitle>
                </StyledStepButton>
              </li>
            );
          })}
        </StyledStepList>
      </nav>
      <Card as="article" $padding="xxl" aria-labelledby={headingId}>
        <StyledProgressText>
          <strong>{position}</strong>
          <span>{t('{{percent}}% complete', { percent })}</span>
        </StyledProgressText>
        <ProgressBar value={percent} label={t('Tutorial progress')} valueText={position} />
        <StyledStepHeading id={headingId} ref={headingRef} tabIndex={-1}>
          {t(step.title)}
        </StyledStepHeading>
        <StyledExplanation>{t(step.explanation, values)}</StyledExplanation>
        <StyledTips>
          <h3>{t('Tips')}</h3>
          <ul>
            {step.tips.map((tip) => (
              <li key={tip}>
                <Icon name="check" size={16} />
                <span>{t(tip, values)}</span>
              </li>
            ))}
          </ul>
        </StyledTips>
        <StyledActions>
          <Button type="button" $variant="outline" disabled={stepIndex === 0} onClick={handlePrevious}>
            {t('Previous')}
          </Button>
          <Button ref={nextRef} type="button" $variant={isLast ? 'secondary' : 'primary'} onClick={handleNext}>
            {isLast ? t('Complete') : t('Next')}
          </Button>
        </StyledActions>
        <VisuallyHidden as="p" aria-live="polite">
          {`${position}: ${t(step.title)}`}

        </VisuallyHidden>
      </Card>
    </StyledLayout>
  );
};
