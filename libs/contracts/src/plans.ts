import type { PlanId } from './enums';

/**
 * The subscription plans and the pay-per-post price: the one source for the seed, the
 * assistant's answers and (later) the plans page. Prices are integer cents per month.
 */
export interface PlanDefinition {
  readonly id: PlanId;
  readonly name: string;
  readonly price: number;
  /** Active job posts included; absent means unlimited. */
  readonly jobPostLimit?: number;
  readonly features: string[];
  readonly isActive: boolean;
  /**
   * The Stripe price's lookup key: the price is configured once in Stripe under this key (made
   * at start in development and test mode) and found by it, never created when a plan is sold.
   */
  readonly stripeLookupKey: string;
}

/** A single job post, bought without a plan, costs $99 (the server decides the amount, never the client). */
export const payPerPostPriceCents = 9900;

export const subscriptionPlanCatalog: readonly PlanDefinition[] = [
  {
    id: 'starter',
    stripeLookupKey: 'real-opportunities-starter-monthly',
    name: 'Starter',
    price: 4900,
    jobPostLimit: 5,
    features: [
      'Up to 5 job posts a month',
      'Applicant tracking for every post',
      'Second-chance and veteran-friendly badges',
      'Email support',
    ],
    isActive: true,
  },
  {
    id: 'pro',
    stripeLookupKey: 'real-opportunities-pro-monthly',
    name: 'Professional',
    price: 19900,
    jobPostLimit: 15,
    features: [
      'Up to 15 job posts a month',
      'Everything in Starter',
      'Ranked candidate pipeline and interview scheduling',
      'Screening questions on every post',
      'Monthly hiring report',
      'Priority email and phone support',
    ],
    isActive: true,
  },
  {
    id: 'enterprise',
    stripeLookupKey: 'real-opportunities-enterprise-monthly',
    name: 'Enterprise',
    price: 49900,
    features: [
      'Unlimited job posts',
      'Everything in Professional',
      'Multiple locations under one account',
      'Featured placement in search results',
      'Dedicated account manager',
    ],
    isActive: true,
  },
];

/** Plans that start with a free first month (the plans page says "First Month FREE"). */
export const trialPlanIds: readonly PlanId[] = ['pro', 'enterprise'];
export const trialDays = 30;
/** The plan the plans page marks "Most Popular". */
export const mostPopularPlanId: PlanId = 'pro';
