/**
 * The local runtime (`npm start`'s server) for a test file, over HTTP as a browser and a developer
 * use it: in memory, serving a one-line web app, with the dev clock and outbox. One server per
 * process (see startLienMinder): call it once, in `beforeAll`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Tier } from '@lienminder/shared';
import { expect } from 'vitest';
import { localDynamoDbClient } from '#local/dynamodb-local';
import { LOCAL_TABLE_NAME, type RunningLienMinder, startLienMinder } from '#local/server';
import type { StoredOutboxMessage } from '#local/store/outbox';
import type { Clock } from '#src/ports/clock';
import { dynamoUserStore } from '#src/store/users';

/** `clock`: the time the server runs on until the dev clock moves it (default the system's). */
export async function startLocalRuntime(env: Record<string, string> = {}, clock?: Clock) {
  const workDir = mkdtempSync(join(tmpdir(), 'lienminder-local-'));
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  const server: RunningLienMinder = await startLienMinder({
    port: 0,
    inMemoryDatabase: true,
    webRoot,
    env,
    ...(clock ? { clock } : {}),
  });

  async function post(path: string, body: unknown, cookie?: string) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  return {
    server,
    post,

    /** Moves the dev clock; it settles the stream before and after firing what is due. */
    async moveClock(now: string): Promise<{ now: string; fired: number }> {
      const response = await post('/api/dev/clock', { now });
      expect(response.status).toBe(200);
      return (await response.json()) as { now: string; fired: number };
    },

    /** Every message sent so far, newest first. */
    async outbox(): Promise<StoredOutboxMessage[]> {
      const response = await fetch(`${server.url}/api/dev/outbox`);
      return ((await response.json()) as { messages: StoredOutboxMessage[] }).messages;
    },

    /** Registers through the API, then moves the account to `tier` as the subscription flow will: its session cookie. */
    async signUp(email: string, tier: Tier): Promise<string> {
      const response = await post('/api/auth/register', {
        email,
        password: 'Lien-Minder-2026',
        firstName: 'Rosa',
        lastName: 'Diaz',
        phone: '(305) 555-0142',
        acceptedDisclaimer: true,
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const client = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
      await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(id, tier);
      client.destroy();
      return (response.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    },

    async stop() {
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export type LocalRuntime = Awaited<ReturnType<typeof startLocalRuntime>>;
