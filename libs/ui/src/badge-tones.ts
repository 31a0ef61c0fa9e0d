import { scoreColour, type ScoreColour } from '@jobboard/domain';
import type { BadgeTone } from './badge';

/** A status-to-colour table read as a function; a status the table does not name gets `otherwise`. */
const tones =
  (table: Readonly<Record<string, BadgeTone>>, otherwise: BadgeTone) =>
  (status: string): BadgeTone =>
    Object.hasOwn(table, status) ? table[status] : otherwise;

/** Payment and subscription statuses: active, succeeded and paid are default; pending and inactive secondary; failed and canceled destructive. */
export const paymentStatusTone = tones(
  { active: 'default', succeeded: 'default', paid: 'default', failed: 'destructive', canceled: 'destructive' },
  'secondary',
);

/** On the veteran's applications, hired is default, shortlisted outline, rejected destructive, others secondary. */
export const veteranApplicationTone = tones({ hired: 'default', shortlisted: 'outline', rejected: 'destructive' }, 'secondary');

/** The job seeker's tracker colours pending, reviewed, accepted and rejected; anything else is neutral. */
export const trackerStatusTone = tones(
  { pending: 'warning', reviewed: 'secondary', accepted: 'success', rejected: 'destructive' },
  'neutral',
);

/** The admin dashboard colours pending, accepted, rejected, interviewing, active and inactive (and a verified employer as accepted). */
export const adminStatusTone = tones(
  { pending: 'warning', accepted: 'success', verified: 'success', active: 'success', rejected: 'destructive', interviewing: 'secondary', inactive: 'neutral' },
  'neutral',
);

/** On the employer's lists: pending warning, reviewed secondary, shortlisted outline, hired success, rejected destructive. */
export const employerStatusTone = tones(
  {
    pending: 'warning',
    reviewed: 'secondary',
    shortlisted: 'outline',
    interviewing: 'outline',
    hired: 'success',
    accepted: 'success',
    rejected: 'destructive',
  },
  'neutral',
);

/** Pipeline stages: applied neutral, screening secondary, interview outline, offer warning, hired success, rejected destructive. */
export const pipelineStageTone = tones(
  { screening: 'secondary', interview: 'outline', offer: 'warning', hired: 'success', rejected: 'destructive' },
  'neutral',
);

/** Interviews: scheduled secondary, completed success, cancelled destructive, no-show warning. */
export const interviewStatusTone = tones({ scheduled: 'secondary', completed: 'success', cancelled: 'destructive', no_show: 'warning' }, 'neutral');

const scoreTones: Record<ScoreColour, BadgeTone> = { green: 'success', yellow: 'warning', red: 'destructive' };

/** Scores: green at 80 and above, yellow 60 to 79, red below 60 (the thresholds live in the domain lib). */
export const scoreTone = (score: number): BadgeTone => scoreTones[scoreColour(score)];
