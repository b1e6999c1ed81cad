/**
 * The project form's rules (spec section 5), one schema for the web form and the API. Plan limits
 * (spec section 6) are a separate check, `planViolations`, because the API answers them with 403
 * rather than 400. zod/mini, as fields.ts says why.
 */

import './zod-config';
import * as z from 'zod/mini';
import { addYears, isLocalDate } from '../calendar/local-date';
import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  DEFAULT_TIME_ZONE,
  FLORIDA_TIME_ZONES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectFields,
  RECURRING_INTERVALS,
} from '../domain';
import { MESSAGES } from '../messages';
import { PLANS, type Tier } from '../plans';
import {
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredDate,
  requiredText,
} from './fields';

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
  recurringAlertsInterval: z._default(z.enum(RECURRING_INTERVALS), ''),
  recurringAlertsStartDate: optionalDate,
  recurringAlertsEndDate: optionalDate,
  timeZone: z._default(z.enum(FLORIDA_TIME_ZONES), DEFAULT_TIME_ZONE),
  alertEmail: optionalEmail,
  alertEmail2: optionalEmail,
  alertEmail3: optionalEmail,
  alertEmail4: optionalEmail,
  alertEmail5: optionalEmail,
  alertPhone: optionalPhone,
  alertPhone2: optionalPhone,
  alertPhone3: optionalPhone,
  alertPhone4: optionalPhone,
  alertPhone5: optionalPhone,
  alertPhoneConsent: z._default(z.boolean(), false),
  alertPhone2Consent: z._default(z.boolean(), false),
  alertPhone3Consent: z._default(z.boolean(), false),
  alertPhone4Consent: z._default(z.boolean(), false),
  alertPhone5Consent: z._default(z.boolean(), false),
  emailAlerts: z._default(z.boolean(), true),
  smsAlerts: z._default(z.boolean(), false),
});

type Issue = { path: (keyof ProjectFields)[]; message: string };

/** Cross-field rules: furnishing order, the recurring window, and consent for every phone. */
export function projectRuleIssues(project: ProjectFields): Issue[] {
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

export const projectSchema = projectFieldsSchema.check(
  z.superRefine((project, ctx) => {
    for (const issue of projectRuleIssues(project)) ctx.addIssue({ code: 'custom', ...issue });
  }),
);

export type ProjectInput = z.input<typeof projectSchema>;

/** What the user's plan does not allow in this project (spec section 6); empty when all is allowed. */
export function planViolations(project: ProjectFields, tier: Tier): Issue[] {
  const plan = PLANS[tier];
  const issues: Issue[] = [];
  for (const slot of ALERT_SLOTS) {
    if (slot > plan.alertEmails && project[alertEmailField(slot)] !== '') {
      issues.push({
        path: [alertEmailField(slot)],
        message: `The ${plan.name} plan allows ${plan.alertEmails} alert email${plan.alertEmails === 1 ? '' : 's'} per project.`,
      });
    }
    if (slot > plan.alertPhones && project[alertPhoneField(slot)] !== '') {
      issues.push({
        path: [alertPhoneField(slot)],
        message:
          plan.alertPhones === 0
            ? `The ${plan.name} plan does not include SMS alerts.`
            : `The ${plan.name} plan allows ${plan.alertPhones} alert phones per project.`,
      });
    }
  }
  if (!plan.smsAlerts && project.smsAlerts) {
    issues.push({ path: ['smsAlerts'], message: `The ${plan.name} plan does not include SMS alerts.` });
  }
  if (!plan.recurringAlerts && project.recurringAlertsInterval !== '') {
    issues.push({
      path: ['recurringAlertsInterval'],
      message: `The ${plan.name} plan does not include recurring alerts.`,
    });
  }
  return issues;
}

/**
 * The project as the user's plan lets it keep it (spec section 6): what `planViolations` would
 * name is cleared. After a downgrade a project keeps such settings (the server lets an edit keep
 * them unchanged) until the data deletion of docs/decisions/011 applies this for Free.
 */
export function withinPlan(project: ProjectFields, tier: Tier): ProjectFields {
  const plan = PLANS[tier];
  const kept: ProjectFields = { ...project };
  for (const slot of ALERT_SLOTS) {
    if (slot > plan.alertEmails) kept[alertEmailField(slot)] = '';
    if (slot > plan.alertPhones) {
      kept[alertPhoneField(slot)] = '';
      kept[alertPhoneConsentField(slot)] = false;
    }
  }
  if (!plan.smsAlerts) kept.smsAlerts = false;
  if (!plan.recurringAlerts) {
    kept.recurringAlertsInterval = '';
    kept.recurringAlertsStartDate = '';
    kept.recurringAlertsEndDate = '';
  }
  return kept;
}
