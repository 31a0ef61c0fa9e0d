import { subscriptionPlanCatalog, type PlanDefinition, type PlanId } from '@jobboard/contracts';
import type { Logger } from '@jobboard/server-kit';
import { billingRepository } from '../data-access/billing-repository';
import type { StripeGateway } from '../data-access/stripe-gateway';

/** A price id given in the environment for a plan (production may name its prices outright). */
export type ConfiguredPriceIds = Partial<Record<PlanId, string>>;

/**
 * The plan's Stripe price: the one configured in the environment, else the active price under
 * the plan's lookup key. With test keys a missing price is created once, under its lookup key
 * (the key moves to it if the catalog's amount changed); with live keys nothing is created: the
 * plan cannot be sold until its price is configured. stripe-mock keeps no state, so there the
 * price id is the lookup key's own.
 */
const priceOf = async (gateway: StripeGateway, plan: PlanDefinition, configured: string | undefined, log: Pick<Logger, 'error'>) => {
  if (configured) return configured;
  if (gateway.mode === 'mock') return `price_${plan.stripeLookupKey}`;
  const found = (await gateway.stripe.prices.list({ lookup_keys: [plan.stripeLookupKey], active: true, limit: 1 })).data[0];
  if (found && found.unit_amount === plan.price) return found.id;
  if (!gateway.testMode) {
    log.error({ plan: plan.id, lookupKey: plan.stripeLookupKey }, 'no Stripe price with this lookup key and amount: the plan cannot be sold until one is configured');
    return undefined;
  }
  const price = await gateway.stripe.prices.create(
    {
      currency: 'usd',
      unit_amount: plan.price,
      recurring: { interval: 'month' },
      lookup_key: plan.stripeLookupKey,
      transfer_lookup_key: true,
      product_data: { name: plan.name },
    },
    { idempotencyKey: `price-${plan.stripeLookupKey}-${plan.price}` },
  );
  return price.id;
};

/** At start: every plan of the catalog stored with its Stripe price, before any is sold. */
export const configurePlanPrices = async (gateway: StripeGateway, configured: ConfiguredPriceIds, log: Pick<Logger, 'error'>) => {
  for (const plan of subscriptionPlanCatalog) {
    await billingRepository.saveConfiguredPlan(plan, await priceOf(gateway, plan, configured[plan.id], log));
  }
};
