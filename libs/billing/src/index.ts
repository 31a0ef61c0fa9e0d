/**
 * Billing: plans, payments through Stripe, the webhook's events and the month-end statements.
 * employer-api sells and reports; the worker runs the scheduled part (statements, unpaid
 * subscriptions). The business rules themselves are in libs/domain.
 */
export * from './stripe-settings';
export * from './data-access/stripe-gateway';
export * from './domain/billing';
export * from './domain/monthly-statements';
export * from './domain/plan-prices';
export * from './domain/simulated-payments';
export * from './domain/stripe-events';
