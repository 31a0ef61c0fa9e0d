import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the first heading inside the returned ref's element whenever `outcome`
 * changes (not on the first render), so keyboard and screen reader users land on what a submit
 * led to instead of on a button that is gone.
 */
export const useFocusOnOutcome = <T extends HTMLElement>(outcome: unknown) => {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = ref.current?.querySelector<HTMLElement>('h1, h2, h3, [role="status"], [role="alert"]') ?? ref.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [outcome]);
  return ref;
};
