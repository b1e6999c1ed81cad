/**
 * The project form's rules (docs/product.md section 5), one schema for the web form and the API. Plan limits
 * (docs/product.md section 6) are a separate check, `planViolations` in plan-limits.ts, because the API answers
 * them with 403 rather than 400. zod/mini, as fields.ts says why.
 */

import './zod-config';
import * as z from 'zod/mini';
import { addYears, isLocalDate, todayIn } from '../calendar/local-date';
import { holdsALien, jobKindOf, obligationsOf } from '../deadlines/lienor-roles';
import {
  ALERT_SLOTS,
  alertPhoneConsentField,
  alertPhoneField,
  DEFAULT_TIME_ZONE,
  type DocumentFactField,
  type EventDateField,
  FLORIDA_TIME_ZONES,
  LIENOR_ROLES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectFields,
  RECURRING_INTERVALS,
} from '../domain';
import { MESSAGES } from '../messages';
import type { ProjectIssue } from '../plan-limits';
import { optionalLongText, optionalMoney } from './document-fields';
import {
  optionalAlertPhone,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredDate,
  requiredText,
} from './fields';

/**
 * What the statutory documents are filled from (documents/document-contract.ts), all optional: a
 * form marks a blank for each one missing. `satisfies` fails the type check when a fact is added
 * to DOCUMENT_FACT_FIELDS without its rule here.
 */
const documentFactsSchema = z.object({
  ownerAddress: optionalText,
  contractorAddress: optionalText,
  customerName: optionalText,
  customerAddress: optionalText,
  suretyName: optionalText,
  suretyAddress: optionalText,
  bondNumber: optionalText,
  lenderName: optionalText,
  lenderAddress: optionalText,
  county: optionalText,
  legalDescription: optionalLongText,
  furnishingDescription: optionalLongText,
  contractPrice: optionalMoney,
  amountPaid: optionalMoney,
  amountUnpaid: optionalMoney,
} satisfies Record<DocumentFactField, unknown>);

export const projectFieldsSchema = z.object({
  name: requiredText(MESSAGES.projectNameRequired),
  type: z._default(z.enum(PROJECT_TYPES), 'private'),
  address: requiredText(MESSAGES.projectAddressRequired),
  projectStatus: z._default(z.enum(PROJECT_STATUSES), 'active'),
  generalContractor: requiredText(MESSAGES.generalContractorRequired),
  contractorPhone: optionalPhone,
  contractorEmail: optionalEmail,
  propertyOwner: requiredText(MESSAGES.propertyOwnerRequired),
  ownerContact: optionalText,
  firstFurnishingDate: requiredDate(MESSAGES.firstFurnishingDateRequired),
  lastFurnishingDate: optionalDate,
  role: z._default(z.enum(LIENOR_ROLES, MESSAGES.roleInvalid), ''),
  paymentBond: z._default(z.boolean(), false),
  lienRecordedDate: optionalDate,
  lienRecordingReference: optionalText,
  contestServedDate: optionalDate,
  showCauseServedDate: optionalDate,
  bondContestServedDate: optionalDate,
  swornStatementDemandDate: optionalDate,
  terminationDate: optionalDate,
  nocRecordedDate: optionalDate,
  nocExpirationDate: optionalDate,
  recurringAlertsInterval: z._default(z.enum(RECURRING_INTERVALS), ''),
  recurringAlertsStartDate: optionalDate,
  recurringAlertsEndDate: optionalDate,
  timeZone: z._default(z.enum(FLORIDA_TIME_ZONES), DEFAULT_TIME_ZONE),
  alertEmail: optionalEmail,
  alertEmail2: optionalEmail,
  alertEmail3: optionalEmail,
  alertEmail4: optionalEmail,
  alertEmail5: optionalEmail,
  alertPhone: optionalAlertPhone,
  alertPhone2: optionalAlertPhone,
  alertPhone3: optionalAlertPhone,
  alertPhone4: optionalAlertPhone,
  alertPhone5: optionalAlertPhone,
  alertPhoneConsent: z._default(z.boolean(), false),
  alertPhone2Consent: z._default(z.boolean(), false),
  alertPhone3Consent: z._default(z.boolean(), false),
  alertPhone4Consent: z._default(z.boolean(), false),
  alertPhone5Consent: z._default(z.boolean(), false),
  emailAlerts: z._default(z.boolean(), true),
  smsAlerts: z._default(z.boolean(), true),
  textAccountPhone: z._default(z.boolean(), false),
  noticeToOwnerAlerts: z._default(z.boolean(), false),
  ...documentFactsSchema.shape,
});

type Issue = ProjectIssue;

/**
 * The recorded lien and its contest (docs/florida-rules.md section 3: private jobs only): a
 * recording on or after the first furnishing, a contest only of a recording and on or after it,
 * and, when `today` (the project's own calendar) is known, neither in the future.
 */
function lienRecordIssues(project: ProjectFields, today: string | undefined): Issue[] {
  const issues: Issue[] = [];
  const { type, firstFurnishingDate, lienRecordedDate, contestServedDate } = project;
  if (type === 'public' && project.paymentBond)
    issues.push({ path: ['paymentBond'], message: MESSAGES.paymentBondPrivateOnly });
  const recordedMessage =
    type === 'public' && lienRecordedDate !== ''
      ? MESSAGES.lienRecordedPrivateOnly
      : datedEventIssue(lienRecordedDate, firstFurnishingDate, today, {
          inFuture: MESSAGES.lienRecordedInFuture,
          tooEarly: MESSAGES.lienRecordedBeforeFirstFurnishing,
        });
  if (recordedMessage) issues.push({ path: ['lienRecordedDate'], message: recordedMessage });

  if (contestServedDate === '') return issues;
  const contestMessage =
    type === 'public'
      ? MESSAGES.contestPrivateOnly
      : lienRecordedDate === ''
        ? MESSAGES.contestNeedsRecording
        : datedEventIssue(contestServedDate, lienRecordedDate, today, {
            inFuture: MESSAGES.contestInFuture,
            tooEarly: MESSAGES.contestBeforeRecording,
          });
  if (contestMessage) issues.push({ path: ['contestServedDate'], message: contestMessage });
  return issues;
}

/**
 * The dates of what someone else did (docs/florida-rules.md section 5), each on the jobs it applies
 * to: an order to show cause only of a recorded lien (s. 713.21(4)); a bond contest only of a bond
 * claim (s. 713.23(1)(e), s. 255.05(2)(a)1); a sworn-statement demand (s. 713.16(2)) and a
 * termination (s. 713.08(5)) only for one who holds a lien on the job (`holdsALien`: every lienor
 * of a private job without a bond, and on a bonded one the contractor and the owner's design
 * professional, whose liens the bond leaves standing); a Notice of Commencement only
 * on a private job (s. 713.13). None in the project's future, and none before work began — but a
 * Notice of Commencement, which is recorded before work begins (s. 713.13(1)(a)).
 */
function eventIssues(project: ProjectFields, today: string | undefined): Issue[] {
  const issues: Issue[] = [];
  const add = (path: EventDateField, message: string | undefined) => {
    if (message) issues.push({ path: [path], message });
  };
  const { firstFurnishingDate, lienRecordedDate } = project;
  const job = jobKindOf(project);
  const afterWorkBegan = (date: string, inFuture: string, tooEarly: string) =>
    datedEventIssue(date, firstFurnishingDate, today, { inFuture, tooEarly });

  const showCause = project.showCauseServedDate;
  if (showCause !== '')
    add(
      'showCauseServedDate',
      job === 'public'
        ? MESSAGES.showCausePrivateOnly
        : lienRecordedDate === ''
          ? MESSAGES.showCauseNeedsRecording
          : datedEventIssue(showCause, lienRecordedDate, today, {
              inFuture: MESSAGES.showCauseInFuture,
              tooEarly: MESSAGES.showCauseBeforeRecording,
            }),
    );
  // Events after work began, each refused where its job or role has no such clock.
  const afterWork: [EventDateField, boolean, string, string, string][] = [
    [
      'bondContestServedDate',
      obligationsOf(project.role, job).bondSuit,
      MESSAGES.bondContestNoBondClaim,
      MESSAGES.bondContestInFuture,
      MESSAGES.bondContestBeforeFirstFurnishing,
    ],
    [
      'swornStatementDemandDate',
      holdsALien(project.role, job),
      MESSAGES.swornDemandNoLien,
      MESSAGES.swornDemandInFuture,
      MESSAGES.swornDemandBeforeFirstFurnishing,
    ],
    [
      'terminationDate',
      holdsALien(project.role, job),
      MESSAGES.terminationNoLien,
      MESSAGES.terminationInFuture,
      MESSAGES.terminationBeforeFirstFurnishing,
    ],
  ];
  for (const [field, applies, notHere, inFuture, tooEarly] of afterWork) {
    const date = project[field];
    if (date !== '') add(field, applies ? afterWorkBegan(date, inFuture, tooEarly) : notHere);
  }

  const { nocRecordedDate, nocExpirationDate } = project;
  if (job === 'public') {
    if (nocRecordedDate !== '') add('nocRecordedDate', MESSAGES.nocPrivateOnly);
    if (nocExpirationDate !== '') add('nocExpirationDate', MESSAGES.nocPrivateOnly);
    return issues;
  }
  if (
    nocRecordedDate !== '' &&
    isLocalDate(nocRecordedDate) &&
    today !== undefined &&
    nocRecordedDate > today
  )
    add('nocRecordedDate', MESSAGES.nocRecordedInFuture);
  // The stated expiration is a date the notice names, usually ahead: only its order is checked.
  if (nocExpirationDate !== '')
    add(
      'nocExpirationDate',
      nocRecordedDate === ''
        ? MESSAGES.nocExpirationNeedsRecording
        : isLocalDate(nocExpirationDate) &&
            isLocalDate(nocRecordedDate) &&
            nocExpirationDate <= nocRecordedDate
          ? MESSAGES.nocExpirationNotAfterRecording
          : undefined,
    );
  return issues;
}

/**
 * The one order rule for a dated event (a recording, a contest): not after `today` when the caller
 * has a clock, and not before the date it follows. Malformed dates have their own issue already.
 */
function datedEventIssue(
  date: string,
  follows: string,
  today: string | undefined,
  messages: { inFuture: string; tooEarly: string },
): string | undefined {
  if (!isLocalDate(date)) return undefined;
  if (today !== undefined && date > today) return messages.inFuture;
  if (isLocalDate(follows) && date < follows) return messages.tooEarly;
  return undefined;
}

/**
 * Cross-field rules: furnishing order, the recorded lien, the recurring window, and consent for
 * every phone. `today` is the date on the project's calendar, when the caller has a clock.
 */
function projectRuleIssues(project: ProjectFields, today?: string): Issue[] {
  const issues: Issue[] = [];
  // Malformed dates already have their own issue; comparing them would add a misleading one (and
  // addYears on one would throw, turning a 400 into a 500).
  const { firstFurnishingDate, lastFurnishingDate } = project;
  if (
    isLocalDate(firstFurnishingDate) &&
    isLocalDate(lastFurnishingDate) &&
    lastFurnishingDate < firstFurnishingDate
  ) {
    issues.push({ path: ['lastFurnishingDate'], message: MESSAGES.lastFurnishingBeforeFirst });
  }
  issues.push(...lienRecordIssues(project, today), ...eventIssues(project, today));

  if (project.recurringAlertsInterval !== '') {
    const start = project.recurringAlertsStartDate;
    const end = project.recurringAlertsEndDate;
    if (!start) issues.push({ path: ['recurringAlertsStartDate'], message: MESSAGES.startDateRequired });
    if (!end) issues.push({ path: ['recurringAlertsEndDate'], message: MESSAGES.endDateRequired });
    const bothValid = isLocalDate(start) && isLocalDate(end);
    if (bothValid && end <= start) {
      issues.push({ path: ['recurringAlertsEndDate'], message: MESSAGES.endDateAfterStart });
    } else if (bothValid && end > addYears(start, 1)) {
      issues.push({ path: ['recurringAlertsEndDate'], message: MESSAGES.endDateWithinYear });
    }
  }

  for (const slot of ALERT_SLOTS) {
    if (project[alertPhoneField(slot)] !== '' && !project[alertPhoneConsentField(slot)]) {
      issues.push({ path: [alertPhoneConsentField(slot)], message: MESSAGES.smsConsentRequired });
    }
  }
  return issues;
}

const projectSchemaOn = (today: (project: ProjectFields) => string | undefined) =>
  projectFieldsSchema.check(
    z.superRefine((project, ctx) => {
      for (const issue of projectRuleIssues(project, today(project)))
        ctx.addIssue({ code: 'custom', ...issue });
    }),
  );

/** The form's rules, as the API documents them: every rule but "not in the future", which needs a clock. */
export const projectSchema = projectSchemaOn(() => undefined);

/** Every rule, the recorded dates checked against the project's own calendar at `now`. */
export const projectSchemaAt = (now: Date) =>
  projectSchemaOn((project) =>
    (FLORIDA_TIME_ZONES as readonly string[]).includes(project.timeZone)
      ? todayIn(project.timeZone, now)
      : undefined,
  );

export type ProjectInput = z.input<typeof projectSchema>;
