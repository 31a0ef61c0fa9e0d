import { billingMessages, contractsTexts, type BillingConfig } from '@jobboard/contracts';
import { Button, Card, CardDescription, CardTitle, Spinner } from '@jobboard/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatCents } from '@jobboard/domain';
import { upgradeItem } from './billing-labels';
import { MockPaymentForm } from './mock-payment-form';
import { StyledPaymentActions } from './payment-actions';
import type { Purchase } from './purchase';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

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

/** What is being bought; `tc`, the contracts' translator, says the plan's name. */
const itemOf = (purchase: Purchase, t: Translator['t'], tc: Translator['t']) => {
  if (purchase.kind === 'job_post') return t('One job post');
  const planName = tc(purchase.planName);
  return purchase.kind === 'plan_change' ? upgradeItem(planName, t) : t('{{planName}} plan', { planName });
};
const amountOf = (purchase: Purchase, t: Translator['t']) => {
  if (purchase.kind === 'subscription') return t('{{amount}} per month', { amount: formatCents(purchase.amount) });
  // An upgrade's prorated difference is charged once, now.
  return purchase.kind === 'plan_change' ? t('{{amount}} today', { amount: formatCents(purchase.amount) }) : formatCents(purchase.amount);
};

/** The payment step: what is being bought, then the card form (or, in development, the simulated payment). */
export const PaymentView = ({ employerId, purchase, config, onPaid, onCancel }: PaymentViewProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
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
            <Spinner label={t('Loading the payment form')} />
          </StyledLoading>
        }
      >
        <StripePaymentForm
          publishableKey={config.publishableKey}
          clientSecret={purchase.clientSecret}
          payLabel={t('Pay {{amount}}', { amount: formatCents(purchase.amount) })}
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
        <p>{config.message ?? tc(billingMessages.notConfigured)}</p>
        <StyledPaymentActions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            {t('Back to plans')}
          </Button>
        </StyledPaymentActions>
      </>
    );
  }

  return (
    <StyledCard aria-labelledby={titleId}>
      <CardTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {t('Complete Your Payment')}
      </CardTitle>
      {config.mode === 'stripe' && (
        <CardDescription>{t('Your card details go straight to our payment provider; we never see or store them.')}</CardDescription>
      )}
      <StyledSummary>
        <dt>{t('Item')}</dt>
        <dd>{itemOf(purchase, t, tc)}</dd>
        <dt>{t('Amount')}</dt>
        <dd>{amountOf(purchase, t)}</dd>
      </StyledSummary>
      {form}
    </StyledCard>
  );
};
