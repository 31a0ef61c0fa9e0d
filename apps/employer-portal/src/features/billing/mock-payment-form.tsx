import { useSimulatePayment, ApiError, useWrite } from '@jobboard/api-client';
import { billingMessages, contractsTexts } from '@jobboard/contracts';
import { Button, useToast } from '@jobboard/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { StyledPaymentActions } from './payment-actions';
import type { Purchase } from './purchase';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface MockPaymentFormProps {
  employerId: string;
  purchase: Purchase;
  onPaid: () => void;
  onCancel: () => void;
}

const StyledDevelopmentNotice = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  strong { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.color.warning}; }
  p { margin: 0; }
`;

/**
 * Development with stripe-mock: no Stripe.js can load, so instead of the card form the server is
 * asked to send itself the event a successful payment brings. Labelled so nobody mistakes it.
 */
export const MockPaymentForm = ({ employerId, purchase, onPaid, onCancel }: MockPaymentFormProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const paying = useWrite(useSimulatePayment(employerId));
  const { toast } = useToast();
  const titleId = useId();

  const handleSimulate = async () => {
    try {
      await paying.run(
        purchase.kind === 'job_post'
          ? { kind: 'job_post', paymentIntentId: purchase.paymentIntentId }
          : { kind: purchase.kind, subscriptionId: purchase.subscriptionId },
      );
      onPaid();
    } catch (error) {
      toast({
        title: tc(billingMessages.paymentConfirmFailedTitle),
        description: (error instanceof ApiError && error.serverMessage) || tc(billingMessages.paymentProcessingFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <StyledDevelopmentNotice role="note" aria-labelledby={titleId}>
        <strong id={titleId}>{t('Development mode: simulated payment')}</strong>
        <p>
          {t(
            'Payments on this server go to a test double of the card provider, so no card form is shown and no card is charged. Simulating confirms the payment the way a successful card payment would.',
          )}
        </p>
      </StyledDevelopmentNotice>
      <StyledPaymentActions>
        <Button type="button" $variant="outline" onClick={onCancel} disabled={paying.pending}>
          {t('Cancel')}
        </Button>
        <Button type="button" onClick={() => void handleSimulate()} disabled={paying.pending}>
          {paying.pending ? t('Processing...') : t('Simulate successful payment')}
        </Button>
      </StyledPaymentActions>
    </>
  );
};
