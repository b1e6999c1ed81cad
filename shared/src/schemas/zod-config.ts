/**
 * The zod every schema here is built with. zod compiles object parsers with `new Function` when it
 * finds eval allowed, and probes for that with a `new Function` of its own; the site's
 * Content-Security-Policy allows no eval (shared/src/security-headers.ts), so in the browser
 * the probe would file a CSP violation from every page with a form. Interpreted parsing is plenty
 * for form-sized objects. Schemas decide at construction, so every schema module imports this file
 * first; it is the one module of this package with a side effect (package.json `sideEffects`), and
 * it lives beside the schemas so that only bundles that build schemas carry zod (the landing page
 * does not).
 */
import { config } from 'zod/mini';

config({ jitless: true });
