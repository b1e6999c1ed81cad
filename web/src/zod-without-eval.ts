/**
 * Zod compiles object parsers with `new Function` when it finds eval allowed, and probes for that
 * with a `new Function` of its own. The site's Content-Security-Policy allows no eval
 * (functions/src/http/security-headers.ts), so the probe only files a CSP violation report from
 * every page with a form. Interpreted parsing is plenty for form-sized objects. Schemas decide at
 * construction, so main.tsx imports this before anything that builds one.
 */
import * as z from 'zod';

z.config({ jitless: true });
