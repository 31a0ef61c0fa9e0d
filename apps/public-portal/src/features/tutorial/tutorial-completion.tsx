import type { PagePath } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Button, Card, Grid, Icon } from '@jobboard/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import type { TutorialTrack } from './tutorial-steps';

export interface TutorialCompletionProps {
  track: TutorialTrack;
  onReview: () => void;
}

interface QuickAccessLink {
  title: string;
  description: string;
  to: PagePath;
}

// The completion screen's quick-access cards: the four ways in.
const quickAccess: readonly QuickAccessLink[] = [
  { title: text('Job Seeker Sign Up'), description: text('Create your profile and tell employers what you are looking for.'), to: '/job-seeker-signup' },
  { title: text('Browse Jobs'), description: text('Search open positions near you with the filters you just learned.'), to: '/jobs' },
  { title: text('Employer Sign Up'), description: text('Register your company, post jobs and review ranked candidates.'), to: '/employer-signup' },
  { title: text('Veteran Registration'), description: text('Build a profile that carries your military experience forward.'), to: '/veteran-signup' },
];

const StyledCompletion = styled(Card)`
  border-top: 6px solid ${({ theme }) => theme.color.success};
`;

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  h2 { font-size: ${({ theme }) => theme.font.size.xxl}; color: ${({ theme }) => theme.color.brandStrong}; &:focus { outline: none; } }
  p { max-width: 36em; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
`;

const StyledQuickAccessHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledQuickAccessCard = styled.article`
  position: relative;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  transition: box-shadow 0.15s ease, border-color 0.15s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.raised}; border-left-color: ${({ theme }) => theme.color.accent}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.md}; }
  a {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: none;
    /* The whole card is the link's target, while its accessible name stays the title. */
    &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
    &:focus-visible { outline: none; }
  }
  p { margin: 0; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/** Shown after the last step's Complete: a way back to step 1 and the next places to go. */
export const TutorialCompletion = ({ track, onReview }: TutorialCompletionProps) => {
  const t = useTexts(publicTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Complete replaced the step the user was on, so focus follows to the new content.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <StyledCompletion $padding="xxl" aria-labelledby="tutorial-complete">
      <StyledSummary>
        <StyledBadge>
          <Icon name="check" size={32} />
        </StyledBadge>
        <h2 id="tutorial-complete" ref={headingRef} tabIndex={-1}>
          {t('Tutorial Complete!')}
        </h2>
        <p>
          {t('You have finished all {{steps}} steps of the {{track}} tutorial. Choose where to go next, or go through the steps again.', {
            steps: track.steps.length,
            track: t(track.label),
          })}
        </p>
        <Button type="button" $variant="outline" onClick={onReview}>
          {t('Review Tutorial')}
        </Button>
      </StyledSummary>
      <StyledQuickAccessHeading>{t('Quick Access')}</StyledQuickAccessHeading>
      <Grid $min="200px" $gap="lg">
        {quickAccess.map((item) => (
          <StyledQuickAccessCard key={item.to}>
            <h4>
              <Link to={item.to}>{t(item.title)}</Link>
            </h4>
            <p>{t(item.description)}</p>

          </StyledQuickAccessCard>
        ))}
      </Grid>
    </StyledCompletion>
  );
};
