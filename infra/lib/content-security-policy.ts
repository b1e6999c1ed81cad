/**
 * The Content-Security-Policy CloudFront adds to every response. Each directive allows only what
 * the built app loads; everything else falls back to `default-src 'self'`.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Stripe.js is loaded from Stripe's servers on the subscribe page (Stripe requires it; no self-hosting).
  'script-src': ["'self'", 'https://js.stripe.com'],
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
