import { billingMessages, contractsTexts } from '@jobboard/contracts';
import { Button, StateNotice, useToast } from '@jobboard/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { StyledPaymentActions } from './payment-actions';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The Pay button's words, e.g. "Pay $99.00". */
  payLabel: string;
  onPaid: () => void;
  onCancel: () => void;
}

// Stripe.js is fetched from Stripe the first time a payment form opens, once per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      // Not kept: the next payment form tries again.
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
};

type CheckoutFormProps = Pick<StripePaymentFormProps, 'payLabel' | 'onPaid' | 'onCancel'>;

/** Stripe's Payment Element and Pay: confirms in the browser, leaving the page only when the method needs it. */
const CheckoutForm = ({ payLabel, onPaid, onCancel }: CheckoutFormProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);

  const fail = (description: string) => {
    toast({ title: tc(billingMessages.paymentConfirmFailedTitle), description, variant: 'destructive' });
    setPaying(false);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
        redirect: 'if_required',
      });
      if (error) {
        fail(error.message ?? tc(billingMessages.paymentConfirmFallback));
        return;
      }
      onPaid();
    } catch {
      fail(tc(billingMessages.paymentProcessingFailed));
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t('Card payment')}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => fail(tc(billingMessages.paymentProcessingFailed))} />
      <StyledPaymentActions>
        <Button type="button" $variant="outline" onClick={onCancel} disabled={paying}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={!stripe || !elements || !ready || paying}>
          {paying ? t('Processing...') : payLabel}
        </Button>
      </StyledPaymentActions>
    </form>
  );
};

/** The card form in Stripe's Elements (loaded only when a payment starts, so the plans page stays light). */
export const StripePaymentForm = ({ publishableKey, clientSecret, ...form }: StripePaymentFormProps) => {
  const t = useTexts(employerTexts);
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current) setUnavailable(loaded === null);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <StateNotice
        tone="error"
        headingLevel={3}
        title={t('The card form could not load')}
        description={t('Please check your connection and try again.')}
        action={
          <Button type="button" $variant="outline" onClick={form.onCancel}>
            {t('Back to plans')}
          </Button>
        }
      />
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <CheckoutForm {...form} />
    </Elements>
  );
};
