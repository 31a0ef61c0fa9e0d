import { billingMessages, contractsTexts, type BillingOverview, type TitledMessage } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { useToast } from '@jobboard/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { translatedMessage } from './billing-labels';
import { forgetExpectation, isReflectedIn, recalledExpectation, type PurchaseExpectation } from './purchase';

export type ConfirmationState =
  | { stage: 'idle' }
  /** Paid; the billing overview does not show it yet and is asked again every few seconds. */
  | { stage: 'waiting'; expected: PurchaseExpectation }
  /** Still not shown after the last check: the employer may check again. */
  | { stage: 'slow'; expected: PurchaseExpectation }
  | { stage: 'confirmed'; message: TitledMessage };

// The provider's webhook usually arrives within seconds: ask every 2 s, for about 20 s.
const checkEveryMs = 2000;
const maxChecks = 10;

/** What a purchase that went through says, in the reader's language (`tc`, the contracts' translator). */
const successMessageFor = (expected: PurchaseExpectation, tc: Translator['t']): TitledMessage => {
  if (expected.kind === 'job_post') return translatedMessage(billingMessages.paymentSucceeded, tc);
  if (expected.kind === 'plan_change') return translatedMessage(billingMessages.upgraded, tc);
  return translatedMessage(expected.trial ? billingMessages.trialStarted : billingMessages.subscriptionStarted, tc);
};

export interface PurchaseConfirmationOptions {
  billing: BillingOverview | undefined;
  /** Asks the server for the billing overview again. */
  recheck: () => Promise<unknown>;
  /** Once billing shows the payment: refresh what else it moved (credits, the session). */
  onConfirmed: () => void;
}

/**
 * After a payment: waits until the billing overview shows it (the plan live, the job post paid),
 * then says so once, in a toast and on the page.
 */
export const usePurchaseConfirmation = ({ billing, recheck, onConfirmed }: PurchaseConfirmationOptions) => {
  const tc = useTexts(contractsTexts);
  const [state, setState] = useState<ConfirmationState>({ stage: 'idle' });
  const [checks, setChecks] = useState(0);
  const { toast } = useToast();

  const awaitConfirmation = useCallback((expected: PurchaseExpectation) => {
    setChecks(0);
    setState({ stage: 'waiting', expected });
  }, []);

  /** Says a purchase worked (also for a plan that started without a payment), in words already in the reader's language. */
  const confirm = useCallback(
    (message: TitledMessage) => {
      forgetExpectation();
      setState({ stage: 'confirmed', message });
      toast({ title: message.title, description: message.message, variant: 'success' });
    },
    [toast],
  );

  const reset = useCallback(() => setState({ stage: 'idle' }), []);

  useEffect(() => {
    if (state.stage !== 'waiting' || !billing) return;
    if (isReflectedIn(billing, state.expected)) {
      confirm(successMessageFor(state.expected, tc));
      onConfirmed();
      return;
    }
    if (checks >= maxChecks) {
      setState({ stage: 'slow', expected: state.expected });
      return;
    }
    const timer = setTimeout(() => {
      setChecks((count) => count + 1);
      void recheck();
    }, checkEveryMs);
    return () => clearTimeout(timer);
  }, [state, billing, checks, recheck, confirm, onConfirmed, tc]);

  return { state, awaitConfirmation, confirm, reset };
};

/**
 * The card provider's return to /subscription?success=true (after a redirect to confirm): what
 * was being paid for is recalled and awaited; the address is cleaned so a reload does not repeat it.
 */
export const useReturnFromProvider = (awaitConfirmation: (expected: PurchaseExpectation) => void) => {
  const tc = useTexts(contractsTexts);
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || params.get('success') !== 'true') return;
    handled.current = true;
    setParams({}, { replace: true });
    // The provider adds the payment's id and outcome to the return address.
    if (params.get('redirect_status') === 'failed') {
      forgetExpectation();
      toast({ title: tc(billingMessages.paymentConfirmFailedTitle), description: tc(billingMessages.paymentConfirmFallback), variant: 'destructive' });
      return;
    }
    const paymentIntentId = params.get('payment_intent');
    const expected = recalledExpectation() ?? (paymentIntentId ? { kind: 'job_post' as const, paymentIntentId } : undefined);
    if (expected) awaitConfirmation(expected);
  }, [params, setParams, toast, awaitConfirmation, tc]);
};
