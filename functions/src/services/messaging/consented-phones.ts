/**
 * The phones a project's alert slots hold with their consent box ticked: what a save records
 * consent for (phone-consents.ts) and what an alert may text (services/alerts/recipients.ts).
 */
import {
  ALERT_SLOTS,
  type AlertSlot,
  alertPhoneConsentField,
  alertPhoneField,
  type ProjectFields,
  toE164,
} from '@lienminder/shared';

/** Phones (E.164) filled in the given slots with their consent box ticked, each once. */
export function consentedPhones(project: ProjectFields, slots: readonly AlertSlot[] = ALERT_SLOTS): string[] {
  const phones = slots
    .filter((slot) => project[alertPhoneField(slot)].trim() !== '' && project[alertPhoneConsentField(slot)])
    .map((slot) => toE164(project[alertPhoneField(slot)]));
  return [...new Set(phones)];
}
