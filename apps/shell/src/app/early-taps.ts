/**
 * A tap on a button of a server-rendered page before the page's code has arrived is lost: React
 * hydrates that part on the tap if it can, and drops the tap when the part's code is not there
 * yet (it stops the event; it replays only continuous events). The last such tap is kept and
 * pressed again once the page has hydrated, so "Apply" tapped early still opens the form.
 */
let waiting: HTMLElement | undefined;
let pageReady = false;

/** Listens from the start of hydration: a tap React dropped never bubbles up to the document. */
export const keepEarlyTaps = (root: HTMLElement) => {
  document.addEventListener(
    'click',
    (event) => {
      if (pageReady) return;
      const button = event.target instanceof Element ? event.target.closest('main button') : null;
      waiting = button instanceof HTMLElement && root.contains(button) ? button : undefined;
    },
    true,
  );
  // A tap React handled (or that nothing blocked) reaches the document: nothing to press again.
  document.addEventListener('click', () => {
    waiting = undefined;
  });
};

/** The page's part has hydrated: the tap it missed, if any, is pressed again. */
export const pageHydrated = () => {
  if (pageReady) return;
  pageReady = true;
  const button = waiting;
  waiting = undefined;
  if (button?.isConnected) queueMicrotask(() => button.click());
};
