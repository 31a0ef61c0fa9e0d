import { ApiError, useCreatePaymentIntent, useCreateSubscription, useRefreshBilling } from '@jobboard/api-client';
import {
  billingMessages,
  payPerPostPriceCents,
  planIds,
  type BillingOverview,
  type PlanId,
  type SubscriptionPlan,
  type TitledMessage,
} from '@jobboard/contracts';
import { useToast } from '@jobboard/ui';
import { useCallback, useState } from 'react';
import { expectationOf, forgetExpectation, rememberExpectation, type Purchase, type PurchaseExpectation } from './purchase';
import { usePurchaseConfirmation, useReturnFromProvider } from './use-purchase-confirmation';

const isPlanId = (id: string): id is PlanId => planIds.some((planId) => planId === id);

/** What is being started: a plan's id, or a single job post. */
export type Starting = PlanId | 'job_post' | undefined;

interface OpenPayment {
  purchase: Purchase;
  expected: PurchaseExpectation;
}

/**
 * The subscription page's flows (spec section 4). A plan: create the subscription; with a
 * clientSecret the payment form opens, otherwise the plan (or its free trial) is active at once.
 * A job post: create the payment intent, then the payment form; once paid, a credit is added.
 */
export const useCheckout = (employerId: string, billing: BillingOverview | undefined, recheck: () => Promise<unknown>) => {
  const createSubscription = useCreateSubscription(employerId);
  const createPaymentIntent = useCreatePaymentIntent(employerId);
  const refreshBilling = useRefreshBilling(employerId);
  const { toast } = useToast();
  const [payment, setPayment] = useState<OpenPayment>();
  const [starting, setStarting] = useState<Starting>();
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
      title: fallback.title,
      description: (error instanceof ApiError && [409, 503].includes(error.status) && error.serverMessage) || fallback.message,
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
        confirmation.confirm(trial ? billingMessages.trialStarted : billingMessages.subscriptionStarted);
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
    cancelPayment,
    paid,
    checkAgain: confirmation.awaitConfirmation,
    dismissConfirmation: confirmation.reset,
  };
};
