import { ApiError, useChangePlan, useCreatePaymentIntent, useCreateSubscription, useRefreshBilling } from '@jobboard/api-client';
import {
  billingMessages,
  contractsTexts,
  payPerPostPriceCents,
  planIds,
  type BillingOverview,
  type PlanId,
  type SubscriptionPlan,
  type TitledMessage,
} from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { useToast } from '@jobboard/ui';
import { useCallback, useState } from 'react';
import { formatBillingDate, planTexts, translatedMessage } from './billing-labels';
import { expectationOf, forgetExpectation, rememberExpectation, type Purchase, type PurchaseExpectation } from './purchase';
import { usePurchaseConfirmation, useReturnFromProvider } from './use-purchase-confirmation';
import { employerTexts } from '../../texts';

const isPlanId = (id: string): id is PlanId => planIds.some((planId) => planId === id);

/** What is being started: a plan's id, or a single job post. */
export type Starting = PlanId | 'job_post' | undefined;

/** A plan change being asked about: the plan, and whether its card offered an upgrade or a downgrade. */
export interface PlanChangeRequest {
  plan: SubscriptionPlan;
  kind: 'upgrade' | 'downgrade' | undefined;
}

interface OpenPayment {
  purchase: Purchase;
  expected: PurchaseExpectation;
}

/**
 * The subscription page's flows. A plan: create the subscription; with a
 * clientSecret the payment form opens, otherwise the plan (or its free trial) is active at once.
 * A job post: create the payment intent, then the payment form; once paid, a credit is added.
 * A plan change (an employer with a live plan): asked in a dialog that previews it, then made;
 * an upgrade's prorated payment opens the payment form, a downgrade is scheduled for the
 * period's end, and the current plan chosen again resumes it (or keeps it instead of a downgrade).
 */
export const useCheckout = (employerId: string, billing: BillingOverview | undefined, recheck: () => Promise<unknown>) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const createSubscription = useCreateSubscription(employerId);
  const createPaymentIntent = useCreatePaymentIntent(employerId);
  const changePlanRequest = useChangePlan(employerId);
  const refreshBilling = useRefreshBilling(employerId);
  const { toast } = useToast();
  const [payment, setPayment] = useState<OpenPayment>();
  const [starting, setStarting] = useState<Starting>();
  /** The plan whose change the dialog is asking to confirm, and what its card called it. */
  const [planChange, setPlanChange] = useState<PlanChangeRequest>();
  const onConfirmed = useCallback(() => void refreshBilling(), [refreshBilling]);
  const confirmation = usePurchaseConfirmation({ billing, recheck, onConfirmed });
  useReturnFromProvider(confirmation.awaitConfirmation);

  const openPayment = (purchase: Purchase) => {
    const expected = expectationOf(purchase, billing);
    rememberExpectation(expected);
    setPayment({ purchase, expected });
  };

  /** The server's words for a refusal it explains (already subscribed, payments off), else the spec's. */
  const failed = (error: unknown, fallback: TitledMessage) =>
    toast({
      title: tc(fallback.title),
      description: (error instanceof ApiError && [409, 503].includes(error.status) && error.serverMessage) || tc(fallback.message),
      variant: 'destructive',
    });

  const choosePlan = async (plan: SubscriptionPlan) => {
    if (starting) return;
    confirmation.reset();
    // A plan the server lists but this client does not know cannot be bought here.
    if (!isPlanId(plan.id)) {
      failed(undefined, billingMessages.subscriptionFailed);
      return;
    }
    setStarting(plan.id);
    try {
      const subscription = await createSubscription(plan.id);
      const trial = subscription.status === 'trialing';
      if (subscription.clientSecret) {
        openPayment({
          kind: 'subscription',
          planId: plan.id,
          planName: plan.name,
          subscriptionId: subscription.subscriptionId,
          clientSecret: subscription.clientSecret,
          amount: plan.price,
          trial,
        });
      } else {
        confirmation.confirm(translatedMessage(trial ? billingMessages.trialStarted : billingMessages.subscriptionStarted, tc));
      }
    } catch (error) {
      failed(error, billingMessages.subscriptionFailed);
    } finally {
      setStarting(undefined);
    }
  };

  const buyJobPost = async () => {
    if (starting) return;
    confirmation.reset();
    setStarting('job_post');
    try {
      // The spec's client sends 99 (dollars); the server decides the amount it charges.
      const intent = await createPaymentIntent({ type: 'job_post', amount: payPerPostPriceCents / 100, description: 'Single job post' });
      openPayment({ kind: 'job_post', paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, amount: intent.amount });
    } catch (error) {
      failed(error, billingMessages.paymentFailed);
    } finally {
      setStarting(undefined);
    }
  };

  /** Opens the dialog that previews a change to the plan. */
  const askPlanChange = (plan: SubscriptionPlan, kind: PlanChangeRequest['kind']) => {
    if (starting) return;
    confirmation.reset();
    setPlanChange({ plan, kind });
  };

  /** Closes that dialog, unless its change is being made. */
  const closePlanChange = () => {
    if (!starting) setPlanChange(undefined);
  };

  /**
   * Changes to the plan (confirmed in the dialog, or the current plan's Resume / Keep). The
   * dialog closes with the outcome, in the same update, so focus goes on to what says it.
   * On a refusal it stays open, the server's words in a toast.
   */
  const changePlan = async (plan: SubscriptionPlan, prorationDate?: string) => {
    if (starting) return;
    confirmation.reset();
    if (!isPlanId(plan.id)) {
      failed(undefined, billingMessages.planChangeFailed);
      return;
    }
    const sameAsCurrent = billing?.subscriptionPlan === plan.id;
    setStarting(plan.id);
    try {
      const change = await changePlanRequest(plan.id, prorationDate);
      setPlanChange(undefined);
      if (change.outcome === 'payment_required') {
        const expected = { kind: 'plan_change' as const, planId: plan.id };
        if (change.clientSecret) {
          openPayment({
            kind: 'plan_change',
            planId: plan.id,
            planName: plan.name,
            subscriptionId: change.subscriptionId,
            clientSecret: change.clientSecret,
            amount: change.amountDue,
          });
        } else {
          // Charged to the card on file: wait for its payment to show.
          confirmation.awaitConfirmation(expected);
        }
      } else if (change.outcome === 'scheduled') {
        confirmation.confirm(billingMessages.downgradeScheduled(tc(plan.name), formatBillingDate(change.effectiveAt), tc));
      } else if (sameAsCurrent) {
        confirmation.confirm(change.kind === 'keep' ? billingMessages.kept(tc(plan.name), tc) : translatedMessage(billingMessages.resumed, tc));
      } else {
        confirmation.confirm(change.kind === 'upgrade' ? translatedMessage(billingMessages.upgraded, tc) : planTexts.changed(t, tc(plan.name)));
      }
    } catch (error) {
      failed(error, billingMessages.planChangeFailed);
    } finally {
      setStarting(undefined);
    }
  };

  const cancelPayment = () => {
    forgetExpectation();
    setPayment(undefined);
  };

  /** The payment went through: back to the plans, waiting until billing shows it. */
  const paid = () => {
    if (!payment) return;
    setPayment(undefined);
    confirmation.awaitConfirmation(payment.expected);
    void recheck();
  };

  return {
    purchase: payment?.purchase,
    starting,
    confirmation: confirmation.state,
    choosePlan,
    buyJobPost,
    planChange,
    askPlanChange,
    closePlanChange,
    changePlan,
    cancelPayment,
    paid,
    checkAgain: confirmation.awaitConfirmation,
    dismissConfirmation: confirmation.reset,
  };
};
