import { billingMessages, type BillingConfig } from '@jobboard/contracts';
import { Button, Card, CardDescription, CardTitle, Spinner } from '@jobboard/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatCents } from '@jobboard/domain';
import { upgradeItem } from './billing-labels';
import { MockPaymentForm } from './mock-payment-form';
import { StyledPaymentActions } from './payment-actions';
import type { Purchase } from './purchase';

// Stripe's libraries are fetched only when a payment starts.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

export interface PaymentViewProps {
  employerId: string;
  purchase: Purchase;
  config: BillingConfig;
  onPaid: () => void;
  /** Back to the plans, nothing paid. */
  onCancel: () => void;
}

const StyledCard = styled(Card)`
  max-width: 640px;
  width: 100%;
  margin: 0 auto;
  h2:focus { outline: none; }
`;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const itemOf = (purchase: Purchase) => {
  if (purchase.kind === 'job_post') return 'One job post';
  return purchase.kind === 'plan_change' ? upgradeItem(purchase.planName) : `${purchase.planName} plan`;
};
const amountOf = (purchase: Purchase) => {
  if (purchase.kind === 'subscription') return `${formatCents(purchase.amount)} per month`;
  // An upgrade's prorated difference is charged once, now.
  return purchase.kind === 'plan_change' ? `${formatCents(purchase.amount)} today` : formatCents(purchase.amount);
};

/** The payment step: what is being bought, then the card form (or, in development, the simulated payment). */
export const PaymentView = ({ employerId, purchase, config, onPaid, onCancel }: PaymentViewProps) => {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The plans made way for this step: keyboard and screen reader users start at its heading.
  useEffect(() => titleRef.current?.focus(), []);

  let form;
  if (config.mode === 'stripe' && config.publishableKey) {
    form = (
      <Suspense
        fallback={
          <StyledLoading>
            <Spinner label="Loading the payment form" />
          </StyledLoading>
        }
      >
        <StripePaymentForm
          publishableKey={config.publishableKey}
          clientSecret={purchase.clientSecret}
          payLabel={`Pay ${formatCents(purchase.amount)}`}
          onPaid={onPaid}
          onCancel={onCancel}
        />
      </Suspense>
    );
  } else if (config.mode === 'mock') {
    form = <MockPaymentForm employerId={employerId} purchase={purchase} onPaid={onPaid} onCancel={onCancel} />;
  } else {
    form = (
      <>
        <p>{config.message ?? billingMessages.notConfigured}</p>
        <StyledPaymentActions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Back to plans
          </Button>
        </StyledPaymentActions>
      </>
    );
  }

  return (
    <StyledCard aria-labelledby={titleId}>
      <CardTitle id={titleId} ref={titleRef} tabIndex={-1}>
        Complete Your Payment
      </CardTitle>
      {config.mode === 'stripe' && (
        <CardDescription>Your card details go straight to our payment provider; we never see or store them.</CardDescription>
      )}
      <StyledSummary>
        <dt>Item</dt>
        <dd>{itemOf(purchase)}</dd>
        <dt>Amount</dt>
        <dd>{amountOf(purchase)}</dd>
      </StyledSummary>
      {form}
    </StyledCard>
  );
};
