import {
  billingConfigSchema,
  billingOverviewSchema,
  changePlanResultSchema,
  createSubscriptionResultSchema,
  paymentIntentResultSchema,
  planChangePreviewSchema,
  subscriptionPlanListSchema,
  type CreatePaymentIntent,
  type PlanId,
  type SimulatePayment,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';
import { sessionKey } from './account-session';

const keys = {
  plans: apiPath('GET /api/subscription-plans'),
  config: apiPath('GET /api/billing/config'),
  billing: (id: string) => apiPath('GET /api/employers/:id/billing', { id }),
  stats: (id: string) => apiPath('GET /api/employers/:id/stats', { id }),
  employer: (id: string) => apiPath('GET /api/employers/:id', { id }),
  planChangePreview: (id: string, planId: PlanId) =>
    withQuery(apiPath('GET /api/employers/:id/plan-change-preview', { id }), new URLSearchParams({ planId }).toString()),
};

/** Any plan change preview of the employer's (whatever plan it was asked for). */
const isPlanChangePreviewOf = (employerId: string) => {
  const prefix = `${apiPath('GET /api/employers/:id/plan-change-preview', { id: employerId })}?`;
  return (key: unknown) => typeof key === 'string' && key.startsWith(prefix);
};

/**
 * Everything a payment or a plan change can move: the billing overview and the signed-in
 * employer (on screen, so asked again), and the dashboard's figures, the profile and the plan
 * change previews (not on screen: forgotten, so they are asked afresh instead of showing what
 * was cached before; a preview's amounts depend on the plan and period in force).
 */
export const useRefreshBilling = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate(keys.billing(employerId)),
        mutate(sessionKey),
        mutate(keys.stats(employerId), undefined),
        mutate(keys.employer(employerId), undefined),
        mutate(isPlanChangePreviewOf(employerId), undefined, { revalidate: false }),
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

/**
 * GET /api/employers/:id/plan-change-preview?planId=…: what changing to the plan would charge now
 * and when it takes effect (asked only while a plan is chosen, i.e. planId is given).
 */
export const usePlanChangePreview = (employerId: string, planId: PlanId | undefined) =>
  useSWR(planId ? keys.planChangePreview(employerId, planId) : null, async (url: string) => planChangePreviewSchema.parse(await getJson(url)), {
    // Amounts are prorated to the second and the plan may have changed: always asked afresh on opening.
    revalidateOnMount: true,
  });

/**
 * POST /api/employers/:id/change-plan: an upgrade (applied, or waiting for the payment whose
 * clientSecret the answer carries), a downgrade scheduled for the period's end, or the current
 * plan resumed (set to cancel) or kept (a downgrade scheduled).
 */
export const useChangePlan = (employerId: string) => {
  const refresh = useRefreshBilling(employerId);
  return useCallback(
    /** `prorationDate`: the preview's, so the amount charged is the amount shown. */
    async (planId: PlanId, prorationDate?: string) => {
      const change = changePlanResultSchema.parse(
        await send('POST /api/employers/:id/change-plan', { params: { id: employerId }, body: { planId, prorationDate } }),
      );
      await refresh();
      return change;
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
