/**
 * What the server renderer, the edges and the browser agree on for a server-rendered page.
 */

/**
 * The opening of the `<style>` tag holding a rendered page's styles. The edge that serves the
 * page gives it the page's nonce (the policy allows no other inline style), as it gives the
 * shell's `<meta property="csp-nonce">`: it inserts ` nonce="..."` after this text. Page text
 * never contains it: `<` is escaped in text and in the embedded data.
 */
export const renderedStylesTagStart = '<style data-rendered-styles';

/** The id of the `<script type="application/json">` holding the API answers the page was rendered with. */
export const renderedDataElementId = 'rendered-data';

/**
 * The shell's page names its after-paint script (`after-paint.<hash>.js`) in a
 * `<meta name="after-paint-script" content="...">`. A server-rendered page loads that script in
 * place of the shell's code, with the code's address in `data-main`: the page's content is painted
 * first, and the code is asked for after that paint (see the shell's after-paint.ts).
 */
export const afterPaintScriptMetaName = 'after-paint-script';

/**
 * The global through which the after-paint script hands the shell's code what the visitor did
 * before the page could respond. A function; calling it stops the keeping and returns what was
 * kept, in order (the shell's early-input.ts says what that is).
 */
export const earlyInputGlobal = 'jobboardEarlyInput';
