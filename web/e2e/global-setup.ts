import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the local server the journeys drive listens, e.g. "http://127.0.0.1:41234". */
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the web app as users get it (vite build) and starts the real local server on a free port
 * with an in-memory database, so every run begins empty and leaves nothing behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  // Imported by path at run time: the server belongs to the functions workspace.
  const serverModule = '../../functions/local/server';
  const { startLienClock } = (await import(serverModule)) as {
    startLienClock(options: { port: number; inMemoryDatabase: boolean }): Promise<LocalServer>;
  };
  const server = await startLienClock({ port: 0, inMemoryDatabase: true });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
