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

/**
 * The after-paint script's hand-over. It keeps holding back what the visitor does while what it
 * kept is done again, so a tap made meanwhile waits its turn instead of overtaking.
 */
export interface EarlyInputHandOver {
  /** The next thing kept, in order; none once all is done. */
  next: () => EarlyInput | undefined;
  /** Runs `act` (a tap or a change done again) with the keeping stood aside, so the page gets it. */
  pass: (act: () => void) => void;
  /** Stops the keeping: from now on the page gets everything itself. */
  stop: () => void;
}
