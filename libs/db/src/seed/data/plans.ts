import type { PlanId } from '@jobboard/contracts';

/** A subscription plan as SubscriptionPlanModel stores it; `id` becomes the document's _id. */
export interface SeedSubscriptionPlan {
  readonly id: PlanId;
  readonly name: string;
  /** Integer cents per month. */
  readonly price: number;
  /** Active job posts included; absent means unlimited. */
  readonly jobPostLimit?: number;
  readonly features: string[];
  readonly isActive: boolean;
}

export const seedSubscriptionPlans: readonly SeedSubscriptionPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 4900,
    jobPostLimit: 5,
    features: [
      'Up to 5 active job posts',
      'Applicant tracking for every post',
      'Second-chance and veteran-friendly badges',
      'Email support',
    ],
    isActive: true,
  },
  {
    id: 'pro',
    name: 'Professional',
    price: 9900,
    jobPostLimit: 15,
    features: [
      'Up to 15 active job posts',
      'Everything in Basic',
      'Candidate pipeline and interview scheduling',
      'Screening questions on every post',
      'Monthly hiring report',
      'Priority email and phone support',
    ],
    isActive: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 19900,
    features: [
      'Unlimited active job posts',
      'Everything in Professional',
      'Multiple locations under one account',
      'Featured placement in search results',
      'Dedicated account manager',
    ],
    isActive: true,
  },
];
