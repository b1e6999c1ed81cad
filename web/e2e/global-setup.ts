import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './admin-credentials';
import { CHROMIUM_OPTIONS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the local server the journeys drive listens, e.g. "http://localhost:41234". */
    baseUrl: string;
    /** The run's one Chromium, which each file connects to (browser.ts `launchBrowser`). */
    chromiumEndpoint: string;
    /** The server's app secret: journeys sign an alert email's Mark as done link with it, as the email's sender does. */
    sessionSecret: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface RunningLienMinder {
  url: string;
  stop(): Promise<void>;
}
type StartLienMinder = (options: {
  port: number;
  inMemoryDatabase: boolean;
  webRoot: string;
}) => Promise<RunningLienMinder>;

/**
 * Builds the web app as users get it (vite build, into a folder of its own so a running
 * `npm start` keeps its copy) and starts the real local server on a free port with an in-memory
 * database: every run begins empty and leaves nothing behind. And starts the one Chromium the files
 * share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webRoot = mkdtempSync(join(tmpdir(), 'lienminder-e2e-web-'));
  execFileSync('npx', ['vite', 'build', 'web', '--logLevel', 'warn', '--outDir', webRoot, '--emptyOutDir'], {
    cwd: repoRoot,
    // As `npm run build:web` builds it: vitest's NODE_ENV=test would make it a development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  // Imported by path at run time: the server belongs to the functions workspace, whose own
  // TypeScript settings (import aliases) this workspace does not share.
  const serverModule = join(repoRoot, 'functions', 'local', 'server.ts');
  const { startLienMinder } = (await import(serverModule)) as { startLienMinder: StartLienMinder };
  // The admin consents page needs credentials; the server reads them on the first admin request.
  process.env.ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
  // The opt-in's proof of work at 10 bits, not the default 16: the browser still mints a stamp and
  // the server still checks it, but the number of tries is a geometric draw, and its unlucky tail,
  // on a CI machine running other suites beside the browser, once ran past a journey's 15 s wait.
  // The default's strength is the functions tests' (config.test.ts, test/sms/opt-in.test.ts).
  process.env.SMS_OPT_IN_PROOF_BITS = '10';
  const server = await startLienMinder({ port: 0, inMemoryDatabase: true, webRoot });
  project.provide('baseUrl', server.url);
  const chromiumServer = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  // The server generated it into the environment it runs in (this process).
  project.provide('sessionSecret', process.env.SESSION_SECRET ?? '');
  return async () => {
    await chromiumServer.close();
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  };
}
