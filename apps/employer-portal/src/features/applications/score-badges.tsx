import type { EmployerApplication } from '@jobboard/contracts';
import { Badge, scoreTone } from '@jobboard/ui';

type Scored = Pick<EmployerApplication, 'qualificationScore' | 'displayedScore' | 'veteranBonus'>;

/**
 * The match (the qualification score) as a percentage in the score colours (green 80+, yellow
 * 60-79, red below), or "Not scored". A veteran bonus shows beside it (VeteranBonusBadge) and
 * counts in the ranking (displayedScore), so a match never reads above 100%.
 */
export const ScoreBadge = ({ application }: { application: Scored }) =>
  application.qualificationScore === undefined ? (
    <Badge $tone="neutral">Not scored</Badge>
  ) : (
    <Badge $tone={scoreTone(application.qualificationScore)}>{application.qualificationScore}% match</Badge>
  );

/** "Veteran +N" when the score carries a veteran bonus. */
export const VeteranBonusBadge = ({ application }: { application: Scored }) =>
  application.veteranBonus > 0 ? <Badge $tone="default">Veteran +{application.veteranBonus}</Badge> : null;
