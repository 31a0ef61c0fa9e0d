/**
 * What a visitor did on a server-rendered page before its code could respond, in the order done.
 * The after-paint script (after-paint.ts) keeps it from the first paint; the shell's code does it
 * again once the page has hydrated (app/early-input-replay.ts).
 */
export type EarlyInput =
  /** A tap that would have done nothing yet (a button, a menu, a toggle); it was held back. */
  | { kind: 'tap'; target: Element }
  /** A form sent without a button (Enter in its only field); it was held back. */
  | { kind: 'submit'; form: HTMLFormElement }
  /** A field typed in or chosen from: its value then. The browser showed it; the page's code has not seen it. */
  | { kind: 'field'; field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; value: string; checked: boolean };

/** The after-paint script's hand-over: stops the keeping and returns what was kept. */
export type EarlyInputHandOver = () => EarlyInput[];
