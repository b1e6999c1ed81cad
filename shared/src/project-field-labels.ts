/**
 * Each field of the project form by the words its label uses, for a sentence that names what a
 * save changed (the project's activity, project-activity.ts). `satisfies` fails the type check when
 * a field is added to the project without its words here.
 */
import { FACT_LABELS } from './documents/missing-facts';
import {
  ALERT_SLOTS,
  type AlertEmailField,
  type AlertPhoneConsentField,
  type AlertPhoneField,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  DOCUMENT_FACT_FIELDS,
  type DocumentFactField,
  type ProjectFields,
} from './domain';

const slotLabels = Object.fromEntries(
  ALERT_SLOTS.flatMap((slot) => [
    [alertEmailField(slot), `Alert email ${slot}`],
    [alertPhoneField(slot), `Alert phone ${slot}`],
    [alertPhoneConsentField(slot), `Text consent for alert phone ${slot}`],
  ]),
) as Record<AlertEmailField | AlertPhoneField | AlertPhoneConsentField, string>;

const factLabels = Object.fromEntries(
  DOCUMENT_FACT_FIELDS.map((field) => [field, field === 'bondNumber' ? 'Bond number' : FACT_LABELS[field]]),
) as Record<DocumentFactField, string>;

/** In the form's order, near enough: the sentence lists changes in it. */
export const PROJECT_FIELD_LABELS: Record<keyof ProjectFields, string> = {
  name: 'Project name',
  type: 'Project type',
  address: 'Project address',
  projectStatus: 'Project status',
  generalContractor: 'General contractor',
  contractorPhone: 'Contractor phone',
  contractorEmail: 'Contractor email',
  propertyOwner: 'Property owner',
  ownerContact: 'Owner contact',
  firstFurnishingDate: 'First furnishing date',
  lastFurnishingDate: 'Last furnishing date',
  role: 'Who hired you',
  paymentBond: 'Payment bond',
  lienRecordedDate: 'Lien recorded on',
  lienRecordingReference: 'Lien book and page, or instrument number',
  contestServedDate: 'Notice of Contest served on',
  showCauseServedDate: 'Order to show cause served on',
  bondContestServedDate: 'Notice of Contest of Claim against Payment Bond served on',
  swornStatementDemandDate: 'Demand for a sworn statement served on',
  terminationDate: 'Contract terminated on',
  nocRecordedDate: 'Notice of Commencement recorded on',
  nocExpirationDate: 'Notice of Commencement expires on',
  recurringAlertsInterval: 'Recurring reminders',
  recurringAlertsStartDate: 'Recurring reminders start date',
  recurringAlertsEndDate: 'Recurring reminders end date',
  timeZone: 'Time zone',
  emailAlerts: 'Email alerts',
  smsAlerts: 'SMS alerts',
  textAccountPhone: 'Text my phone',
  noticeToOwnerAlerts: 'Notice to Owner reminders',
  ...slotLabels,
  ...factLabels,
};
