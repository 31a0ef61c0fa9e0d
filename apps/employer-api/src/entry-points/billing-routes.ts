import {
  billingMessages,
  changePlanSchema,
  planChangePreviewQuerySchema,
  createPaymentIntentSchema,
  createSubscriptionSchema,
  idParamsSchema,
  simulatePaymentSchema,
  statementParamsSchema,
} from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { billingConfigOf } from '../data-access/stripe-gateway';
import {
  cancelSubscription,
  changePlan,
  createJobPostPayment,
  createSubscription,
  getBillingOverview,
  listPlans,
  previewPlanChange,
  statementPdf,
  type Payments,
} from '../domain/billing/billing';
import { simulatePayment } from '../domain/billing/simulated-payments';
import { receiveStripeEvent } from '../domain/billing/stripe-events';

type BillingRouteKey =
  | 'GET /api/subscription-plans'
  | 'GET /api/billing/config'
  | 'GET /api/employers/:id/billing'
  | 'POST /api/employers/:id/create-subscription'
  | 'POST /api/employers/:id/create-payment-intent'
  | 'POST /api/employers/:id/cancel-subscription'
  | 'GET /api/employers/:id/plan-change-preview'
  | 'POST /api/employers/:id/change-plan'
  | 'POST /api/employers/:id/simulate-payment'
  | 'GET /api/employers/:id/statements/:statementId'
  | 'POST /api/stripe/webhook';

/**
 * Plans, payments and the billing page. The employer always comes from the session: buying is
 * for the owner only; reading also for an admin. The webhook is Stripe's (no session; its
 * signature is the check), its body read raw (see app.ts).
 */
export const billingRoutes = (
  { guards }: ServiceContext,
  payments: Payments | undefined,
): Pick<RouteHandlers<'employer-api'>, BillingRouteKey> => ({
  'GET /api/subscription-plans': endpoint({}, () => listPlans(payments)),

  'GET /api/billing/config': endpoint({}, async () => billingConfigOf(payments?.gateway, billingMessages.notConfigured)),

  'GET /api/employers/:id/billing': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getBillingOverview(params.id)),
  ],

  'POST /api/employers/:id/create-subscription': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: createSubscriptionSchema }, ({ params, body, req }) =>
      createSubscription(payments, params.id, body.planId, req.log),
    ),
  ],

  'POST /api/employers/:id/create-payment-intent': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: createPaymentIntentSchema }, ({ params }) => createJobPostPayment(payments, params.id)),
  ],

  'POST /api/employers/:id/cancel-subscription': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => cancelSubscription(payments, params.id)),
  ],

  'GET /api/employers/:id/plan-change-preview': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, query: planChangePreviewQuerySchema }, ({ params, query }) =>
      previewPlanChange(payments, params.id, query.planId),
    ),
  ],

  'POST /api/employers/:id/change-plan': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: changePlanSchema }, ({ params, body, req }) => changePlan(payments, params.id, body, req.log)),
  ],

  'POST /api/employers/:id/simulate-payment': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: simulatePaymentSchema }, ({ params, body, req }) =>
      simulatePayment(payments, params.id, body, req.log),
    ),
  ],

  'GET /api/employers/:id/statements/:statementId': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: statementParamsSchema }, async ({ params, res }) => {
      const { fileName, bytes } = await statementPdf(params.id, params.statementId);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(bytes);
    }),
  ],

  'POST /api/stripe/webhook': endpoint({}, ({ req }) => receiveStripeEvent(payments?.gateway, req.body, req.get('stripe-signature'), req.log)),
});
