import type { Page } from 'playwright-core';
import { inject } from 'vitest';
// The signer itself (node:crypto only, no aliases), so the journeys open links exactly as the email's sender makes them.
import { signDeadlineDoneToken } from '../../functions/src/services/deadlines/deadline-done-token';

/** The signed-in user's id and email, as the app answers them. */
export async function signedInUser(page: Page): Promise<{ userId: string; email: string }> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/auth/user', { credentials: 'include' });
    const { id, email } = (await answer.json()) as { id: string; email: string };
    return { userId: id, email };
  });
}

/**
 * The path of the Mark as done link for one deadline in the alert email to the account's own
 * address (alert email 1 left blank), sent now, before any password reset, valid for `days` more days.
 */
export function deadlineDonePath(
  claims: { userId: string; email: string; projectId: string; deadlineId: string },
  days = 120,
) {
  const { email, ...ids } = claims;
  const token = signDeadlineDoneToken(inject('sessionSecret'), {
    ...ids,
    recipient: email,
    accountVersion: 1,
    issuedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
  });
  return `/deadlines/done?token=${encodeURIComponent(token)}`;
}
