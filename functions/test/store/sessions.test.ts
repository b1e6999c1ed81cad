/**
 * The session items behind signed-in tokens (docs/decisions/010): what the store answers for a
 * session that was ended, belongs to someone else, or outlived its expiry before TTL removed it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import type { SessionStore } from '#src/ports/session-store';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoSessionStore } from '#src/store/sessions';
import { useTestEnvironment } from '#test/dynamodb';

let sessions: SessionStore;
beforeAll(async () => {
  const table = await useTestEnvironment();
  sessions = dynamoSessionStore(createDocumentClient(parseConfig(process.env)), table.tableName);
});

const now = new Date('2026-03-02T14:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

describe('session items', () => {
  it('answer active for their own user until ended, then never again; ending twice is fine', async () => {
    await sessions.start({
      sessionId: 'session-a',
      userId: 'useraaaaaaaaaaaa',
      createdAt: now.toISOString(),
      expiresAtSeconds: nowSeconds + 60,
    });
    expect(await sessions.isActive('session-a', 'useraaaaaaaaaaaa', now)).toBe(true);
    expect(await sessions.isActive('session-a', 'userbbbbbbbbbbbb', now)).toBe(false);
    await sessions.end('session-a');
    await sessions.end('session-a');
    expect(await sessions.isActive('session-a', 'useraaaaaaaaaaaa', now)).toBe(false);
  });

  it('answer inactive once their expiry has passed, although TTL has not deleted them yet', async () => {
    await sessions.start({
      sessionId: 'session-b',
      userId: 'useraaaaaaaaaaaa',
      createdAt: now.toISOString(),
      expiresAtSeconds: nowSeconds + 60,
    });
    expect(await sessions.isActive('session-b', 'useraaaaaaaaaaaa', new Date(now.getTime() + 59_000))).toBe(
      true,
    );
    expect(await sessions.isActive('session-b', 'useraaaaaaaaaaaa', new Date(now.getTime() + 60_000))).toBe(
      false,
    );
  });

  it('never overwrite an existing session', async () => {
    const session = {
      sessionId: 'session-c',
      userId: 'useraaaaaaaaaaaa',
      createdAt: now.toISOString(),
      expiresAtSeconds: nowSeconds + 60,
    };
    await sessions.start(session);
    await expect(sessions.start({ ...session, userId: 'userbbbbbbbbbbbb' })).rejects.toThrow();
    expect(await sessions.isActive('session-c', 'useraaaaaaaaaaaa', now)).toBe(true);
  });
});
