import {
  billingMessages,
  createPaymentIntentSchema,
  createSubscriptionSchema,
  idParamsSchema,
  simulatePaymentSchema,
  statementParamsSchema,
} from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { billingConfigOf, type StripeGateway } from '../data-access/stripe-gateway';
import {
  cancelSubscription,
  createJobPostPayment,
  createSubscription,
  getBillingOverview,
  listPlans,
  simulatePayment,
  statementPdf,
} from '../domain/billing/billing';
import { receiveStripeEvent } from '../domain/billing/stripe-events';

type BillingRouteKey =
  | 'GET /api/subscription-plans'
  | 'GET /api/billing/config'
  | 'GET /api/employers/:id/billing'
  | 'POST /api/employers/:id/create-subscription'
  | 'POST /api/employers/:id/create-payment-intent'
  | 'POST /api/employers/:id/cancel-subscription'
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
  gateway: StripeGateway | undefined,
): Pick<RouteHandlers<'employer-api'>, BillingRouteKey> => ({
  'GET /api/subscription-plans': endpoint({}, () => listPlans()),

  'GET /api/billing/config': endpoint({}, async () => billingConfigOf(gateway, billingMessages.notConfigured)),

  'GET /api/employers/:id/billing': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getBillingOverview(params.id)),
  ],

  'POST /api/employers/:id/create-subscription': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: createSubscriptionSchema }, ({ params, body }) =>
      createSubscription(gateway, params.id, body.planId),
    ),
  ],

  'POST /api/employers/:id/create-payment-intent': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: createPaymentIntentSchema }, ({ params }) => createJobPostPayment(gateway, params.id)),
  ],

  'POST /api/employers/:id/cancel-subscription': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => cancelSubscription(gateway, params.id)),
  ],

  'POST /api/employers/:id/simulate-payment': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: simulatePaymentSchema }, ({ params, body, req }) =>
      simulatePayment(gateway, params.id, body, req.log),
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

  'POST /api/stripe/webhook': endpoint({}, ({ req }) => receiveStripeEvent(gateway, req.body, req.get('stripe-signature'), req.log)),
});
