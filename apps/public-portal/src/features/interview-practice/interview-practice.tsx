import { useInterviewQuestions } from '@jobboard/api-client';
import { contractsTexts, interviewPracticeMessages as messages, type InterviewQuestionCategory } from '@jobboard/contracts';
import { nextQuestionIndex, previousQuestionIndex } from '@jobboard/domain';
import { text, useTexts } from '@jobboard/i18n';
import { LoadFailedNotice, SkeletonList, Stack, StateNotice } from '@jobboard/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { CategoryCards } from './category-cards';
import { ProgressCard } from './progress-card';
import { QuestionCard } from './question-card';
import { usePracticeProgressState } from './use-practice-progress';

const quickTips = [
  text('Keep each answer to 1-2 minutes.'),
  text('Use STAR for questions about your past: Situation, Task, Action, Result.'),
  text('Practice out loud; it feels different from thinking it through.'),
  text('Research the company first (the Company Research hub helps).'),
];

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledTips = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.lg}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.xl}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

/**
 * Interview practice: choose a category (or all), move through its questions, and see real
 * practice figures. Moving on with Next counts the question as practised with the time spent on it.
 */
export const InterviewPractice = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const [category, setCategory] = useState<InterviewQuestionCategory | undefined>();
  const [index, setIndex] = useState(0);
  const { data: questions, error, isLoading, mutate } = useInterviewQuestions(category);
  const progress = usePracticeProgressState();
  const shownAt = useRef(Date.now());
  const total = questions?.length ?? 0;
  const current = questions?.[Math.min(index, Math.max(total - 1, 0))];

  // The clock of a question starts when it is shown.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [current?.id]);

  const choose = (next: InterviewQuestionCategory | undefined) => {
    setCategory(next);
    setIndex(0);
  };
  const handleNext = () => {
    if (current) void progress.record(current.id, Date.now() - shownAt.current);
    shownAt.current = Date.now();
    setIndex((at) => nextQuestionIndex(at, total));
  };

  const body = error ? (
    <LoadFailedNotice title={tc(messages.loadFailed)} onRetry={() => void mutate()} />
  ) : isLoading || !questions ? (
    <SkeletonList count={1} label={t('Loading questions')} />
  ) : !current ? (
    <StateNotice title={t('No questions')} description={tc(messages.empty)} />
  ) : (
    <QuestionCard
      question={current}
      index={Math.min(index, total - 1)}
      total={total}
      onPrevious={() => setIndex(previousQuestionIndex)}
      onSkip={() => setIndex((at) => nextQuestionIndex(at, total))}
      onNext={handleNext}
    />
  );

  return (
    <>
      <CategoryCards selected={category} onSelect={choose} />
      <StyledLayout>
        <div>{body}</div>
        <Stack>
          <ProgressCard progress={progress.progress} signedIn={progress.signedIn} failed={progress.failed} />
          <StyledTips aria-labelledby="quick-tips-heading">
            <h2 id="quick-tips-heading">{t('Quick Tips')}</h2>
            <ul>
              {quickTips.map((tip) => (
                <li key={tip}>{t(tip)}</li>

              ))}
            </ul>
          </StyledTips>
        </Stack>
      </StyledLayout>
    </>
  );
};
