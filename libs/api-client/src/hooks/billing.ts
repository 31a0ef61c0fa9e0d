import {
  billingConfigSchema,
  billingOverviewSchema,
  createSubscriptionResultSchema,
  paymentIntentResultSchema,
  subscriptionPlanListSchema,
  type CreatePaymentIntent,
  type PlanId,
  type SimulatePayment,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';

const keys = {
  plans: apiPath('GET /api/subscription-plans'),
  config: apiPath('GET /api/billing/config'),
  billing: (id: string) => apiPath('GET /api/employers/:id/billing', { id }),
  stats: (id: string) => apiPath('GET /api/employers/:id/stats', { id }),
  employer: (id: string) => apiPath('GET /api/employers/:id', { id }),
  session: apiPath('GET /api/employers/session'),
};

/**
 * Everything a payment or a plan change can move: the billing overview and the signed-in
 * employer (on screen, so asked again), and the dashboard's figures and the profile (not on
 * screen: forgotten, so the dashboard asks afresh instead of showing what it cached before).
 */
export const useRefreshBilling = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate(keys.billing(employerId)),
        mutate(keys.session),
        mutate(keys.stats(employerId), undefined),
        mutate(keys.employer(employerId), undefined),
      ]),
    [employerId, mutate],
  );
};

/** GET /api/subscription-plans: the active plans, cheapest first. */
export const useSubscriptionPlans = () =>
  useSWR(keys.plans, async (url: string) => subscriptionPlanListSchema.parse(await getJson(url)));

/** GET /api/billing/config: whether payments work here (Stripe, simulated, or off) and the publishable key. */
export const useBillingConfig = () => useSWR(keys.config, async (url: string) => billingConfigSchema.parse(await getJson(url)));

/**
 * GET /api/employers/:id/billing. Asked again whenever a billing page opens: credits and plans
 * also change outside these pages (a job posted, a payment confirmed by the provider's webhook).
 */
export const useBilling = (employerId: string | undefined) =>
  useSWR(employerId ? keys.billing(employerId) : null, async (url: string) => billingOverviewSchema.parse(await getJson(url)), {
    revalidateOnMount: true,
  });

/**
 * POST /api/employers/:id/create-subscription: the answer carries a clientSecret when a payment
 * must be confirmed in the browser; without one the plan (or its free trial) is active at once.
 */
export const useCreateSubscription = (employerId: string) => {
  const refresh = useRefreshBilling(employerId);
  return useCallback(
    async (planId: PlanId) => {
      const subscription = createSubscriptionResultSchema.parse(
        await send('POST /api/employers/:id/create-subscription', { params: { id: employerId }, body: { planId } }),
      );
      await refresh();
      return subscription;
    },
    [employerId, refresh],
  );
};

/** POST /api/employers/:id/create-payment-intent: one job post (the server decides the amount). */
export const useCreatePaymentIntent = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (payment: CreatePaymentIntent) => {
      const intent = paymentIntentResultSchema.parse(
        await send('POST /api/employers/:id/create-payment-intent', { params: { id: employerId }, body: payment }),
      );
      // A pending payment may now be listed; nothing else has changed yet.
      await mutate(keys.billing(employerId));
      return intent;
    },
    [employerId, mutate],
  );
};

/** POST /api/employers/:id/simulate-payment (development, payments in mock mode): the payment succeeds. */
export const useSimulatePayment = (employerId: string) => {
  const refresh = useRefreshBilling(employerId);
  return useCallback(
    async (payment: SimulatePayment) => {
      await send('POST /api/employers/:id/simulate-payment', { params: { id: employerId }, body: payment });
      await refresh();
    },
    [employerId, refresh],
  );
};

/** POST /api/employers/:id/cancel-subscription: the plan ends at the end of the period instead of renewing. */
export const useCancelSubscription = (employerId: string) => {
  const refresh = useRefreshBilling(employerId);
  return useCallback(async () => {
    await send('POST /api/employers/:id/cancel-subscription', { params: { id: employerId } });
    await refresh();
  }, [employerId, refresh]);
};

/** The address that downloads a monthly statement as a PDF (a plain link). */
export const statementUrl = (employerId: string, statementId: string) =>
  apiPath('GET /api/employers/:id/statements/:statementId', { id: employerId, statementId });
