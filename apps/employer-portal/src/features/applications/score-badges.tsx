import { ApiError, useRetryScoring, useWrite } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerApplication } from '@jobboard/contracts';
import { Badge, Button, scoreTone, useToast, VisuallyHidden } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

type Scored = Pick<EmployerApplication, 'id' | 'scoring' | 'qualificationScore' | 'displayedScore' | 'veteranBonus'>;

export interface ScoreBadgeProps {
  application: Scored;
  /** The employer whose lists are read again after a retry. */
  employerId: string;
  /** The element naming the applicant, so each card's "Retry scoring" says whose score it retries. */
  describedBy?: string;
}

/** "Retry scoring": asks the worker to score the application again; the lists then show "Scoring…". */
const RetryScoringButton = ({ applicationId, employerId, describedBy }: { applicationId: string; employerId: string; describedBy?: string }) => {
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const retrying = useWrite(useRetryScoring(employerId));
  const handleRetry = async () => {
    try {
      await retrying.run(applicationId);
      toast({ title: tc(hiringMessages.scoringRetried.title), description: tc(hiringMessages.scoringRetried.message), variant: 'success' });
    } catch (error) {
      const description = (error instanceof ApiError && error.serverMessage) || tc(hiringMessages.scoringRetryFailed.message);
      toast({ title: tc(hiringMessages.scoringRetryFailed.title), description, variant: 'destructive' });
    }
  };
  return (
    <Button type="button" $variant="outline" $size="sm" aria-describedby={describedBy} disabled={retrying.pending} onClick={() => void handleRetry()}>
      {retrying.pending ? tc(hiringMessages.retryingScoring) : tc(hiringMessages.retryScoring)}
    </Button>
  );
};

/**
 * The match (the qualification score) as a percentage in the score colours (green 80+, yellow
 * 60-79, red below), or "Not scored". A veteran bonus shows beside it (VeteranBonusBadge) and
 * counts in the ranking (displayedScore), so a match never reads above 100%. Scoring happens
 * seconds after an application arrives: "Scoring…" until then, "Scoring failed" with a retry
 * when the worker gave up.
 */
export const ScoreBadge = ({ application, employerId, describedBy }: ScoreBadgeProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  if (application.scoring === 'pending') {
    return (
      <Badge $tone="neutral" title={tc(hiringMessages.scoringPendingHint)}>
        {tc(hiringMessages.scoringPending)}
        <VisuallyHidden> {tc(hiringMessages.scoringPendingHint)}</VisuallyHidden>
      </Badge>
    );
  }
  if (application.scoring === 'failed') {
    return (
      <>
        <Badge $tone="warning" title={tc(hiringMessages.scoringFailedHint)}>
          {tc(hiringMessages.scoringFailed)}
          <VisuallyHidden> {tc(hiringMessages.scoringFailedHint)}</VisuallyHidden>
        </Badge>
        <RetryScoringButton applicationId={application.id} employerId={employerId} describedBy={describedBy} />
      </>
    );
  }
  return application.qualificationScore === undefined ? (
    <Badge $tone="neutral">{t('Not scored')}</Badge>
  ) : (
    <Badge $tone={scoreTone(application.qualificationScore)}>{t('{{score}}% match', { score: application.qualificationScore })}</Badge>
  );
};

/** "Veteran +N" when the score carries a veteran bonus. */
export const VeteranBonusBadge = ({ application }: { application: Pick<EmployerApplication, 'veteranBonus'> }) => {
  const t = useTexts(employerTexts);
  return application.veteranBonus > 0 ? <Badge $tone="default">{t('Veteran +{{bonus}}', { bonus: application.veteranBonus })}</Badge> : null;
};
