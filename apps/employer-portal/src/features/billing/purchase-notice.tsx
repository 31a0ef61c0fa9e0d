import { billingMessages, contractsTexts } from '@jobboard/contracts';
import { Button, Icon } from '@jobboard/ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { StyledInlineNotice } from './inline-notice';
import type { PurchaseExpectation } from './purchase';
import type { ConfirmationState } from './use-purchase-confirmation';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PurchaseNoticeProps {
  state: ConfirmationState;
  /** Asks again after the last automatic check. */
  onCheckAgain: (expected: PurchaseExpectation) => void;
  onDismiss: () => void;
  /** Focused when a payment ends, so keyboard and screen reader users hear how it went. */
  ref?: Ref<HTMLDivElement>;
}

const StyledText = styled.div`
  flex: 1 1 16rem;
  strong { display: block; }
`;

/** What happened to the last payment: being confirmed, taking long, or done. */
export const PurchaseNotice = ({ state, onCheckAgain, onDismiss, ref }: PurchaseNoticeProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  if (state.stage === 'idle') return null;
  if (state.stage === 'confirmed') {
    return (
      <StyledInlineNotice ref={ref} tabIndex={-1} $tone="success" role="status">
        <Icon name="check" size={24} />
        <StyledText>
          <strong>{state.message.title}</strong>
          <p>{state.message.message}</p>
        </StyledText>
        <Button type="button" $variant="ghost" $size="sm" onClick={onDismiss}>
          {t('Dismiss')}
        </Button>
      </StyledInlineNotice>
    );
  }
  return (
    <StyledInlineNotice ref={ref} tabIndex={-1} $tone="info" role="status">
      <Icon name="clock" size={24} />
      <StyledText>
        <p>{tc(billingMessages.awaitingConfirmation)}</p>
        {state.stage === 'slow' && <p>{t('It is taking longer than usual. Check again in a moment.')}</p>}
      </StyledText>
      {state.stage === 'slow' && (
        <Button type="button" $variant="outline" $size="sm" onClick={() => onCheckAgain(state.expected)}>
          {t('Check again')}
        </Button>
      )}
    </StyledInlineNotice>
  );
};
