import { contractsTexts, type BillingOverview } from '@jobboard/contracts';
import { Badge, Callout, Card, CardTitle, DetailList, paymentStatusTone, Text, VisuallyHidden } from '@jobboard/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatBillingDate, hasLivePlan, planTexts, subscriptionStatusLabel } from './billing-labels';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

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

/**
 * The plan, its status badge, the job post credits, the posts used this period, when the period
 * or free trial ends, and what is about to change (a downgrade at the period's end, an upgrade
 * waiting for its payment, an overdue payment). Without a plan it says what credits still allow.
 */
export const CurrentPlanCard = ({ billing, action }: CurrentPlanCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
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
        <CardTitle id={titleId}>{t('Current Plan')}</CardTitle>
        <Badge $tone={paymentStatusTone(billing.subscriptionStatus)}>
          <VisuallyHidden>{t('Status:')} </VisuallyHidden>
          {subscriptionStatusLabel(billing.subscriptionStatus, t)}
        </Badge>
      </StyledHeading>
      <Text $size="lg" $weight="bold" $tone="brandStrong">
        {planName === undefined ? t('No plan') : tc(planName)}
      </Text>
      <DetailList>
        <dt>{t('Job post credits')}</dt>
        <dd>{billing.jobPostCredits}</dd>
        {live && (
          <>
            <dt>{t('Job posts per month')}</dt>
            <dd>{billing.jobPostLimit ?? t('Unlimited')}</dd>
            <dt>{t('Posts used this period')}</dt>
            <dd>{planTexts.postsUsed(t, billing.planPostsUsed, billing.jobPostLimit)}</dd>
          </>
        )}
        {trialEnd && (
          <>
            <dt>{t('Free trial ends')}</dt>
            <dd>{trialEnd}</dd>
          </>
        )}
        {/* A trial renews when it ends: the one date says it, unless the plan will not renew. */}
        {live && endDate && (!trialEnd || billing.cancelAtPeriodEnd) && (
          <>
            <dt>{billing.cancelAtPeriodEnd ? t('Ends on') : t('Renews on')}</dt>
            <dd>{endDate}</dd>
          </>
        )}
      </DetailList>
      {pastDue && (
        <Callout as="p" $tone="warning" $padding="sm">
          {planTexts.pastDue(t)}
        </Callout>
      )}
      {live && billing.cancelAtPeriodEnd && endDate && (
        <Callout as="p" $tone="warning" $padding="sm">
          {planTexts.canceledNote(t, endDate)}
        </Callout>
      )}
      {live && scheduledChange && (
        <Callout as="p" $tone="info" $padding="sm">
          {planTexts.scheduledChange(t, tc(scheduledChange.planName), formatBillingDate(scheduledChange.effectiveAt))}
        </Callout>
      )}
      {live && pendingChange && (
        <Callout as="p" $tone="info" $padding="sm">
          {planTexts.pendingChange(t, tc(pendingChange.planName), pendingChange.amountDue)}
        </Callout>
      )}
      {!live && !pastDue && (
        <Text $tone="textMuted">{billing.jobPostCredits > 0 ? planTexts.creditsWithoutPlan(t, billing.jobPostCredits) : planTexts.choosePlan(t)}</Text>
      )}
      {action}
    </Card>
  );
};
