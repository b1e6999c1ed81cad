/**
 * What a plan lets a project have (docs/product.md section 6), apart from the form's rules: the API answers
 * these with 403, not 400. No schema here, so the functions that only apply a plan (the daily
 * sweep's data deletion) carry no zod and no form messages.
 */
import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  type ProjectFields,
} from './domain';
import { PLANS, type Tier } from './plans';

/** A refusal naming the project field it concerns. */
export type ProjectIssue = { path: (keyof ProjectFields)[]; message: string };

/** What the user's plan does not allow in this project (docs/product.md section 6); empty when all is allowed. */
export function planViolations(project: ProjectFields, tier: Tier): ProjectIssue[] {
  const plan = PLANS[tier];
  const issues: ProjectIssue[] = [];
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
  // `smsAlerts` is the project's switch, on by default on every plan: what the plan refuses is a
  // phone to text.
  if (!plan.smsAlerts && project.textAccountPhone) {
    issues.push({
      path: ['textAccountPhone'],
      message: `The ${plan.name} plan does not include SMS alerts.`,
    });
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
 * The project as the user's plan lets it keep it (docs/product.md section 6): what `planViolations` would
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
  if (!plan.smsAlerts) kept.textAccountPhone = false;
  if (!plan.recurringAlerts) {
    kept.recurringAlertsInterval = '';
    kept.recurringAlertsStartDate = '';
    kept.recurringAlertsEndDate = '';
  }
  return kept;
}
