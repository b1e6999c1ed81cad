/**
 * The zod every schema here is built with. zod compiles object parsers with `new Function` when it
 * finds eval allowed, and probes for that with a `new Function` of its own; the site's
 * Content-Security-Policy allows no eval (functions/src/http/security-headers.ts), so in the browser
 * the probe would file a CSP violation from every page with a form. Interpreted parsing is plenty
 * for form-sized objects. Schemas decide at construction, and every schema module imports `z` from
 * here, so the setting is in place before the first one is built — and only bundles that build
 * schemas carry zod at all (the landing page does not).
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
