import { fileURLToPath } from 'node:url';

/** Repository root, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The built web app (`npm run build:web`), uploaded to the site bucket. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A handler's source file: `functions/src/handlers/<entry>.ts`, as the manifest in routes.ts names it. */
export function handlerEntryFile(entry: string): string {
  return fileURLToPath(new URL(`../../functions/src/handlers/${entry}.ts`, import.meta.url));
}

/** The long-lived stages' settings, one `<stage>.json` each (stage-config.ts). */
export const STAGES_DIR = fileURLToPath(new URL('../stages', import.meta.url));
