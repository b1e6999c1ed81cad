/**
 * The addresses and numbers that are the signed-in user's own (docs/architecture.md section 5: test messages go
 * only there): their own email and phone, the account's (alerts fall back to it), and every alert
 * email and consented alert phone of the account's projects. Everything else is a stranger's, whatever the user types.
 */
import { ALERT_SLOTS, alertEmailField, normaliseEmail, type Project, toE164 } from '@lienminder/shared';
import type { UserInAccount } from '#src/ports/user-store';
import { consentedPhones } from '#src/services/messaging/consented-phones';

/** Lower-case emails. */
export function ownEmails({ user, account }: UserInAccount, projects: Project[]): Set<string> {
  const emails = projects.flatMap((project) => ALERT_SLOTS.map((slot) => project[alertEmailField(slot)]));
  return new Set(
    [user.email, account.email, ...emails].filter((email) => email.trim() !== '').map(normaliseEmail),
  );
}

/** E.164 numbers. Project phones count only with their consent box ticked. */
export function ownPhones({ user, account }: UserInAccount, projects: Project[]): Set<string> {
  return new Set([
    toE164(user.phone),
    toE164(account.phone),
    ...projects.flatMap((project) => consentedPhones(project)),
  ]);
}
