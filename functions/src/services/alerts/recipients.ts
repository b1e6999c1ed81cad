/**
 * Who an alert goes to (docs/product.md section 5; docs/architecture.md section 4): the project's alert emails and phones,
 * only as many slots as the plan allows, whatever older data holds beyond them.
 */
import type { Plan, Project } from '@lienminder/shared';
import type { PhoneStatus } from '#src/ports/phone-status';
import type { Suppression } from '#src/ports/suppressions';
import { withoutSuppressed } from '#src/services/deliverability/suppressed';
import { alertEmailList, slotsOf } from '#src/services/messaging/alert-email-list';
import { consentedPhones } from '#src/services/messaging/consented-phones';

/** Who the project's alert emails go to: its alert list, when email alerts are on. */
export function alertEmailRecipients(project: Project, plan: Plan, accountEmail: string): string[] {
  return project.emailAlerts ? alertEmailList(project, plan, accountEmail) : [];
}

/**
 * Phones in E.164 that may be texted as far as the project knows: plan with SMS, SMS alerts on, and
 * the consent box ticked for that slot. The sender texts only those whose phone status is opted in
 * (docs/sms-compliance.md "Sending": the latest record is an opt-in).
 */
export function alertPhoneRecipients(project: Project, plan: Plan): string[] {
  if (!plan.smsAlerts || !project.smsAlerts) return [];
  return consentedPhones(project, slotsOf(plan.alertPhones));
}

/** Who one alert goes to, and those it will not reach with the reason the history shows. */
export interface AlertRecipients {
  /** Addresses to email: in the plan and not on the account's suppression list. */
  emails: string[];
  /** Addresses the suppression list stops (a bounce, a complaint, an unsubscribe). */
  emailsSkipped: { to: string; reason: 'suppressed' }[];
  /** Phones to text: in the plan, consent box ticked, a current opt-in on record, not suppressed. */
  phones: string[];
  phonesSkipped: { to: string; reason: 'opted_out' | 'not_in_plan' | 'suppressed' }[];
}

/**
 * The recipients of one alert, pure: the project's fields within the plan, and each candidate
 * phone's consent status as read (`consentOf`). Only a current opt-in counts (docs/sms-compliance.md
 * "Sending"): no status means no consent on record, and a STOP stands until the number texts START.
 * A phone whose box is ticked beyond the plan's slots is recorded `not_in_plan`, so the history
 * says why it got nothing. An address or number on the account's suppression list (`suppressions`:
 * it bounced, complained, unsubscribed or kept failing) gets nothing and is recorded `suppressed`.
 */
export function chooseRecipients(
  project: Project,
  plan: Plan,
  accountEmail: string,
  consentOf: (phone: string) => PhoneStatus | null,
  suppressions: readonly Suppression[],
): AlertRecipients {
  const candidates = alertPhoneRecipients(project, plan);
  const beyondPlan = (project.smsAlerts ? consentedPhones(project) : []).filter(
    (phone) => !candidates.includes(phone),
  );
  const emails = withoutSuppressed(alertEmailRecipients(project, plan, accountEmail), suppressions, 'email');
  const phones = withoutSuppressed(
    candidates.filter((phone) => consentOf(phone) === 'opted_in'),
    suppressions,
    'sms',
  );
  return {
    emails: emails.allowed,
    emailsSkipped: emails.suppressed.map((to) => ({ to, reason: 'suppressed' as const })),
    phones: phones.allowed,
    phonesSkipped: [
      ...phones.suppressed.map((to) => ({ to, reason: 'suppressed' as const })),
      ...candidates
        .filter((phone) => consentOf(phone) === 'opted_out')
        .map((to) => ({ to, reason: 'opted_out' as const })),
      ...beyondPlan.map((to) => ({ to, reason: 'not_in_plan' as const })),
    ],
  };
}
