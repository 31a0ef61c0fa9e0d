import { contractsTexts, interviewPracticeMessages as text } from '@jobboard/contracts';
import { formatPracticeTime } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import type { PracticeProgressState } from './use-practice-progress';
import { Card } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledCard = styled(Card)`
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: ${({ theme }) => theme.space.md}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brandStrong}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** Real practice figures: questions practised (each once) and time spent on them. */
export const ProgressCard = ({ progress, signedIn, failed }: Pick<PracticeProgressState, 'progress' | 'signedIn' | 'failed'>) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledCard aria-labelledby="progress-heading">
      <h2 id="progress-heading">{t('Your Progress')}</h2>
      <dl aria-busy={progress === undefined}>
        <div>
          <dt>{t('Questions practiced')}</dt>
          <dd>{progress ? progress.questionsPracticed : '…'}</dd>
        </div>
        <div>
          <dt>{t('Time spent')}</dt>
          <dd>{progress ? formatPracticeTime(progress.secondsSpent) : '…'}</dd>
        </div>
      </dl>
      <p role={failed ? 'alert' : undefined}>
        {failed ? t('We could not save your last practice. It will count next time.') : signedIn ? tc(text.savedProgress) : tc(text.guestProgress)}
      </p>
    </StyledCard>
  );
};

