import { earlyInputGlobal } from '@jobboard/contracts';
import type { EarlyInput, EarlyInputHandOver } from '../early-input';

/**
 * On a server-rendered page the after-paint script keeps what the visitor does until the page can
 * respond (after-paint.ts). Once the page has hydrated it is done again, in order, each step after
 * the page has rendered the one before: what was typed in the search box is in the page's state
 * before the search button's tap is pressed again.
 */
let replayed = false;

/** Sets a field's value or checked state past React's note of it (its value tracker). */
const setNatively = (field: HTMLElement, property: 'value' | 'checked', value: string | boolean) => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
};

/**
 * Tells the page's code what the browser already shows. Hydration keeps a field as the visitor
 * left it (a select is reset to the page's state) but raises no change: React takes the shown
 * value as the one it rendered. Its own value is the field's default (hydration sets it), so the
 * field is set back to that and then, as a person would, to the visitor's value.
 */
const fill = ({ field, value, checked }: Extract<EarlyInput, { kind: 'field' }>) => {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
    if (value === rendered) return;
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && field.type === 'file') {
    // The chosen files stay in the field (hydration leaves them); React reads them on its change.
    if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (checked === field.defaultChecked) return;
    field.checked = !checked;
    field.click();
  } else {
    if (value === field.defaultValue) return;
    field.value = field.defaultValue;
    setNatively(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
};

const doAgain = (input: EarlyInput) => {
  if (input.kind === 'field') {
    if (input.field.isConnected) fill(input);
  } else if (input.kind === 'submit') {
    if (input.form.isConnected) input.form.requestSubmit();
  } else if (input.target.isConnected) {
    if (input.target instanceof HTMLElement) input.target.click();
    else input.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React marks each element it has hydrated with its fiber (a `__reactFiber$…` property). A part
 * of the page that hydrates later (its code in a chunk still on the way) has none yet, and React
 * would drop a tap on it; so each step waits for its element, a few seconds at most.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
const hydrationWaitMs = 5_000;
const whenHydrated = async (element: Element) => {
  for (const started = Date.now(); !isHydrated(element) && element.isConnected && Date.now() - started < hydrationWaitMs; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Whether every part of the rendered page has hydrated. React writes each part (a Suspense
 * boundary) between `<!--$-->` and `<!--/$-->`; a part whose code is still on the way keeps its
 * elements without a fiber.
 */
const wholePageHydrated = (root: Element) => {
  const parts = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = parts.nextNode(); node; node = parts.nextNode()) {
    if (node.nodeValue !== '$') continue;
    let first = node.nextSibling;
    while (first && !(first instanceof Element) && !(first instanceof Comment && first.nodeValue === '/$')) first = first.nextSibling;
    if (first instanceof Element && !isHydrated(first)) return false;
  }
  return true;
};

const elementOf = (input: EarlyInput) => (input.kind === 'field' ? input.field : input.kind === 'submit' ? input.form : input.target);

/** The page has hydrated (or shows that it could not load): what was kept before is done now. */
export const pageCanRespond = () => {
  if (replayed) return;
  replayed = true;
  const handOver = Reflect.get(window, earlyInputGlobal) as EarlyInputHandOver | undefined;
  if (typeof handOver?.next !== 'function') return;
  const root = document.getElementById('root');
  const started = Date.now();
  void (async () => {
    // What the visitor does meanwhile is kept too, after the rest: nothing overtakes. The keeping
    // ends once the whole page has hydrated (its later parts too), a few seconds at most.
    for (;;) {
      // After the render the step before caused: its handlers see the state it left.
      await nextTask();
      const input = handOver.next();
      if (input) {
        await whenHydrated(elementOf(input));
        handOver.pass(() => doAgain(input));
      } else if (!root || wholePageHydrated(root) || Date.now() - started > hydrationWaitMs) {
        break;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    handOver.stop();
  })();
};
