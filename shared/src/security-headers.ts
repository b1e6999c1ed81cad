/**
 * The Content-Security-Policy and companion headers on every response of the site. CloudFront adds
 * them in AWS (infra/lib/web.ts) and the local server adds the same ones (functions/local/server.ts),
 * so a page that breaks the policy breaks in the browser tests, not first in production.
 */

/**
 * index.html's one inline script, which starts a page's chunks and first API answers before the
 * entry script arrives (web/first-load/start.js), allowed by the hash of its text and nothing else
 * inline. scripts/first-load.test.ts fails when the script changes without this hash.
 */
export const FIRST_LOAD_SCRIPT_HASH = "'sha256-qFZ6blVN3gBAZaxKfPVfQok6Vv644Oaw5LtlaN+bftk='";

/** Each directive allows only what the built app loads; everything else falls back to `default-src 'self'`. */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Stripe.js is loaded from Stripe's servers on the subscribe page (Stripe requires it; no self-hosting).
  'script-src': ["'self'", FIRST_LOAD_SCRIPT_HASH, 'https://js.stripe.com'],
  // Stripe Elements and 3-D Secure challenges run in Stripe-hosted frames.
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  // Inline SVG data URIs (icons) only; no remote images.
  'img-src': ["'self'", 'data:'],
  // sonner (toasts) and react-remove-scroll (Radix dialogs) insert <style> elements at run time, and
  // the latter's rules carry measured pixel values, so neither a hash nor a nonce (no server renders
  // the HTML) can cover them. Inline styles cannot run script; scripts stay locked down.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The app is never framed (clickjacking); X-Frame-Options DENY says the same to older browsers.
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

export const FRAME_OPTIONS = 'DENY';

/** Other sites learn only this origin from a link, never the page's path (a project id). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The headers as a response carries them. HSTS is CloudFront's alone: over http://localhost a
 * browser ignores it, and on a local https setup it would pin localhost to https for two years.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
};
