import type { BillingOverview, Payment, PlanChangePreview, TitledMessage } from '@jobboard/contracts';
import { formatCalendarDate, formatCents, statusGrantsPlan } from '@jobboard/domain';
import { text, type Translator } from '@jobboard/i18n';

type Translate = Translator['t'];

type SubscriptionStatus = BillingOverview['subscriptionStatus'];

const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  inactive: text('Inactive'),
  trialing: text('Free Trial'),
  active: text('Active'),
  past_due: text('Past Due'),
  canceled: text('Canceled'),
};

/** The words on a subscription's status badge. */
export const subscriptionStatusLabel = (status: SubscriptionStatus, t: Translate): string => t(subscriptionStatusLabels[status]);

/** A plan that lets the employer post now (and that can be canceled or changed): the domain's rule. */
export const hasLivePlan = (billing: Pick<BillingOverview, 'subscriptionStatus'>): boolean => statusGrantsPlan(billing.subscriptionStatus);

/** A payment's or statement's status as a word: "succeeded" -> "Succeeded". */
const paymentStatusLabels: Readonly<Record<string, string>> = {
  pending: text('Pending'),
  succeeded: text('Succeeded'),
  failed: text('Failed'),
  canceled: text('Canceled'),
  paid: text('Paid'),
};

export const statusLabel = (status: string, t: Translate): string => {
  const label = paymentStatusLabels[status];
  return label === undefined ? status.charAt(0).toUpperCase() + status.slice(1) : t(label);
};

const paymentTypeLabels: Record<Payment['type'], string> = { job_post: text('Job post'), subscription: text('Subscription') };

export const paymentTypeLabel = (type: Payment['type'], t: Translate): string => t(paymentTypeLabels[type]);

/** A message of the contracts' (`billingMessages`) in the reader's language, by `tc`, the contracts' translator. */
export const translatedMessage = (message: TitledMessage, tc: Translate): TitledMessage => ({ title: tc(message.title), message: tc(message.message) });

/** A day as the billing pages show it: "Mar 10, 2026". */
export const formatBillingDate = (date: string): string => formatCalendarDate(date);

/** Money that may be a credit: -2450 -> "−$24.50" (a minus sign, read as "minus"). */
export const formatSignedCents = (cents: number): string => (cents < 0 ? `\u2212${formatCents(-cents)}` : formatCents(cents));

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A statement's month: (3, 2026) -> "March 2026". */
export const statementMonth = (month: number, year: number): string => monthAndYear.format(Date.UTC(year, month - 1, 1));

/**
 * The pages' own words about plans (the server's messages are `billingMessages` in the
 * contracts): one place, so the cards, the dialog and the notices say the same thing.
 */
export const planTexts = {
  /** The Current Plan card without a plan: what the employer can still do. */
  creditsWithoutPlan: (t: Translate, credits: number) =>
    t('Your {{count}} job post credits let you post {{count}} jobs. Credits never expire.', { singular: 'Your {{count}} job post credit lets you post {{count}} job. Credits never expire.', count: credits }),
  choosePlan: (t: Translate) => t('Choose a plan, or buy a single job post, to start posting jobs.'),
  /** "3 of 5", or "3 (unlimited)". */
  postsUsed: (t: Translate, used: number, limit: number | undefined) =>
    limit === undefined ? t('{{used}} (unlimited)', { used }) : t('{{used}} of {{limit}}', { used, limit }),
  canceledNote: (t: Translate, endDate: string) => t('Your plan has been canceled and will not renew. It stays active until {{endDate}}.', { endDate }),
  pastDue: (t: Translate) =>
    t(
      'Your last payment did not go through. Posting with your plan is paused until it is paid; your live jobs stay up and job post credits still work. We retry your card automatically.',
    ),
  scheduledChange: (t: Translate, planName: string, date: string) => t('Changes to {{planName}} on {{date}}.', { planName, date }),
  pendingChange: (t: Translate, planName: string, amountDue: number) =>
    t('Upgrade to {{planName}} waiting for payment of {{amount}}.', { planName, amount: formatCents(amountDue) }),
  /** A trial plan's card when the employer's one free month is gone. */
  trialUsed: (t: Translate, trialStartedAt: string | undefined) =>
    trialStartedAt
      ? t('Your free month was used on {{date}}.', { date: formatBillingDate(trialStartedAt) })
      : t('Your account has had its free month.'),
  /** Above the plans while a payment is overdue (the server refuses changes then). */
  plansLockedPastDue: (t: Translate) => t('Plans can be changed once your last payment is paid.'),
  /** A payment of several invoice lines (an upgrade's proration) that names no item of its own. */
  /** A change that took effect without a payment and without a message of the server's. */
  changed: (t: Translate, planName: string): TitledMessage => ({ title: t('Plan Changed'), message: t('You are now on {{planName}}.', { planName }) }),
} as const;

/** What a plan's button offers. */
export type PlanActionKind = 'subscribe' | 'trial' | 'upgrade' | 'downgrade' | 'change' | 'resume' | 'keep' | 'current' | 'scheduled' | 'none';

/** A plan button's words, and its words while its request runs. */
export const planActionLabel = (kind: PlanActionKind, planName: string, busy: boolean, t: Translate): string => {
  const labels: Record<PlanActionKind, [idle: string, working: string]> = {
    subscribe: [t('Subscribe'), t('Subscribing...')],
    trial: [t('Start Free Trial'), t('Starting trial...')],
    upgrade: [t('Upgrade'), t('Upgrading...')],
    downgrade: [t('Downgrade'), t('Changing plan...')],
    change: [t('Change plan'), t('Changing plan...')],
    resume: [t('Resume plan'), t('Resuming...')],
    keep: [t('Keep {{planName}}', { planName }), t('Keeping your plan...')],
    current: [t('Current Plan'), t('Current Plan')],
    scheduled: [t('Starts at period end'), t('Starts at period end')],
    none: ['', ''],
  };
  return labels[kind][busy ? 1 : 0];
};

/** The plan change dialog's words. */
export const planChangeTexts = {
  title: (t: Translate, kind: PlanChangePreview['kind'] | undefined, planName: string) => {
    if (kind === 'upgrade') return t('Upgrade to {{planName}}?', { planName });
    if (kind === 'downgrade') return t('Downgrade to {{planName}}?', { planName });
    return t('Change to {{planName}}?', { planName });
  },
  loading: (t: Translate) => t('Working out what this change costs'),
  loadFailed: (t: Translate) => t('Could not work out what this change costs'),
  upgradeSummary: (t: Translate, preview: PlanChangePreview) =>
    t('You pay {{amount}} today (prorated for the rest of this period), then {{monthly}} per month from {{date}}.', {
      amount: formatCents(preview.amountDue),
      monthly: formatCents(preview.nextInvoiceAmount),
      date: formatBillingDate(preview.nextInvoiceDate),
    }),
  /** An upgrade in the free month: it ends the free month, and the new plan is paid in full from today. */
  upgradeEndsTrialSummary: (t: Translate, preview: PlanChangePreview) =>
    t('You pay {{amount}} today: your free month ends and {{planName}} starts now. Then {{monthly}} per month from {{date}}.', {
      amount: formatCents(preview.amountDue),
      planName: preview.planName,
      monthly: formatCents(preview.nextInvoiceAmount),
      date: formatBillingDate(preview.nextInvoiceDate),
    }),
  /** An upgrade with nothing to pay now. */
  upgradeFreeSummary: (t: Translate, preview: PlanChangePreview) =>
    t('No charge today. {{planName}} starts now, then {{monthly}} per month from {{date}}.', {
      planName: preview.planName,
      monthly: formatCents(preview.nextInvoiceAmount),
      date: formatBillingDate(preview.nextInvoiceDate),
    }),
  downgradeSummary: (t: Translate, preview: PlanChangePreview, currentPlanName: string) =>
    t('No charge today. You keep {{currentPlanName}} until {{date}}, then pay {{monthly}} per month.', {
      currentPlanName,
      date: formatBillingDate(preview.effectiveAt),
      monthly: formatCents(preview.nextInvoiceAmount),
    }),
  /** What else a change undoes, said before it is confirmed. */
  undoesCancellation: (t: Translate) => t('Changing plan also undoes your cancellation: your plan will renew.'),
  replacesScheduled: (t: Translate, planName: string) => t('This replaces your scheduled change to {{planName}}.', { planName }),
  linesTitle: (t: Translate) => t('Charged today'),
  totalToday: (t: Translate) => t('Total today'),
  /** The confirm button: what it does, once the preview says (before it, what the card offered). */
  confirm: (
    t: Translate,
    preview: PlanChangePreview | undefined,
    asked: { kind: PlanChangePreview['kind'] | undefined; planName: string },
    busy: boolean,
  ) => {
    if (busy) return t('Changing plan...');
    const kind = preview?.kind ?? asked.kind;
    if (preview && kind === 'upgrade' && preview.amountDue > 0) return t('Continue to payment');
    if (kind === 'upgrade') return t('Upgrade to {{planName}}', { planName: asked.planName });
    if (kind === 'downgrade') return t('Downgrade to {{planName}}', { planName: asked.planName });
    return t('Change to {{planName}}', { planName: asked.planName });
  },
  cancel: (t: Translate) => t('Cancel'),
} as const;

/** The payment step's item for a plan change. */
export const upgradeItem = (planName: string, t: Translate) => t('Upgrade to {{planName}}', { planName });
