import { scoreColour, type ScoreColour } from '@jobboard/domain';
import type { BadgeTone } from './badge';

/** Payment and subscription statuses: active, succeeded and paid are default; pending and inactive secondary; failed and canceled destructive. */
export const paymentStatusTone = (status: string): BadgeTone => {
  switch (status) {
    case 'active':
    case 'succeeded':
    case 'paid':
      return 'default';
    case 'failed':
    case 'canceled':
      return 'destructive';
    default:
      return 'secondary';
  }
};

/** On the veteran's applications, hired is default, shortlisted outline, rejected destructive, others secondary. */
export const veteranApplicationTone = (status: string): BadgeTone => {
  switch (status) {
    case 'hired':
      return 'default';
    case 'shortlisted':
      return 'outline';
    case 'rejected':
      return 'destructive';
    default:
      return 'secondary';
  }
};

/** The job seeker's tracker colours pending, reviewed, accepted and rejected; anything else is neutral. */
export const trackerStatusTone = (status: string): BadgeTone => {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'reviewed':
      return 'secondary';
    case 'accepted':
      return 'success';
    case 'rejected':
      return 'destructive';
    default:
      return 'neutral';
  }
};

/** The admin dashboard colours pending, accepted, rejected, interviewing, active and inactive. */
export const adminStatusTone = (status: string): BadgeTone => {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'accepted':
    case 'active':
      return 'success';
    case 'rejected':
      return 'destructive';
    case 'interviewing':
      return 'secondary';
    case 'inactive':
    default:
      return 'neutral';
  }
};

/** On the employer's lists: pending warning, reviewed secondary, shortlisted outline, hired success, rejected destructive. */
export const employerStatusTone = (status: string): BadgeTone => {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'reviewed':
      return 'secondary';
    case 'shortlisted':
    case 'interviewing':
      return 'outline';
    case 'hired':
    case 'accepted':
      return 'success';
    case 'rejected':
      return 'destructive';
    default:
      return 'neutral';
  }
};

/** Pipeline stages: applied neutral, screening secondary, interview outline, offer warning, hired success, rejected destructive. */
export const pipelineStageTone = (stage: string): BadgeTone => {
  switch (stage) {
    case 'screening':
      return 'secondary';
    case 'interview':
      return 'outline';
    case 'offer':
      return 'warning';
    case 'hired':
      return 'success';
    case 'rejected':
      return 'destructive';
    default:
      return 'neutral';
  }
};

const scoreTones: Record<ScoreColour, BadgeTone> = { green: 'success', yellow: 'warning', red: 'destructive' };

/** Scores: green at 80 and above, yellow 60 to 79, red below 60 (the thresholds live in the domain lib). */
export const scoreTone = (score: number): BadgeTone => scoreTones[scoreColour(score)];
