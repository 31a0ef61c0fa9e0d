import type { BillingOverview, SubscriptionPlan } from '@jobboard/contracts';
import { planChangeKind, startsWithTrial } from '@jobboard/domain';
import type { Translator } from '@jobboard/i18n';
import { formatBillingDate, hasLivePlan, planActionLabel, planTexts, type PlanActionKind } from './billing-labels';

/** What one plan's card offers the employer, from its billing overview. */
export interface PlanOffer {
  kind: PlanActionKind;
  /** The button's words ("Upgrade", "Keep Professional", "Current Plan"...). */
  label: string;
  /** The button's words while its request runs. */
  busyLabel: string;
  /** The button is shown but cannot be pressed (the current plan, a plan already scheduled). */
  inert: boolean;
  /** "First Month FREE" is shown (the button then starts the trial). */
  trialOffered: boolean;
  /** Why a trial plan starts paid: the employer had its one free month. */
  trialUsedNote?: string;
}

const kindFor = (plan: SubscriptionPlan, billing: BillingOverview | undefined, plans: readonly SubscriptionPlan[]): PlanActionKind => {
  // Not known yet: a plain Subscribe (the page keeps it disabled until billing is known).
  if (!billing) return 'subscribe';
  const onThisPlan = billing.subscriptionPlan === plan.id;
  // Overdue: the server refuses plan changes until it is paid.
  if (billing.subscriptionStatus === 'past_due') return onThisPlan ? 'current' : 'none';
  if (!hasLivePlan(billing)) return startsWithTrial(plan.id) && billing.trialAvailable ? 'trial' : 'subscribe';
  if (onThisPlan) {
    if (billing.cancelAtPeriodEnd) return 'resume';
    return billing.scheduledChange ? 'keep' : 'current';
  }
  if (billing.scheduledChange?.planId === plan.id) return 'scheduled';
  const current = plans.find((candidate) => candidate.id === billing.subscriptionPlan);
  if (!current || current.price === plan.price) return 'change';
  return planChangeKind(current, plan);
};

/**
 * A plan card's button and trial wording (`tc`, the contracts' translator, says the plan's name): Subscribe or Start Free Trial without a plan (the
 * trial only while the employer never had one), Upgrade or Downgrade with a live plan, Resume
 * plan or Keep <plan> on the current plan when it is set to end or to change, nothing to press
 * while a payment is overdue.
 */
export const planOfferFor = (
  plan: SubscriptionPlan,
  billing: BillingOverview | undefined,
  plans: readonly SubscriptionPlan[],
  t: Translator['t'],
  tc: Translator['t'],
): PlanOffer => {
  const kind = kindFor(plan, billing, plans);
  const scheduledOn = billing?.scheduledChange ? formatBillingDate(billing.scheduledChange.effectiveAt) : undefined;
  const label = kind === 'scheduled' && scheduledOn ? t('Starts on {{date}}', { date: scheduledOn }) : planActionLabel(kind, tc(plan.name), false, t);
  // The trial plan the employer is in now needs no word about its free month.
  const inItsTrial = billing?.subscriptionStatus === 'trialing' && billing.subscriptionPlan === plan.id;
  const trialUsed = billing !== undefined && !billing.trialAvailable && startsWithTrial(plan.id) && !inItsTrial;
  return {
    kind,
    label,
    busyLabel: planActionLabel(kind, tc(plan.name), true, t),
    inert: kind === 'current' || kind === 'scheduled',
    trialOffered: kind === 'trial',
    trialUsedNote: trialUsed ? planTexts.trialUsed(t, billing.trialStartedAt) : undefined,
  };
};
