/**
 * The one script in the head of a server-rendered page (public-api puts it in place of the
 * shell's code). The page arrives with its content; the shell's code only hydrates it. Asked for
 * at once, that code arrives while the page is still being parsed and runs before the first paint,
 * holding the content back behind a long task (measured on a throttled phone: first paint at
 * 790 ms instead of 450 ms). So the content is painted first, and the code is asked for right
 * after that paint.
 *
 * Until the code runs, a tap on the page does nothing: the last one is kept and handed to the
 * code (early-taps.ts), which presses it again once the page has hydrated.
 *
 * Compiled on its own (the shell's AfterPaintScriptPlugin), without imports: the build supplies
 * `earlyTapGlobal` from the contracts.
 */
declare const earlyTapGlobal: string;

// A classic script: its top-level names would be the page's globals, hence the function.
((main: string | undefined) => {
  if (!main) return;
  let tapped: EventTarget | null = null;
  const keep = (event: Event) => {
    tapped = event.target;
  };
  document.addEventListener('click', keep, true);
  Object.assign(window, {
    [earlyTapGlobal]: () => {
      document.removeEventListener('click', keep, true);
      return tapped;
    },
  });
  let asked = false;
  const askForCode = () => {
    if (asked) return;
    asked = true;
    const script = document.createElement('script');
    script.src = main;
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
    // A page that never paints anything contentful still gets its code.
    setTimeout(askForCode, 3_000);
  } else {
    // A frame callback runs before that frame is painted; the task after it, after the paint.
    requestAnimationFrame(() => setTimeout(askForCode, 0));
  }
})(document.currentScript?.dataset.main);
