import type { BillingOverview } from '@jobboard/contracts';
import { Badge, Card, CardTitle, paymentStatusTone, VisuallyHidden } from '@jobboard/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatBillingDate, hasLivePlan, planTexts, subscriptionStatusLabel } from './billing-labels';

export interface CurrentPlanCardProps {
  billing: BillingOverview;
  /** Under the facts, e.g. Cancel subscription. */
  action?: ReactNode;
}

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; }
`;

const StyledPlanName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

/** A line about the plan: a warning (past due, ending) or news (a change to come). */
const StyledNote = styled.p<{ $tone: 'warning' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.color.warningSoft : theme.color.brandSoft)};
  color: ${({ theme }) => theme.color.text};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The plan, its status badge, the job post credits, the posts used this period, when the period
 * or free trial ends, and what is about to change (a downgrade at the period's end, an upgrade
 * waiting for its payment, an overdue payment). Without a plan it says what credits still allow.
 */
export const CurrentPlanCard = ({ billing, action }: CurrentPlanCardProps) => {
  const titleId = useId();
  const live = hasLivePlan(billing);
  const pastDue = billing.subscriptionStatus === 'past_due';
  // Inactive: no plan was ever paid for (a plan chosen but not paid is no plan).
  const planName = billing.subscriptionStatus === 'inactive' ? undefined : (billing.planName ?? billing.subscriptionPlan);
  const endDate = billing.subscriptionEndDate && formatBillingDate(billing.subscriptionEndDate);
  const trialEnd = billing.subscriptionStatus === 'trialing' && billing.trialEnd ? formatBillingDate(billing.trialEnd) : undefined;
  const { scheduledChange, pendingChange } = billing;
  return (
    <Card $gap="md" aria-labelledby={titleId}>
      <StyledHeading>
        <CardTitle id={titleId}>Current Plan</CardTitle>
        <Badge $tone={paymentStatusTone(billing.subscriptionStatus)}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {subscriptionStatusLabel(billing.subscriptionStatus)}
        </Badge>
      </StyledHeading>
      <StyledPlanName>{planName ?? 'No plan'}</StyledPlanName>
      <StyledFacts>
        <dt>Job post credits</dt>
        <dd>{billing.jobPostCredits}</dd>
        {live && (
          <>
            <dt>Job posts per month</dt>
            <dd>{billing.jobPostLimit ?? 'Unlimited'}</dd>
            <dt>Posts used this period</dt>
            <dd>{planTexts.postsUsed(billing.planPostsUsed, billing.jobPostLimit)}</dd>
          </>
        )}
        {trialEnd && (
          <>
            <dt>Free trial ends</dt>
            <dd>{trialEnd}</dd>
          </>
        )}
        {/* A trial renews when it ends: the one date says it, unless the plan will not renew. */}
        {live && endDate && (!trialEnd || billing.cancelAtPeriodEnd) && (
          <>
            <dt>{billing.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>{endDate}</dd>
          </>
        )}
      </StyledFacts>
      {pastDue && <StyledNote $tone="warning">{planTexts.pastDue}</StyledNote>}
      {live && billing.cancelAtPeriodEnd && endDate && <StyledNote $tone="warning">{planTexts.canceledNote(endDate)}</StyledNote>}
      {live && scheduledChange && (
        <StyledNote $tone="info">{planTexts.scheduledChange(scheduledChange.planName, formatBillingDate(scheduledChange.effectiveAt))}</StyledNote>
      )}
      {live && pendingChange && <StyledNote $tone="info">{planTexts.pendingChange(pendingChange.planName, pendingChange.amountDue)}</StyledNote>}
      {!live && !pastDue && (
        <StyledMuted>{billing.jobPostCredits > 0 ? planTexts.creditsWithoutPlan(billing.jobPostCredits) : planTexts.choosePlan}</StyledMuted>
      )}
      {action}
    </Card>
  );
};
