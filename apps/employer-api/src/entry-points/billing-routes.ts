import { billingMessages } from '@jobboard/contracts';
import { type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { billingConfigOf } from '@jobboard/billing';
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
} from '@jobboard/billing';
import { simulatePayment } from '@jobboard/billing';
import { receiveStripeEvent } from '@jobboard/billing';

/**
 * Plans, payments and the billing page. The employer always comes from the session: buying is
 * for the owner only; reading also for an admin. The webhook is Stripe's (no session; its
 * signature is the check), its body read raw (see app.ts).
 */
export const billingRoutes = (_context: ServiceContext, payments: Payments | undefined) =>
  ({
    'GET /api/subscription-plans': () => listPlans(payments),

    'GET /api/billing/config': async () => billingConfigOf(payments?.gateway, billingMessages.notConfigured),

    'GET /api/employers/:id/billing': ({ params }) => getBillingOverview(params.id),

    'POST /api/employers/:id/create-subscription': ({ params, body, req }) => createSubscription(payments, params.id, body.planId, req.log),

    'POST /api/employers/:id/create-payment-intent': ({ params }) => createJobPostPayment(payments, params.id),

    'POST /api/employers/:id/cancel-subscription': ({ params }) => cancelSubscription(payments, params.id),

    'GET /api/employers/:id/plan-change-preview': ({ params, query }) => previewPlanChange(payments, params.id, query.planId),

    'POST /api/employers/:id/change-plan': ({ params, body, req }) => changePlan(payments, params.id, body, req.log),

    'POST /api/employers/:id/simulate-payment': ({ params, body, req }) => simulatePayment(payments, params.id, body, req.log),

    'GET /api/employers/:id/statements/:statementId': async ({ params, res }) => {
      const { fileName, bytes } = await statementPdf(params.id, params.statementId);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(bytes);
    },

    'POST /api/stripe/webhook': ({ req }) => receiveStripeEvent(payments?.gateway, req.body, req.get('stripe-signature'), req.log),
  }) satisfies Partial<RouteHandlers<'employer-api'>>;
