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

/** The page has hydrated (or shows that it could not load): what was kept before is done now. */
export const pageCanRespond = () => {
  if (replayed) return;
  replayed = true;
  const handOver: unknown = Reflect.get(window, earlyInputGlobal);
  if (typeof handOver !== 'function') return;
  const kept = (handOver as EarlyInputHandOver)();
  void (async () => {
    for (const input of kept) {
      // After the render the step before caused: its handlers see the state it left.
      await nextTask();
      doAgain(input);
    }
  })();
};
