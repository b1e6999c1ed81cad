import { expect, inject } from 'vitest';

/**
 * Moves the local server's clock (POST /api/dev/clock), which also fires what has come due. Files
 * share one server: a file that moves it gives the real time back in its afterAll.
 */
export async function moveLocalClock(now: Date): Promise<void> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  expect(response.status).toBe(200);
}
