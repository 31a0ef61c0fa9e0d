import { ApiError, useResendVerification, useWrite } from '@jobboard/api-client';
import { accountScreenTexts as text, contractsTexts, type AccountRole } from '@jobboard/contracts';
import { useTexts, type Translate } from '@jobboard/i18n';
import { Button } from '@jobboard/ui';
import { useState } from 'react';
import styled from 'styled-components';

const StyledResend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: inherit;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

// The service's words (a 429 names the day's limit); this module imports no schema (it is on first views).
const refusalMessage = (error: unknown, tc: Translate) => (error instanceof ApiError && error.serverMessage) || tc(text.sendFailed);

export interface ResendVerificationButtonProps {
  kind: AccountRole;
}

/**
 * "Send the link again" for the signed-in account: disabled while it sends, then the service's
 * answer (the same whether or not a link went, or the day's limit) read out in a status line.
 */
export const ResendVerificationButton = ({ kind }: ResendVerificationButtonProps) => {
  const tc = useTexts(contractsTexts);
  const resending = useWrite(useResendVerification(kind));
  const [answer, setAnswer] = useState('');

  const handleResend = async () => {
    setAnswer('');
    try {
      setAnswer((await resending.run()).message);
    } catch (error) {
      setAnswer(refusalMessage(error, tc));
    }
  };

  return (
    <StyledResend>
      <Button type="button" $variant="outline" onClick={() => void handleResend()} disabled={resending.pending}>
        {resending.pending ? tc(text.resending) : tc(text.resendButton)}
      </Button>
      <p role="status">{answer}</p>
    </StyledResend>
  );
};
