/**
 * The local outbox's pages (GET /api/dev/outbox): a page of large emails is more than one of
 * DynamoDB's 1 MB Query answers, and must still come whole, with a cursor when more follow.
 */
import { OUTBOX_PAGE_MAX_LIMIT } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoOutbox, type Outbox } from '#local/store/outbox';
import { useTestEnvironment } from '#test/dynamodb';

let outbox: Outbox;
beforeAll(async () => {
  const table = await useTestEnvironment();
  outbox = dynamoOutbox(table.client, table.tableName);
});

/** About 6 KB an email (an alert email with a few projects' deadlines is of this order): 500 are 3 MB. */
const largeEmail = (n: number) => ({
  channel: 'email' as const,
  to: `large-${String(n).padStart(3, '0')}@example.com`,
  subject: `Deadline alert ${n}`,
  text: 'Serve your Notice to Owner. '.repeat(75),
  html: `<p>${'Serve your Notice to Owner. '.repeat(140)}</p>`,
});

describe('outbox pages', () => {
  it('fills a page of 500 large emails across DynamoDB’s 1 MB answers, and hands a cursor to the rest', async () => {
    const count = OUTBOX_PAGE_MAX_LIMIT + 20;
    const sent = Array.from({ length: count }, (_, n) => largeEmail(n));
    for (let start = 0; start < count; start += 25) {
      await Promise.all(
        sent
          .slice(start, start + 25)
          .map((message, offset) =>
            outbox.add(message, new Date(Date.UTC(2026, 0, 5, 12, 0, 0, start + offset))),
          ),
      );
    }
    const newestFirst = sent.map((message) => message.to).toReversed();

    const first = await outbox.page({ limit: OUTBOX_PAGE_MAX_LIMIT });
    expect(first.messages.map((message) => message.to)).toEqual(newestFirst.slice(0, OUTBOX_PAGE_MAX_LIMIT));
    expect(first.nextCursor).toEqual(expect.any(String));

    const rest = await outbox.page({ limit: OUTBOX_PAGE_MAX_LIMIT, cursor: first.nextCursor ?? '' });
    expect(rest.messages.map((message) => message.to)).toEqual(newestFirst.slice(OUTBOX_PAGE_MAX_LIMIT));
    expect(rest.nextCursor).toBeNull();
  }, 120_000);
});
