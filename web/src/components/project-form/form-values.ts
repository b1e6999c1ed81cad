import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  newProjectFields,
  PLANS,
  type Project,
  type ProjectFields,
  type Tier,
} from '@lienclock/shared';

/** The editable fields of a saved project (the form never sends id or timestamps back). */
export function projectFieldsOf(project: Project): ProjectFields {
  const fields = newProjectFields();
  for (const key of Object.keys(fields) as (keyof ProjectFields)[]) {
    // Older records may lack fields added later (time zone, preferences): keep the defaults.
    if (project[key] !== undefined) Object.assign(fields, { [key]: project[key] });
  }
  return fields;
}

/**
 * What the user's plan lets this project keep (spec section 6). After a downgrade a project may
 * still hold alert slots, SMS or recurring alerts the plan no longer includes; the form hides
 * those controls, so it also leaves them out rather than have the server refuse a save the user
 * cannot fix.
 */
export function withinPlan(fields: ProjectFields, tier: Tier): ProjectFields {
  const plan = PLANS[tier];
  const kept: ProjectFields = { ...fields };
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
