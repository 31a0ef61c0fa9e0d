/**
 * A tap on a button of a server-rendered page before the page's code has arrived is lost: React
 * hydrates that part on the tap if it can, and drops the tap when the part's code is not there
 * yet (it stops the event; it replays only continuous events). The last such tap is kept and
 * pressed again once the page has hydrated, so "Apply" tapped early still opens the form, and
 * "Search Jobs" tapped early still searches.
 */
let waiting: HTMLElement | undefined;
/** The form a kept tap would have sent: its sending is held back too, or the browser would send it itself. */
let heldForm: HTMLFormElement | undefined;
let pageReady = false;

const formSentBy = (button: Element | null) =>
  button instanceof HTMLButtonElement && button.type === 'submit' && button.form ? button.form : undefined;

/** Listens from the start of hydration: a tap React dropped never bubbles up to the document. */
export const keepEarlyTaps = (root: HTMLElement) => {
  document.addEventListener(
    'click',
    (event) => {
      if (pageReady) return;
      const button = event.target instanceof Element ? event.target.closest('main button') : null;
      waiting = button instanceof HTMLElement && root.contains(button) ? button : undefined;
      // Without this, a search button tapped early sends its form as a plain page load (to the
      // same page, with the fields in its address) instead of the page's own search.
      heldForm = formSentBy(waiting ?? null);
      if (heldForm) event.preventDefault();
    },
    true,
  );
  // A tap React handled (or that nothing blocked) reaches the document: nothing to press again,
  // but a form held back is sent now, as the tap would have.
  document.addEventListener('click', () => {
    const button = waiting;
    const form = heldForm;
    waiting = undefined;
    heldForm = undefined;
    if (form && button instanceof HTMLButtonElement) form.requestSubmit(button);
  });
};

/** The page's part has hydrated: the tap it missed, if any, is pressed again. */
export const pageHydrated = () => {
  if (pageReady) return;
  pageReady = true;
  const button = waiting;
  waiting = undefined;
  heldForm = undefined;
  if (button?.isConnected) queueMicrotask(() => button.click());
};
