import type { PostingEntitlement } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { domainEnglish } from './texts';

/**
 * Who may post a job: an employer whose plan is active (or in its trial) with posts left in
 * the plan's current monthly period, or one holding a bought job post credit. The plan's posts
 * are used first; a credit only when the plan has none left.
 */

/** What the rule reads of an employer. */
export interface PostingAccount {
  subscriptionStatus: string;
  subscriptionPlan?: string | null;
  subscriptionStartDate?: Date | null;
  /** The start of the billing period Stripe reports; the plan's posts are counted per period. */
  currentPeriodStart?: Date | null;
  trialEnd?: Date | null;
  jobPostCredits?: number | null;
  planPeriodStart?: Date | null;
  planPostsUsed?: number | null;
}

/** What the rule reads of the employer's plan: its posts per month (absent is unlimited). */
export interface PostingPlan {
  jobPostLimit?: number | null;
}

/** A plan counts while active, or while trialing before its trial ends. */
export const isPlanInForce = (account: PostingAccount, now: Date): boolean => {
  if (!account.subscriptionPlan) return false;
  if (account.subscriptionStatus === 'active') return true;
  return account.subscriptionStatus === 'trialing' && (!account.trialEnd || account.trialEnd > now);
};

const addMonths = (date: Date, months: number): Date => {
  const moved = new Date(date.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  // The 31st anchors to the last day of shorter months, as card billing does.
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
};

/**
 * The start of the plan's current monthly period: periods run month to month from the day the
 * subscription started (the first of this month when no start is known).
 */
export const planPeriodStartOf = (subscriptionStartDate: Date | null | undefined, now: Date): Date => {
  if (!subscriptionStartDate || subscriptionStartDate > now) {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  }
  const anchor = subscriptionStartDate;
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  while (months > 0 && addMonths(anchor, months) > now) months -= 1;
  return addMonths(anchor, months);
};

/**
 * The period the plan's posts are counted in: the one Stripe reports, rolled on by whole months
 * if its renewal has not been heard of yet. A new period starts only when Stripe starts one (a
 * renewal, a new paid subscription): cancelling and resuming keeps the period and its count.
 */
export const planPeriodOf = (account: Pick<PostingAccount, 'currentPeriodStart' | 'subscriptionStartDate'>, now: Date): Date => {
  const start = planPeriodStartOf(account.currentPeriodStart ?? account.subscriptionStartDate, now);
  // Whole seconds, as Stripe reports times: a period read from an event and the same period
  // noted to the millisecond are one period, whose posts are counted once.
  return new Date(Math.floor(start.getTime() / 1000) * 1000);
};

/** Posts the plan still allows this period: null when unlimited, 0 without a plan in force. */
export const planPostsLeft = (account: PostingAccount, plan: PostingPlan | undefined, now: Date): number | null => {
  if (!plan || !isPlanInForce(account, now)) return 0;
  if (plan.jobPostLimit === undefined || plan.jobPostLimit === null) return null;
  const periodStart = planPeriodOf(account, now);
  const used = account.planPeriodStart && account.planPeriodStart.getTime() === periodStart.getTime() ? (account.planPostsUsed ?? 0) : 0;
  return Math.max(0, plan.jobPostLimit - used);
};

/** Where the next post would come from, with the words the posting dialog shows. */
export const postingEntitlement = (account: PostingAccount, plan: PostingPlan | undefined, now: Date, t: Translate = domainEnglish): PostingEntitlement => {
  const credits = Math.max(0, account.jobPostCredits ?? 0);
  const left = planPostsLeft(account, plan, now);
  const planInForce = plan !== undefined && isPlanInForce(account, now);
  const creditText = credits > 0 ? t('{{count}} job post credits', { singular: '{{count}} job post credit', count: credits }) : '';
  if (planInForce && (left === null || left > 0)) {
    const planText = left === null ? t('Unlimited posts on your plan') : t('{{count}} posts left this period', { singular: '{{count}} post left this period', count: left });
    return { canPost: true, source: 'plan', planPostsLeft: left, credits, summary: creditText ? `${planText} · ${creditText}` : planText };
  }
  if (credits > 0) return { canPost: true, source: 'credit', planPostsLeft: planInForce ? 0 : null, credits, summary: creditText };
  return {
    canPost: false,
    source: 'none',
    planPostsLeft: planInForce ? 0 : null,
    credits: 0,
    summary: planInForce ? t('No posts left this period') : t('No active plan or job post credits'),
  };
};
