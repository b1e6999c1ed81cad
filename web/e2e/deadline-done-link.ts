import type { Page } from 'playwright-core';
import { inject } from 'vitest';
// The signer itself (node:crypto only, no aliases), so the journeys open links exactly as the email's sender makes them.
import { signDeadlineDoneToken } from '../../functions/src/services/deadlines/deadline-done-token';

/** The signed-in user's id, as the app asks for it. */
export async function signedInUserId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/auth/user', { credentials: 'include' });
    return ((await answer.json()) as { id: string }).id;
  });
}

/** The path of an alert email's Mark as done link for one deadline, valid for `days` more days. */
export function deadlineDonePath(
  claims: { userId: string; projectId: string; deadlineId: string },
  days = 120,
) {
  const token = signDeadlineDoneToken(inject('sessionSecret'), {
    ...claims,
    expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
  });
  return `/deadlines/done?token=${encodeURIComponent(token)}`;
}
