import { useEffect, useRef } from 'react';
import type { ConfirmationState } from './use-purchase-confirmation';

/**
 * Where focus goes when the payment step or a plan's button makes way: to the notice that says
 * how the payment went, or (payment canceled) back to the plans.
 */
export const useCheckoutFocus = (paying: boolean, confirmation: ConfirmationState['stage']) => {
  const noticeRef = useRef<HTMLDivElement>(null);
  const plansRef = useRef<HTMLHeadingElement>(null);
  const wasPaying = useRef(paying);

  useEffect(() => {
    if (confirmation === 'waiting' || confirmation === 'confirmed') noticeRef.current?.focus();
  }, [confirmation]);

  useEffect(() => {
    if (wasPaying.current && !paying && confirmation === 'idle') plansRef.current?.focus();
    wasPaying.current = paying;
  }, [paying, confirmation]);

  return { noticeRef, plansRef };
};
