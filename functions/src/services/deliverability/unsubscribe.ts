/**
 * One-click unsubscribe for the people an account lists (RFC 8058): the link in their alert emails
 * carries a token signed for that account and that address (unsubscribe-token.ts).
 *   - `POST` (a mail app's one-click, or the page's button): the account's alerts stop going to
 *     the address at once; its other accounts' alerts and other addresses are untouched.
 *   - `GET`: a page that says where things stand and offers the button, or the undo. It changes
 *     nothing: mail scanners fetch links.
 *   - Resubscribe (the undo): only the token's holder, the recipient, can ask again; it lifts any
 *     stop on the address for that account (an unsubscribe, a bounce, a complaint).
 */
import { SUPPRESSION_REASONS, type SuppressionReason } from '@lienminder/shared';
import { UnsubscribeLinkNotFound } from '#src/errors';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { SuppressionList } from '#src/ports/suppressions';
import type { UserLookup } from '#src/ports/user-store';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { suppressionOf } from './suppressed';
import type { UnsubscribeSubject, UnsubscribeTokens } from './unsubscribe-token';

export interface UnsubscribeDependencies {
  tokens: Pick<UnsubscribeTokens, 'read'>;
  suppressions: Pick<SuppressionList, 'list' | 'suppress' | 'lift'>;
  users: UserLookup;
  clock: Clock;
}

/** Where an address stands for one account, as the page shows it. */
export interface UnsubscribeState {
  address: string;
  /** Whose alerts: the account holder's name. */
  accountName: string;
  stopped: SuppressionReason | null;
}

async function subjectOf(dependencies: UnsubscribeDependencies, token: string | undefined) {
  const subject = await dependencies.tokens.read(token);
  const user = subject ? await dependencies.users.findById(subject.userId) : null;
  if (!subject || !user) throw new UnsubscribeLinkNotFound();
  return { subject, accountName: `${user.firstName} ${user.lastName}`.trim() || 'A LienMinder user' };
}

async function stateOf(
  dependencies: UnsubscribeDependencies,
  subject: UnsubscribeSubject,
  accountName: string,
): Promise<UnsubscribeState> {
  const suppression = suppressionOf(
    await dependencies.suppressions.list(subject.userId),
    'email',
    subject.address,
  );
  return { address: subject.address, accountName, stopped: suppression?.reason ?? null };
}

export async function unsubscribeState(
  dependencies: UnsubscribeDependencies,
  token: string | undefined,
): Promise<UnsubscribeState> {
  const { subject, accountName } = await subjectOf(dependencies, token);
  return stateOf(dependencies, subject, accountName);
}

export async function unsubscribe(
  dependencies: UnsubscribeDependencies,
  token: string | undefined,
): Promise<UnsubscribeState> {
  const { subject, accountName } = await subjectOf(dependencies, token);
  await dependencies.suppressions.suppress(subject.userId, {
    channel: 'email',
    address: subject.address,
    reason: 'unsubscribed',
    at: dependencies.clock.now().toISOString(),
  });
  log.info('Alert emails stopped by their recipient', {
    recipient: maskedRecipient({ channel: 'email', to: subject.address }),
  });
  return { address: subject.address, accountName, stopped: 'unsubscribed' };
}

/** POST: the undo when the form asks for it, the stop otherwise. */
export function unsubscribeOrUndo(form: Record<string, string>) {
  return form.resubscribe === 'yes' ? resubscribe : unsubscribe;
}

export async function resubscribe(
  dependencies: UnsubscribeDependencies,
  token: string | undefined,
): Promise<UnsubscribeState> {
  const { subject, accountName } = await subjectOf(dependencies, token);
  await dependencies.suppressions.lift(subject.userId, 'email', subject.address, SUPPRESSION_REASONS);
  return stateOf(dependencies, subject, accountName);
}
