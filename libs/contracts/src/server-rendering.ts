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
 * The id of the `<script type="application/json">` holding the texts a rendered page was rendered
 * with in a language other than English (by namespace), so the browser hydrates with the same
 * words without asking for them; the page's language is its `<html lang>`.
 */
export const renderedTextsElementId = 'rendered-texts';
