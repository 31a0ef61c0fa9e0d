import { useSubscriptionPlans } from '@jobboard/api-client';
import { contractsTexts, type BillingOverview, type SubscriptionPlan } from '@jobboard/contracts';
import { Grid, LoadFailedNotice, SkeletonList, StateNotice } from '@jobboard/ui';
import type { PlanActionKind } from './billing-labels';
import { PlanCard } from './plan-card';
import { planOfferFor } from './plan-offers';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PlanListProps {
  /** The employer's billing overview; undefined while it loads (the buttons then wait for it). */
  billing: BillingOverview | undefined;
  /** Payments are off, or a purchase is being started. */
  disabled: boolean;
  /** The plan whose subscription or change is being made. */
  startingPlanId: string | undefined;
  onChoose: (plan: SubscriptionPlan, kind: PlanActionKind) => void;
}

/** The plans from the server, cheapest first, with their loading, empty and failed states. */
export const PlanList = ({ billing, disabled, startingPlanId, onChoose }: PlanListProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data: plans, error, mutate } = useSubscriptionPlans();
  if (error) return <LoadFailedNotice title={t('Could not load the plans')} onRetry={() => void mutate()} />;
  if (!plans) return <SkeletonList count={3} label={t('Loading plans')} />;
  if (plans.length === 0) {
    return <StateNotice headingLevel={3} title={t('No plans available')} description={t('Please check back soon, or buy a single job post.')} />;
  }
  return (
    <Grid $min="260px">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          offer={planOfferFor(plan, billing, plans, t, tc)}
          // What a button does depends on the employer's plan: nothing to press until it is known.
          disabled={disabled || !billing}
          busy={plan.id === startingPlanId}
          onChoose={onChoose}
        />
      ))}
    </Grid>
  );
};
