/**
 * `npm start`: the whole app on this machine — web app, API and database — at one URL.
 * Settings (environment): PORT (default 3000), HOST (default 127.0.0.1), DATA_DIR (default ./.data),
 * PUBLIC_URL (default http://localhost:<PORT>), SESSION_SECRET (default: generated and kept in DATA_DIR),
 * DEV_ROUTES_ENABLED (default: true only when PUBLIC_URL and HOST are both loopback).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { type RunningLienMinder, startLienMinder } from './server';
import { buildWebApp, webBuildIsStale } from './web-build';

// The AWS SDK warns on Node 20 that its releases after early January 2027 need Node 22. Lambda
// already runs Node 22; this process only talks to DynamoDB Local, so the warning is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDir = `${repoRoot}web`;

const settingsSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.int().max(65_535, 'must be at most 65535'))
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEV_ROUTES_ENABLED: z.enum(['true', 'false']).optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Empty variables count as unset, as in most shells' `VAR= npm start`.
const given = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
const parsed = settingsSchema.safeParse(given);
if (!parsed.success) {
  fail(
    `LienMinder cannot start: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`,
  );
}
const settings = parsed.data;

if (
  existsSync(`${webDir}/vite.config.ts`) &&
  webBuildIsStale({ webDir, bundledSources: [`${repoRoot}shared/src`] })
) {
  console.log('Building the web app…');
  try {
    buildWebApp(webDir, `${repoRoot}node_modules/.bin/vite`);
  } catch (error) {
    fail(`LienMinder cannot start: ${(error as Error).message}`);
  }
}

let app: RunningLienMinder;
try {
  app = await startLienMinder({
    port: settings.PORT,
    host: settings.HOST,
    dataDir: settings.DATA_DIR,
    ...(settings.PUBLIC_URL === undefined ? {} : { publicUrl: settings.PUBLIC_URL }),
    ...(settings.SESSION_SECRET === undefined ? {} : { env: { SESSION_SECRET: settings.SESSION_SECRET } }),
    ...(settings.DEV_ROUTES_ENABLED === undefined
      ? {}
      : { devRoutes: settings.DEV_ROUTES_ENABLED === 'true' }),
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `LienMinder cannot start: port ${settings.PORT} is in use; set PORT to a free port.`
      : `LienMinder cannot start: ${(error as Error).message}`,
  );
}

console.log(`LienMinder is running at ${settings.PUBLIC_URL ?? app.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl+C: do not wait
    stopping = true;
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
