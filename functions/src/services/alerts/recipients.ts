/**
 * Who an alert goes to (docs/product.md section 5; docs/architecture.md section 4): the project's alert emails and phones,
 * only as many slots as the plan allows, whatever older data holds beyond them.
 *
 * Texts: one switch decides, the project's `smsAlerts` ("SMS alerts", on unless the user turns it
 * off). With it on, every phone the project lists for texts gets them: each alert phone whose
 * consent box is ticked, and the account holder's registered phone when the project chose it
 * (`textAccountPhone`; its consent was given at registration). Every listed phone that gets no text
 * is named with the reason, which the alert history shows.
 */
import { type Plan, type Project, toE164 } from '@lienminder/shared';
import type { DeliverySkipReason } from '#src/ports/alert-deliveries';
import type { PhoneStatus } from '#src/ports/phone-status';
import type { Suppression } from '#src/ports/suppressions';
import { withoutSuppressed } from '#src/services/deliverability/suppressed';
import { alertEmailList, slotsOf } from '#src/services/messaging/alert-email-list';
import { consentedPhones } from '#src/services/messaging/consented-phones';

/** The account holder, as an alert's recipients need them: the email, and the phone they registered. */
export interface AlertAccount {
  email: string;
  /** Digits as registered ('' when none). */
  phone: string;
}

/** Who the project's alert emails go to: its alert list, when email alerts are on. */
export function alertEmailRecipients(project: Project, plan: Plan, accountEmail: string): string[] {
  return project.emailAlerts ? alertEmailList(project, plan, accountEmail) : [];
}

/** The account's registered phone in E.164, when the project chose it for texts. */
function chosenAccountPhone(project: Project, account: AlertAccount): string[] {
  return project.textAccountPhone && account.phone.trim() !== '' ? [toE164(account.phone)] : [];
}

/**
 * Phones in E.164 that may be texted as far as the project knows: plan with SMS, SMS alerts on, the
 * consent box ticked for that slot (within the plan's slots) or the registered phone chosen. The
 * sender texts only those whose phone status is opted in (docs/sms-compliance.md "Sending": the
 * latest record is an opt-in).
 */
export function alertPhoneRecipients(project: Project, plan: Plan, account: AlertAccount): string[] {
  if (!plan.smsAlerts || !project.smsAlerts) return [];
  return [
    ...new Set([
      ...chosenAccountPhone(project, account),
      ...consentedPhones(project, slotsOf(plan.alertPhones)),
    ]),
  ];
}

/** Why a phone the project lists gets no text of an alert: the port's reasons chosen here. */
export type TextSkipReason = Extract<
  DeliverySkipReason,
  'texts_off' | 'no_consent' | 'opted_out' | 'not_in_plan' | 'suppressed'
>;

/** Who one alert goes to, and those it will not reach with the reason the history shows. */
export interface AlertRecipients {
  /** Addresses to email: in the plan and not on the account's suppression list. */
  emails: string[];
  /** Addresses the suppression list stops (a bounce, a complaint, an unsubscribe). */
  emailsSkipped: { to: string; reason: 'suppressed' }[];
  /** Phones to text: in the plan, consent given, a current opt-in on record, not suppressed. */
  phones: string[];
  phonesSkipped: { to: string; reason: TextSkipReason }[];
}

/**
 * The recipients of one alert, pure: the project's fields within the plan, and each candidate
 * phone's consent status as read (`consentOf`). Only a current opt-in counts (docs/sms-compliance.md
 * "Sending"): no status means no consent on record (`no_consent`: the registration's opt-in never
 * completed, say), and a STOP stands until the number texts START (`opted_out`). Texts turned off
 * for the project skip every phone it lists (`texts_off`); a phone beyond the plan's slots, or any
 * on a plan without texts, is `not_in_plan`. An address or number on the account's suppression
 * list (`suppressions`: it bounced, complained, unsubscribed or kept failing) gets nothing and is
 * recorded `suppressed`.
 */
export function chooseRecipients(
  project: Project,
  plan: Plan,
  account: AlertAccount,
  consentOf: (phone: string) => PhoneStatus | null,
  suppressions: readonly Suppression[],
): AlertRecipients {
  const listed = [...new Set([...chosenAccountPhone(project, account), ...consentedPhones(project)])];
  const candidates = alertPhoneRecipients(project, plan, account);
  const left = listed.filter((phone) => !candidates.includes(phone));
  const leftReason: TextSkipReason = plan.smsAlerts && !project.smsAlerts ? 'texts_off' : 'not_in_plan';
  const emails = withoutSuppressed(alertEmailRecipients(project, plan, account.email), suppressions, 'email');
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
      ...candidates.flatMap((to) => {
        const status = consentOf(to);
        if (status === 'opted_in') return [];
        return [{ to, reason: status === 'opted_out' ? ('opted_out' as const) : ('no_consent' as const) }];
      }),
      ...left.map((to) => ({ to, reason: leftReason })),
    ],
  };
}
