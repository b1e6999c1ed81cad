import { inject } from 'vitest';

/** A message the local server "sent" (GET /api/dev/outbox): emails have a subject and text, texts a body. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text?: string;
  body?: string;
}

/** Every message in the local server's outbox, as the journeys check what went out. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const answer = await fetch(`${inject('baseUrl')}/api/dev/outbox`);
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages;
}
