import { subscriptionPlanCatalog } from '@jobboard/contracts';

/** The plans as SubscriptionPlanModel stores them (the catalog lives in the contracts). */
export const seedSubscriptionPlans = subscriptionPlanCatalog;
