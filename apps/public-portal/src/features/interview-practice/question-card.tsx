import type { InterviewQuestion } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Badge, Button, Card } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { categoryLabels } from './category-cards';

const starSteps = [
  { letter: 'S', name: text('Situation'), hint: text('Set the scene: where, when, and what was at stake.') },
  { letter: 'T', name: text('Task'), hint: text('What you were responsible for.') },
  { letter: 'A', name: text('Action'), hint: text('The steps you took yourself.') },
  { letter: 'R', name: text('Result'), hint: text('What changed, with a number if you have one.') },
];

/** The difficulty codes as shown, capitalised. */
const difficultyLabels: Record<InterviewQuestion['difficulty'], string> = {
  easy: text('Easy'),
  medium: text('Medium'),
  hard: text('Hard'),
};

const StyledCard = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; line-height: 1.35; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.md}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.xl}; }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0 0 0 auto; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const StyledStar = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div { padding: ${({ theme }) => theme.space.md}; background: ${({ theme }) => theme.color.brandSoft}; border-radius: ${({ theme }) => theme.radius.md}; }
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brandStrong}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > :last-child { margin-left: auto; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    > * { flex: 1 1 auto; }
    > :last-child { margin-left: 0; }
  }
`;

export interface QuestionCardProps {
  question: InterviewQuestion;
  index: number;
  total: number;
  onPrevious: () => void;
  onSkip: () => void;
  onNext: () => void;
}

/** One practice question: its category, tips and (for STAR questions) the STAR panel, and the moves between questions. */
export const QuestionCard = ({ question, index, total, onPrevious, onSkip, onNext }: QuestionCardProps) => {
  const t = useTexts(publicTexts);
  return (
    <StyledCard $gap="lg" aria-labelledby="practice-question">
      <StyledMeta>
        <Badge $tone="secondary">{t(categoryLabels[question.category].title)}</Badge>
        {question.industry && <Badge $tone="outline">{question.industry.replace(/^\w/, (letter) => letter.toUpperCase())}</Badge>}
        <Badge $tone="neutral">{t(difficultyLabels[question.difficulty])}</Badge>
        <p aria-live="polite">{t('Question {{number}} of {{total}}', { number: index + 1, total })}</p>
      </StyledMeta>
      <h2 id="practice-question">{question.question}</h2>
      {question.framework === 'STAR' && (
        <section aria-labelledby="star-heading">
          <h3 id="star-heading">{t('Answer with STAR')}</h3>
          <StyledStar>
            {starSteps.map((step) => (
              <div key={step.letter}>
                <dt>
                  {step.letter} – {t(step.name)}
                </dt>
                <dd>{t(step.hint)}</dd>
              </div>
            ))}
          </StyledStar>
        </section>
      )}
      {question.tips.length > 0 && (
        <section aria-labelledby="tips-heading">
          <h3 id="tips-heading">{t('Tips')}</h3>
          <ul>
            {question.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <StyledActions>
        <Button type="button" $variant="outline" onClick={onPrevious} disabled={index === 0}>
          {t('Previous')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onSkip} disabled={index >= total - 1}>
          {t('Skip Question')}
        </Button>
        <Button type="button" onClick={onNext}>
          {t('Next Question')}
        </Button>
      </StyledActions>
    </StyledCard>
  );
};

