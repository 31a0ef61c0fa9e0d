/**
 * The one script in the head of a server-rendered page (public-api puts it in place of the
 * shell's code). The page arrives with its content; the shell's code only hydrates it. Asked for
 * at once, that code arrives while the page is still being parsed and runs before the first paint,
 * holding the content back behind a long task (measured on a throttled phone: first paint at
 * 790 ms instead of 450 ms). So the content is painted first, and the code is asked for right
 * after that paint.
 *
 * Until the page has hydrated nothing on it responds, so what the visitor does meanwhile is kept
 * (early-input.ts) and done again by the shell's code once it can respond: taps on buttons are
 * held back, forms are not sent, and what is typed or chosen in a field is noted. Links and
 * fields work as they do without any code.
 *
 * Compiled on its own (the shell's AfterPaintScriptPlugin), without imports: the build supplies
 * `earlyInputGlobal` from the contracts.
 */
declare const earlyInputGlobal: string;

// A classic script: its top-level names would be the page's globals, hence the function. Its
// types are named by import() types, without an import statement, for the same reason.
((main: string | undefined) => {
  if (!main) return;
  /**
   * Taps on these go ahead at once: a link opens its page without the code (as a link does), and
   * a field takes focus, typing and choices by itself (noted as a `field`).
   */
  const handledByTheBrowser =
    'a[href], label, select, textarea, [contenteditable], input:not([type=submit], [type=button], [type=reset], [type=image])';
  const kept: import('./early-input').EarlyInput[] = [];
  const hold = (event: Event) => {
    event.preventDefault();
    // Before the page's own listeners: a part already hydrated would act now and again later.
    event.stopPropagation();
  };
  const listeners: Record<string, (event: Event) => void> = {
    click: (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest(handledByTheBrowser)) return;
      hold(event);
      kept.push({ kind: 'tap', target });
    },
    submit: (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      hold(event);
      kept.push({ kind: 'submit', form: event.target });
    },
    input: (event) => noteField(event.target),
    change: (event) => noteField(event.target),
  };
  const noteField = (target: EventTarget | null) => {
    const field = target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target : null;
    if (!field) return;
    const last = kept.at(-1);
    // Each key typed is an input: only where the field ended up before the next tap matters.
    if (last?.kind === 'field' && last.field === field) kept.pop();
    kept.push({ kind: 'field', field, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  const stopKeeping = () => {
    for (const [type, listener] of Object.entries(listeners)) document.removeEventListener(type, listener, true);
  };
  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener, true);
  const handOver: import('./early-input').EarlyInputHandOver = () => {
    stopKeeping();
    return kept.splice(0);
  };
  Object.assign(window, { [earlyInputGlobal]: handOver });

  let asked = false;
  const askForCode = () => {
    if (asked) return;
    asked = true;
    const script = document.createElement('script');
    script.src = main;
    // Without its code the page still works as plain HTML: links, and forms sent to the server.
    script.addEventListener('error', stopKeeping);
    document.head.append(script);
  };
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // Once the content is on the screen.
    const painted = new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      askForCode();
    });
    painted.observe({ type: 'paint', buffered: true });
    // A page that never paints anything contentful (or a tab in the background) still gets its code.
    setTimeout(askForCode, 3_000);
  } else {
    // A frame callback runs before that frame is painted; the task after it, after the paint.
    requestAnimationFrame(() => setTimeout(askForCode, 0));
  }
})(document.currentScript?.dataset.main);
