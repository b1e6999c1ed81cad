/** The product's records as the spec names them (docs/product.md section 3). */
import type { LocalDate } from './calendar/local-date';
import type { Tier } from './plans';
import type { TeamRole } from './team';

export const PROJECT_TYPES = ['private', 'public'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = ['active', 'completed', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Who hired you (docs/florida-rules.md section 3): the lienor's place in the chain of contracts,
 * which decides the notices owed. '' is not chosen yet: the two deadlines every project had before.
 */
export const LIENOR_ROLES = [
  '',
  'contractor',
  'subcontractor',
  'sub_subcontractor',
  'supplier_to_contractor',
  'supplier_to_subcontractor',
  'laborer',
  'design_professional',
] as const;
export type LienorRole = (typeof LIENOR_ROLES)[number];

/** '' means recurring alerts are off; '15' or '30' is the interval in days. */
export const RECURRING_INTERVALS = ['', '15', '30'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/**
 * Florida spans two zones: most of the state is Eastern, the western panhandle Central. Alerts fire
 * at 9:00 in the project's zone (docs/architecture.md section 4).
 */
export const FLORIDA_TIME_ZONES = ['America/New_York', 'America/Chicago'] as const;
export type FloridaTimeZone = (typeof FLORIDA_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: FloridaTimeZone = 'America/New_York';

/** Alert slots 1 to 5: `alertEmail`, `alertEmail2` … as the spec names the fields. */
export const ALERT_SLOTS = [1, 2, 3, 4, 5] as const;
export type AlertSlot = (typeof ALERT_SLOTS)[number];
export const alertEmailField = (slot: AlertSlot) =>
  (slot === 1 ? 'alertEmail' : `alertEmail${slot}`) as AlertEmailField;
export const alertPhoneField = (slot: AlertSlot) =>
  (slot === 1 ? 'alertPhone' : `alertPhone${slot}`) as AlertPhoneField;
export const alertPhoneConsentField = (slot: AlertSlot) =>
  (slot === 1 ? 'alertPhoneConsent' : `alertPhone${slot}Consent`) as AlertPhoneConsentField;
export type AlertEmailField = 'alertEmail' | 'alertEmail2' | 'alertEmail3' | 'alertEmail4' | 'alertEmail5';
export type AlertPhoneField = 'alertPhone' | 'alertPhone2' | 'alertPhone3' | 'alertPhone4' | 'alertPhone5';
export type AlertPhoneConsentField =
  | 'alertPhoneConsent'
  | 'alertPhone2Consent'
  | 'alertPhone3Consent'
  | 'alertPhone4Consent'
  | 'alertPhone5Consent';

/**
 * Dates of what someone else did (docs/florida-rules.md section 5): each brings or shortens a
 * deadline. Optional on the API, '' when nothing happened; a project saved before them reads ''.
 */
export const EVENT_DATE_FIELDS = [
  'showCauseServedDate',
  'bondContestServedDate',
  'swornStatementDemandDate',
  'terminationDate',
  'nocRecordedDate',
  'nocExpirationDate',
] as const;
export type EventDateField = (typeof EVENT_DATE_FIELDS)[number];

/**
 * The project fields the deadline engine reads, the one list of them: its input (DeadlineInput,
 * with the project's id) is made of these, a warm function keeps computed deadlines under their
 * values, and a project item stores them.
 */
export const DEADLINE_INPUT_FIELDS = [
  'type',
  'firstFurnishingDate',
  'lastFurnishingDate',
  'role',
  'paymentBond',
  'lienRecordedDate',
  'contestServedDate',
  ...EVENT_DATE_FIELDS,
  'recurringAlertsInterval',
  'recurringAlertsStartDate',
  'recurringAlertsEndDate',
  // Whether the 45-day notice is alerted (docs/decisions/033).
  'noticeToOwnerAlerts',
] as const satisfies readonly (keyof ProjectFields)[];
export type DeadlineInputField = (typeof DEADLINE_INPUT_FIELDS)[number];

/**
 * The optional project fields the documents ask for, '' when not entered. Money is dollars as the
 * user typed them, validated as a plain decimal ("12500" or "12500.00").
 */
export const DOCUMENT_FACT_FIELDS = [
  'ownerAddress',
  'contractorAddress',
  'customerName',
  'customerAddress',
  'suretyName',
  'suretyAddress',
  'bondNumber',
  'lenderName',
  'lenderAddress',
  'county',
  'legalDescription',
  'furnishingDescription',
  'contractPrice',
  'amountPaid',
  'amountUnpaid',
] as const;
export type DocumentFactField = (typeof DOCUMENT_FACT_FIELDS)[number];
export type ProjectDocumentFacts = Record<DocumentFactField, string>;

/** A record giving each of `fields` the same `value`: a field list spread into an object literal. */
export const eachField = <Field extends string, Value>(
  fields: readonly Field[],
  value: Value,
): Record<Field, Value> => Object.fromEntries(fields.map((field) => [field, value])) as Record<Field, Value>;

/** The fields a user edits; see `projectSchema` for their rules. Phones are stored as 10 digits. */
export interface ProjectFields
  extends ProjectDocumentFacts,
    Record<AlertEmailField, string>,
    Record<AlertPhoneField, string>,
    Record<AlertPhoneConsentField, boolean> {
  name: string;
  type: ProjectType;
  address: string;
  projectStatus: ProjectStatus;
  generalContractor: string;
  contractorPhone: string;
  contractorEmail: string;
  propertyOwner: string;
  ownerContact: string;
  firstFurnishingDate: LocalDate;
  /** '' while work goes on: no Claim of Lien deadline exists yet. */
  lastFurnishingDate: LocalDate | '';
  /** Who hired you; '' until chosen. */
  role: LienorRole;
  /** A private job with a payment bond runs on s. 713.23 instead of a lien (private jobs only). */
  paymentBond: boolean;
  /** The day the Claim of Lien was recorded, or '' (private jobs only). */
  lienRecordedDate: LocalDate | '';
  /** Where the official records hold it: book and page, or instrument number; '' when not given. */
  lienRecordingReference: string;
  /** The day a Notice of Contest of Lien was served on you, or '' (needs a recording). */
  contestServedDate: LocalDate | '';
  /** The day an order to show cause was served on you, or '' (needs a recording; s. 713.21(4)). */
  showCauseServedDate: LocalDate | '';
  /** The day a Notice of Contest of Claim against Payment Bond was served, or '' (bond claims only). */
  bondContestServedDate: LocalDate | '';
  /** The day the owner's demand for a sworn statement of account was served, or '' (s. 713.16(2)). */
  swornStatementDemandDate: LocalDate | '';
  /** The day the contract was terminated or the contractor defaulted before completion, or ''. */
  terminationDate: LocalDate | '';
  /** The day the Notice of Commencement was recorded, or '' (private jobs; s. 713.13). */
  nocRecordedDate: LocalDate | '';
  /** The expiration date the Notice of Commencement states, or '' (then 1 year after recording). */
  nocExpirationDate: LocalDate | '';
  recurringAlertsInterval: RecurringInterval;
  recurringAlertsStartDate: LocalDate | '';
  recurringAlertsEndDate: LocalDate | '';
  timeZone: FloridaTimeZone;
  /** Notification preferences (spec: "emailAlerts" and "smsAlerts"). */
  emailAlerts: boolean;
  /**
   * Texts for this project: on unless the user turns them off. With it on, every phone the project
   * lists for texts gets them (a consented alert phone, the registered phone when chosen); one
   * switch, not a second opt-in beside each phone's consent.
   */
  smsAlerts: boolean;
  /**
   * Text the account holder's own phone, the one given (and consented to texts) at registration.
   * Counts beside the alert phones, not in their slots.
   */
  textAccountPhone: boolean;
  /**
   * Alerts for the 45-day notice too, counted to its last day to mail (off unless the user asks:
   * docs/decisions/033).
   */
  noticeToOwnerAlerts: boolean;
}

export interface Project extends ProjectFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The phone they registered, 10 digits: what a project can choose to text (textAccountPhone). */
  phone: string;
  subscriptionStatus: Tier;
  /** Their role in the account (shared/src/team.ts): what the app offers them. */
  role: TeamRole;
  /** A new sign-in email waiting for its link to be opened (POST /api/account/email). */
  pendingEmail?: string;
  /** This session is the person's first sign-in (registering or joining a team): the app welcomes, not "welcome back". */
  firstSignIn?: true;
}

/** docs/product.md section 3: a new project is private and active, everything else empty. */
export function newProjectFields(): ProjectFields {
  return {
    name: '',
    type: 'private',
    address: '',
    projectStatus: 'active',
    generalContractor: '',
    contractorPhone: '',
    contractorEmail: '',
    propertyOwner: '',
    ownerContact: '',
    firstFurnishingDate: '',
    lastFurnishingDate: '',
    role: '',
    paymentBond: false,
    lienRecordedDate: '',
    lienRecordingReference: '',
    contestServedDate: '',
    showCauseServedDate: '',
    bondContestServedDate: '',
    swornStatementDemandDate: '',
    terminationDate: '',
    nocRecordedDate: '',
    nocExpirationDate: '',
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    timeZone: DEFAULT_TIME_ZONE,
    emailAlerts: true,
    smsAlerts: true,
    textAccountPhone: false,
    noticeToOwnerAlerts: false,
    alertEmail: '',
    alertEmail2: '',
    alertEmail3: '',
    alertEmail4: '',
    alertEmail5: '',
    alertPhone: '',
    alertPhone2: '',
    alertPhone3: '',
    alertPhone4: '',
    alertPhone5: '',
    alertPhoneConsent: false,
    alertPhone2Consent: false,
    alertPhone3Consent: false,
    alertPhone4Consent: false,
    alertPhone5Consent: false,
    ...eachField(DOCUMENT_FACT_FIELDS, ''),
  };
}
