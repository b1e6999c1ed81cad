/**
 * Changing one's sign-in email (docs/product.md section 2, the account page): `POST
 * /api/account/email` sends a link to the new address, for the current password; opening it (`POST
 * /api/account/email/verify`) makes the change, ends every other session and tells the old address.
 * The link proves the new inbox is the person's; the change itself is one transaction that moves
 * the email claim, so no two logins ever hold one address (store/email-changes.ts).
 */
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_LIFETIME_HOURS,
  emailChangedMessage,
  emailChangeRequestSchema,
  emailChangeSentMessage,
  emailChangeVerifySchema,
  normaliseEmail,
} from '@lienminder/shared';
import { EmailChangeLinkGone, EmailTaken, ValidationFailed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { EmailChanges } from '#src/ports/email-changes';
import type { IdGenerator } from '#src/ports/ids';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { SuppressionList } from '#src/ports/suppressions';
import { accountIdOf, type StoredUser, type UserStore } from '#src/ports/user-store';
import {
  type CurrentPasswordDependencies,
  confirmCurrentPassword,
  currentPasswordTries,
} from '#src/services/auth/current-password';
import { parseRequest } from '#src/services/validation';
import { emailChangedNotice, emailChangeLink, emailChangeLinkEmail } from './email-change-emails';
import { readEmailChangeToken, signEmailChangeToken } from './email-change-token';

/**
 * Tries of the current password for a change, per user; each try that passes sends one email, so
 * this also caps the links one login can have sent.
 */
const EMAIL_CHANGE_PASSWORD_LIMIT = currentPasswordTries('email-change-password');

interface EmailChangeParts {
  users: Pick<UserStore, 'findById' | 'findByEmail'>;
  emailChanges: EmailChanges;
  messages: MessageDispatch;
  clock: Clock;
  /** The app secret the link's token is signed with. */
  secret: () => Promise<string>;
}

export interface EmailChangeRequestDependencies extends EmailChangeParts, CurrentPasswordDependencies {
  ids: IdGenerator;
  publicUrl: URL;
}

export async function requestEmailChange(
  deps: EmailChangeRequestDependencies,
  user: StoredUser,
  body: unknown,
) {
  // The shared email schema trims the address already.
  const { newEmail, currentPassword } = parseRequest(emailChangeRequestSchema, body);
  if (normaliseEmail(newEmail) === normaliseEmail(user.email)) {
    throw new ValidationFailed(
      [{ path: 'newEmail', message: ACCOUNT_MESSAGES.sameEmail }],
      ACCOUNT_MESSAGES.sameEmail,
    );
  }
  await confirmCurrentPassword(deps, EMAIL_CHANGE_PASSWORD_LIMIT, user, currentPassword);
  // Checked again when the link is opened, in the change's own transaction: this spares a link
  // that could never work.
  if (await deps.users.findByEmail(newEmail)) throw new EmailTaken();
  const now = deps.clock.now();
  const expiresAt = Math.floor(now.getTime() / 1000) + EMAIL_CHANGE_LIFETIME_HOURS * 3600;
  const change = { email: newEmail, changeId: deps.ids.newId(), expiresAt };
  await deps.emailChanges.request(user.id, change);
  const token = signEmailChangeToken(await deps.secret(), { userId: user.id, newEmail, ...change });
  await deps.messages.dispatch('email_change', [
    { channel: 'email', ...emailChangeLinkEmail(newEmail, emailChangeLink(deps.publicUrl, token)) },
  ]);
  return {
    message: emailChangeSentMessage(newEmail),
    pendingEmail: newEmail,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

export interface EmailChangeConfirmDependencies extends EmailChangeParts {
  suppressions: Pick<SuppressionList, 'lift'>;
}

/**
 * Makes the change the link names, once: the user as they are now (new email, new session
 * version), or `EmailChangeLinkGone` (410) for a link expired, used or replaced by a newer one.
 */
export async function confirmEmailChange(
  deps: EmailChangeConfirmDependencies,
  body: unknown,
): Promise<{ user: StoredUser; message: string }> {
  const { token } = parseRequest(emailChangeVerifySchema, body);
  const now = deps.clock.now();
  const claims = readEmailChangeToken(await deps.secret(), token, now);
  const user = claims ? await deps.users.findById(claims.userId, { consistent: true }) : null;
  const change = user?.pendingEmailChange;
  if (!claims || !user || change?.changeId !== claims.changeId) throw new EmailChangeLinkGone();
  if (!(await deps.emailChanges.confirm({ userId: user.id, from: user.email, change, now }))) {
    throw new EmailChangeLinkGone();
  }
  // The link reached the new inbox and its reader opened it: a bounce recorded on that address is
  // disproved, and asking to be written to there is the recipient's own act, which alone lifts a
  // complaint (never an edit of a project's alert list: services/deliverability/suppressed.ts).
  await deps.suppressions.lift(accountIdOf(user), 'email', change.email, ['bounced', 'complained']);
  await deps.messages.dispatch('email_changed', [
    { channel: 'email', ...emailChangedNotice(user.email, change.email) },
  ]);
  const { pendingEmailChange: _done, ...rest } = user;
  return {
    user: { ...rest, email: change.email, sessionVersion: user.sessionVersion + 1 },
    message: emailChangedMessage(change.email),
  };
}
