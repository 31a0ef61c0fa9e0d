import { ApiError, useCancelSubscription, useWrite } from '@jobboard/api-client';
import { billingMessages, contractsTexts, type BillingOverview } from '@jobboard/contracts';
import { Button, Dialog, Text, useToast } from '@jobboard/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatBillingDate, hasLivePlan } from './billing-labels';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface CancelSubscriptionProps {
  employerId: string;
  billing: BillingOverview;
}

const StyledAction = styled.div`
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** "Cancel subscription", after asking: the plan then ends with the period instead of renewing. */
export const CancelSubscription = ({ employerId, billing }: CancelSubscriptionProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const cancelSubscription = useWrite(useCancelSubscription(employerId));
  const canceling = cancelSubscription.pending;
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const tried = useRef(false);
  // The confirm button is disabled while it works, which drops the focus to the page: when the
  // attempt failed and the dialog stays open, the focus comes back to it (Tab and Escape work).
  useEffect(() => {
    if (canceling || !asking || !tried.current) return;
    tried.current = false;
    if (!document.activeElement || document.activeElement === document.body) confirmRef.current?.focus();
  }, [asking, canceling]);
  if (!hasLivePlan(billing) || billing.cancelAtPeriodEnd) return null;

  const until = billing.subscriptionEndDate
    ? t('Your plan stays active until {{date}} and will not renew.', { date: formatBillingDate(billing.subscriptionEndDate) })
    : tc(billingMessages.canceled.message);

  const handleClose = () => {
    if (!canceling) setAsking(false);
  };

  const handleConfirm = async () => {
    tried.current = true;
    try {
      await cancelSubscription.run();
      toast({ title: tc(billingMessages.canceled.title), description: tc(billingMessages.canceled.message), variant: 'success' });
      setAsking(false);
    } catch (error) {
      toast({
        title: tc(billingMessages.cancelFailed.title),
        description: (error instanceof ApiError && error.status === 409 && error.serverMessage) || tc(billingMessages.cancelFailed.message),
        variant: 'destructive',
      });
    }
  };

  return (
    <StyledAction>
      <Button type="button" $variant="outline" onClick={() => setAsking(true)}>
        {t('Cancel subscription')}
      </Button>
      <Dialog
        open={asking}
        onClose={handleClose}
        size="sm"
        title={t('Cancel your subscription?')}
        footer={
          <>
            <Button type="button" $variant="outline" onClick={handleClose} disabled={canceling}>
              {t('Keep My Plan')}
            </Button>
            <Button ref={confirmRef} type="button" $variant="destructive" onClick={() => void handleConfirm()} disabled={canceling}>
              {canceling ? t('Canceling...') : t('Cancel Subscription')}
            </Button>
          </>
        }
      >
        <Text $tone="textMuted">{until}</Text>
      </Dialog>
    </StyledAction>
  );
};
