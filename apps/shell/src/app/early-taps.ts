import { earlyTapGlobal } from '@jobboard/contracts';

/**
 * A tap on a button of a server-rendered page before the page's code has arrived is lost: before
 * the shell's code runs nothing listens, and after it React hydrates that part on the tap if it
 * can, and drops the tap when the part's code is not there yet (it stops the event; it replays
 * only continuous events). The last such tap is kept and pressed again once the page has
 * hydrated, so "Apply" tapped early still opens the form.
 */
let waiting: HTMLElement | undefined;
let pageReady = false;

const buttonOf = (target: EventTarget | null, root: HTMLElement) => {
  const button = target instanceof Element ? target.closest('main button') : null;
  return button instanceof HTMLElement && root.contains(button) ? button : undefined;
};

/** The tap the after-paint script kept before this code ran (after-paint.ts), if any. */
const tapBeforeCode = (): EventTarget | null => {
  const handOver: unknown = Reflect.get(window, earlyTapGlobal);
  return typeof handOver === 'function' ? (handOver() as EventTarget | null) : null;
};

/** Listens from the start of hydration: a tap React dropped never bubbles up to the document. */
export const keepEarlyTaps = (root: HTMLElement) => {
  waiting = buttonOf(tapBeforeCode(), root);
  document.addEventListener(
    'click',
    (event) => {
      if (!pageReady) waiting = buttonOf(event.target, root);
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
