import type { BillingOverview, Payment, PlanChangePreview, TitledMessage } from '@jobboard/contracts';
import { formatCalendarDate, formatCents, statusGrantsPlan } from '@jobboard/domain';

type SubscriptionStatus = BillingOverview['subscriptionStatus'];

const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  inactive: 'Inactive',
  trialing: 'Free Trial',
  active: 'Active',
  past_due: 'Past Due',
  canceled: 'Canceled',
};

/** The words on a subscription's status badge. */
export const subscriptionStatusLabel = (status: SubscriptionStatus): string => subscriptionStatusLabels[status];

/** A plan that lets the employer post now (and that can be canceled or changed): the domain's rule. */
export const hasLivePlan = (billing: Pick<BillingOverview, 'subscriptionStatus'>): boolean => statusGrantsPlan(billing.subscriptionStatus);

/** A payment's or statement's status as a word: "succeeded" -> "Succeeded". */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

const paymentTypeLabels: Record<Payment['type'], string> = { job_post: 'Job post', subscription: 'Subscription' };

export const paymentTypeLabel = (type: Payment['type']): string => paymentTypeLabels[type];

/** A day as the billing pages show it: "Mar 10, 2026". */
export const formatBillingDate = (date: string): string => formatCalendarDate(date);

/** Money that may be a credit: -2450 -> "−$24.50" (a minus sign, read as "minus"). */
export const formatSignedCents = (cents: number): string => (cents < 0 ? `\u2212${formatCents(-cents)}` : formatCents(cents));

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A statement's month: (3, 2026) -> "March 2026". */
export const statementMonth = (month: number, year: number): string => monthAndYear.format(Date.UTC(year, month - 1, 1));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The pages' own words about plans (the server's messages are `billingMessages` in the
 * contracts): one place, so the cards, the dialog and the notices say the same thing.
 */
export const planTexts = {
  /** The Current Plan card without a plan: what the employer can still do. */
  creditsWithoutPlan: (credits: number) =>
    `Your ${plural(credits, 'job post credit', 'job post credits')} ${credits === 1 ? 'lets' : 'let'} you post ${plural(credits, 'job', 'jobs')}. Credits never expire.`,
  choosePlan: 'Choose a plan, or buy a single job post, to start posting jobs.',
  /** "3 of 5", or "3 (unlimited)". */
  postsUsed: (used: number, limit: number | undefined) => (limit === undefined ? `${used} (unlimited)` : `${used} of ${limit}`),
  canceledNote: (endDate: string) => `Your plan has been canceled and will not renew. It stays active until ${endDate}.`,
  pastDue:
    'Your last payment did not go through. Posting with your plan is paused until it is paid; your live jobs stay up and job post credits still work. We retry your card automatically.',
  scheduledChange: (planName: string, date: string) => `Changes to ${planName} on ${date}.`,
  pendingChange: (planName: string, amountDue: number) => `Upgrade to ${planName} waiting for payment of ${formatCents(amountDue)}.`,
  /** A trial plan's card when the employer's one free month is gone. */
  trialUsed: (trialStartedAt: string | undefined) =>
    trialStartedAt ? `Your free month was used on ${formatBillingDate(trialStartedAt)}.` : 'Your account has had its free month.',
  /** Above the plans while a payment is overdue (the server refuses changes then). */
  plansLockedPastDue: 'Plans can be changed once your last payment is paid.',
  /** A payment of several invoice lines (an upgrade's proration) that names no item of its own. */
  /** A change that took effect without a payment and without a message of the server's. */
  changed: (planName: string): TitledMessage => ({ title: 'Plan Changed', message: `You are now on ${planName}.` }),
} as const;

/** What a plan's button offers. */
export type PlanActionKind = 'subscribe' | 'trial' | 'upgrade' | 'downgrade' | 'change' | 'resume' | 'keep' | 'current' | 'scheduled' | 'none';

/** A plan button's words, and its words while its request runs. */
export const planActionLabel = (kind: PlanActionKind, planName: string, busy: boolean): string => {
  const labels: Record<PlanActionKind, [idle: string, working: string]> = {
    subscribe: ['Subscribe', 'Subscribing...'],
    trial: ['Start Free Trial', 'Starting trial...'],
    upgrade: ['Upgrade', 'Upgrading...'],
    downgrade: ['Downgrade', 'Changing plan...'],
    change: ['Change plan', 'Changing plan...'],
    resume: ['Resume plan', 'Resuming...'],
    keep: [`Keep ${planName}`, 'Keeping your plan...'],
    current: ['Current Plan', 'Current Plan'],
    scheduled: ['Starts at period end', 'Starts at period end'],
    none: ['', ''],
  };
  return labels[kind][busy ? 1 : 0];
};

/** The plan change dialog's words. */
export const planChangeTexts = {
  title: (kind: PlanChangePreview['kind'] | undefined, planName: string) => {
    if (kind === 'upgrade') return `Upgrade to ${planName}?`;
    if (kind === 'downgrade') return `Downgrade to ${planName}?`;
    return `Change to ${planName}?`;
  },
  loading: 'Working out what this change costs',
  loadFailed: 'Could not work out what this change costs',
  upgradeSummary: (preview: PlanChangePreview) =>
    `You pay ${formatCents(preview.amountDue)} today (prorated for the rest of this period), then ${formatCents(preview.nextInvoiceAmount)} per month from ${formatBillingDate(preview.nextInvoiceDate)}.`,
  /** An upgrade in the free month: it ends the free month, and the new plan is paid in full from today. */
  upgradeEndsTrialSummary: (preview: PlanChangePreview) =>
    `You pay ${formatCents(preview.amountDue)} today: your free month ends and ${preview.planName} starts now. Then ${formatCents(preview.nextInvoiceAmount)} per month from ${formatBillingDate(preview.nextInvoiceDate)}.`,
  /** An upgrade with nothing to pay now. */
  upgradeFreeSummary: (preview: PlanChangePreview) =>
    `No charge today. ${preview.planName} starts now, then ${formatCents(preview.nextInvoiceAmount)} per month from ${formatBillingDate(preview.nextInvoiceDate)}.`,
  downgradeSummary: (preview: PlanChangePreview, currentPlanName: string) =>
    `No charge today. You keep ${currentPlanName} until ${formatBillingDate(preview.effectiveAt)}, then pay ${formatCents(preview.nextInvoiceAmount)} per month.`,
  /** What else a change undoes, said before it is confirmed. */
  undoesCancellation: 'Changing plan also undoes your cancellation: your plan will renew.',
  replacesScheduled: (planName: string) => `This replaces your scheduled change to ${planName}.`,
  linesTitle: 'Charged today',
  totalToday: 'Total today',
  /** The confirm button: what it does, once the preview says (before it, what the card offered). */
  confirm: (preview: PlanChangePreview | undefined, asked: { kind: PlanChangePreview['kind'] | undefined; planName: string }, busy: boolean) => {
    if (busy) return 'Changing plan...';
    const kind = preview?.kind ?? asked.kind;
    if (preview && kind === 'upgrade' && preview.amountDue > 0) return 'Continue to payment';
    if (kind === 'upgrade') return `Upgrade to ${asked.planName}`;
    if (kind === 'downgrade') return `Downgrade to ${asked.planName}`;
    return `Change to ${asked.planName}`;
  },
  cancel: 'Cancel',
} as const;

/** The payment step's item for a plan change. */
export const upgradeItem = (planName: string) => `Upgrade to ${planName}`;
