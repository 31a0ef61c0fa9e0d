import { randomBytes } from 'node:crypto';
import { renderedStylesTagStart } from '@jobboard/contracts';

/**
 * The security headers of everything the edges serve, defined once: the dev edge sets them from
 * here and the nginx config is rendered from here (a test fails when the two drift apart).
 */

/** Where Stripe.js and its frames come from, as Stripe documents for a Content-Security-Policy. */
const stripe = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connections: ['https://api.stripe.com'],
  images: ['https://*.stripe.com'],
};

export interface PolicyOptions {
  /**
   * The nonce of this HTML answer. styled-components injects its `<style>` tags at run time and
   * gives them the nonce it reads from `<meta property="csp-nonce">` (which the edge adds), so
   * styles need no `'unsafe-inline'` either. Omitted for answers that are not documents.
   */
  nonce?: string;
  /** Origins other than ours that serve a remote (a remote moved to a CDN by /config/remotes.json). */
  remoteOrigins?: readonly string[];
}

/**
 * No inline script anywhere: scripts come from this origin (the shell, remotes, federation
 * runtime) and from Stripe. The page cannot be framed, posts forms only to us, and cannot be
 * given another base URL. The same policy holds on every page because the site is one document:
 * a visitor reaches /subscription, where Stripe.js runs, without reloading.
 */
export const contentSecurityPolicy = ({ nonce, remoteOrigins = [] }: PolicyOptions = {}) =>
  Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...stripe.scripts],
    'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    'img-src': ["'self'", 'data:', ...stripe.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...remoteOrigins, ...stripe.connections],
    'frame-src': stripe.frames,
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Sent with every page, script, manifest and edge answer. */
export const securityHeaders = (options: PolicyOptions = {}): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(options),
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Payment stays allowed for us and Stripe's frames (wallet buttons); the rest is never used.
  'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=(self "${stripe.scripts[0]}")`,
  'X-Content-Type-Options': 'nosniff',
});

/**
 * Sent by the production edge only (nginx, behind TLS): browsers then use HTTPS alone for the site
 * for two years. The dev edge serves plain http://localhost and never sends it.
 */
export const productionSecurityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** A fresh nonce for one HTML answer (128 random bits, as CSP asks). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The shell's index.html with the nonce styled-components reads, placed first in `<head>`, and on
 * a server-rendered page's `<style>` tag (the first of each: a page has one of each).
 */
export const withNonceMeta = (html: string, nonce: string) =>
  html
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`)
    .replace(renderedStylesTagStart, () => `${renderedStylesTagStart} nonce="${nonce}"`);
