import { useBilling, useBillingConfig } from '@jobboard/api-client';
import { billingMessages, contractsTexts, pagePath, type Employer, type SubscriptionPlan } from '@jobboard/contracts';
import { Button, Grid, Icon, LoadFailedNotice, PageBody, PageIntro, Section, SkeletonList } from '@jobboard/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CurrentPlanCard,
  PayPerPostCard,
  PaymentView,
  PlanChangeDialog,
  planChangeTexts,
  PlanList,
  planTexts,
  PurchaseNotice,
  StyledInlineNotice,
  useCheckout,
  useCheckoutFocus,
  type PlanActionKind,
} from '../../features/billing';
import { SignedInEmployer } from '../../features/employer-account';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

const StyledPlans = styled(Section)`
  h2:focus { outline: none; }
`;

const Subscription = ({ employer }: { employer: Employer }) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const billing = useBilling(employer.id);
  const config = useBillingConfig();
  const checkout = useCheckout(employer.id, billing.data, billing.mutate);
  const plansTitleId = useId();
  const { noticeRef, plansRef } = useCheckoutFocus(checkout.purchase !== undefined, checkout.confirmation.stage);
  // Buying waits for the payment settings; with payments off it stays disabled.
  const canBuy = config.data !== undefined && config.data.mode !== 'off';
  const pastDue = billing.data?.subscriptionStatus === 'past_due';
  const scheduledChange = billing.data?.scheduledChange;
  const currentPlanName = billing.data?.planName ?? billing.data?.subscriptionPlan;
  // What else a change would undo, said in its dialog.
  const changeNotes = [
    ...(billing.data?.cancelAtPeriodEnd ? [planChangeTexts.undoesCancellation(t)] : []),
    ...(scheduledChange && scheduledChange.planId !== checkout.planChange?.plan.id
      ? [planChangeTexts.replacesScheduled(t, tc(scheduledChange.planName))]
      : []),
  ];

  const handleChoose = (plan: SubscriptionPlan, kind: PlanActionKind) => {
    if (kind === 'subscribe' || kind === 'trial') void checkout.choosePlan(plan);
    // The current plan resumed, or kept instead of a downgrade: nothing is charged, nothing to ask.
    else if (kind === 'resume' || kind === 'keep') void checkout.changePlan(plan);
    else if (kind === 'upgrade' || kind === 'downgrade') checkout.askPlanChange(plan, kind);
    else if (kind === 'change') checkout.askPlanChange(plan, undefined);
  };

  let status;
  if (billing.error) {
    status = <LoadFailedNotice headingLevel={2} title={tc(billingMessages.billingLoadFailed)} onRetry={() => void billing.mutate()} />;
  } else if (!billing.data) {
    status = <SkeletonList count={1} label={t('Loading your plan')} />;
  } else {
    status = <CurrentPlanCard billing={billing.data} />;
  }

  return (
    <PageBody $gap="xl">
      <PageIntro
        actionsLabel={t('Billing pages')}
        title={t('Subscription Plans')}
        lead={t('Choose a monthly plan, or pay for a single job post.')}
        actions={
          <>
            <Button as={Link} to={pagePath('/employer-dashboard/:id', { id: employer.id })} $variant="outline">
              {t('Back to dashboard')}
            </Button>
            <Button as={Link} to="/billing" $variant="outline">
              {t('Billing')}
            </Button>
          </>
        }
      />
      <PurchaseNotice
        ref={noticeRef}
        state={checkout.confirmation}
        onCheckAgain={checkout.checkAgain}
        onDismiss={() => {
          checkout.dismissConfirmation();
          plansRef.current?.focus();
        }}
      />
      {config.error && <LoadFailedNotice headingLevel={2} title={t('Could not load the payment settings')} onRetry={() => void config.mutate()} />}
      {config.data?.mode === 'off' && (
        <StyledInlineNotice $tone="warning" role="status">
          <Icon name="dollar" size={24} />
          <p>{tc(billingMessages.notConfigured)}</p>
        </StyledInlineNotice>
      )}
      {checkout.purchase && config.data ? (
        <PaymentView
          employerId={employer.id}
          purchase={checkout.purchase}
          config={config.data}
          onPaid={checkout.paid}
          onCancel={checkout.cancelPayment}
        />
      ) : (
        <>
          <Grid $min="300px">
            {status}
            <PayPerPostCard
              onBuy={() => void checkout.buyJobPost()}
              disabled={!canBuy || checkout.starting !== undefined}
              busy={checkout.starting === 'job_post'}
            />
          </Grid>
          <StyledPlans aria-labelledby={plansTitleId}>
            <h2 id={plansTitleId} ref={plansRef} tabIndex={-1}>
              {t('Choose a Plan')}
            </h2>
            {pastDue && (
              <StyledInlineNotice $tone="warning">
                <Icon name="dollar" size={24} />
                <p>{planTexts.plansLockedPastDue(t)}</p>
              </StyledInlineNotice>
            )}
            <PlanList
              billing={billing.data}
              disabled={!canBuy || checkout.starting !== undefined}
              startingPlanId={checkout.starting}
              onChoose={handleChoose}
            />
          </StyledPlans>
        </>
      )}
      <PlanChangeDialog
        employerId={employer.id}
        request={checkout.planChange}
        currentPlanName={currentPlanName === undefined ? undefined : tc(currentPlanName)}
        inTrial={billing.data?.subscriptionStatus === 'trialing'}
        notes={changeNotes}
        busy={checkout.starting !== undefined}
        onConfirm={(request, preview) => void checkout.changePlan(request.plan, preview.prorationDate)}
        onClose={checkout.closePlanChange}
      />
    </PageBody>
  );
};

/** /subscription: the employer's plan, a single job post, the plans, and the payment step. */
export const SubscriptionPage = () => {
  const t = useTexts(employerTexts);
  return <SignedInEmployer title={t('Subscription Plans')}>{(employer) => <Subscription employer={employer} />}</SignedInEmployer>;
};
