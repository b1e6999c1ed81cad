import { OUTBOX_PAGE_MAX_LIMIT } from '@lienminder/shared';
import { inject } from 'vitest';

/** A message the local server "sent" (GET /api/dev/outbox): emails have a subject, text, HTML and headers, texts a body. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Every message in the local server's outbox, newest first, as the journeys check what went out:
 * the outbox answers a page at a time, so this follows `nextCursor` to the end rather than trusting
 * the first page to hold the message a journey looks for.
 */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      limit: String(OUTBOX_PAGE_MAX_LIMIT),
      ...(cursor ? { cursor } : {}),
    });
    const answer = await fetch(`${inject('baseUrl')}/api/dev/outbox?${query}`);
    if (!answer.ok) throw new Error(`GET /api/dev/outbox: ${answer.status} ${await answer.text()}`);
    const page = (await answer.json()) as { messages: OutboxMessage[]; nextCursor: string | null };
    messages.push(...page.messages);
    cursor = page.nextCursor;
  } while (cursor);
  return messages;
}

/**
 * The link to `path` (e.g. '/join') in the newest email the local server "sent" to `email`: what a
 * journey follows from an invitation, a password reset or an email change.
 */
export async function emailedLink(email: string, path: string): Promise<URL> {
  const sent = (await readOutbox()).find((message) => message.channel === 'email' && message.to === email);
  const link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(sent?.text ?? '')?.[0];
  if (!link) throw new Error(`No email to ${email} with a ${path} link in the outbox`);
  return new URL(link);
}
