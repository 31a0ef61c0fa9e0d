import { useSubscriptionPlans } from '@jobboard/api-client';
import type { SubscriptionPlan } from '@jobboard/contracts';
import { Grid, LoadFailedNotice, SkeletonList, StateNotice } from '@jobboard/ui';
import { PlanCard } from './plan-card';

export interface PlanListProps {
  /** The plan the employer is on now (active or in its trial). */
  currentPlanId: string | undefined;
  /** Payments are off, or a purchase is being started. */
  disabled: boolean;
  /** The plan whose subscription is being created. */
  startingPlanId: string | undefined;
  onChoose: (plan: SubscriptionPlan) => void;
}

/** The plans from the server, cheapest first, with their loading, empty and failed states. */
export const PlanList = ({ currentPlanId, disabled, startingPlanId, onChoose }: PlanListProps) => {
  const { data: plans, error, mutate } = useSubscriptionPlans();
  if (error) return <LoadFailedNotice title="Could not load the plans" onRetry={() => void mutate()} />;
  if (!plans) return <SkeletonList count={3} label="Loading plans" />;
  if (plans.length === 0) {
    return <StateNotice headingLevel={3} title="No plans available" description="Please check back soon, or buy a single job post." />;
  }
  return (
    <Grid $min="260px">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={plan.id === currentPlanId}
          disabled={disabled}
          busy={plan.id === startingPlanId}
          onChoose={onChoose}
        />
      ))}
    </Grid>
  );
};
