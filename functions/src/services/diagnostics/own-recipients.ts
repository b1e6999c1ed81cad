/**
 * The addresses and numbers that are the signed-in user's own (docs/architecture.md section 5: test messages go
 * only there): the account's email and phone, and every alert email and consented alert phone of
 * their projects. Everything else is a stranger's, whatever the user types.
 */
import { ALERT_SLOTS, alertEmailField, normaliseEmail, type Project, toE164 } from '@lienminder/shared';
import type { StoredUser } from '#src/ports/user-store';
import { consentedPhones } from '#src/services/messaging/consented-phones';

/** Lower-case emails. */
export function ownEmails(user: StoredUser, projects: Project[]): Set<string> {
  const emails = projects.flatMap((project) => ALERT_SLOTS.map((slot) => project[alertEmailField(slot)]));
  return new Set([user.email, ...emails].filter((email) => email.trim() !== '').map(normaliseEmail));
}

/** E.164 numbers. Project phones count only with their consent box ticked. */
export function ownPhones(user: StoredUser, projects: Project[]): Set<string> {
  return new Set([toE164(user.phone), ...projects.flatMap((project) => consentedPhones(project))]);
}
