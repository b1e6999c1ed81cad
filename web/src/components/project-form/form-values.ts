import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  DEFAULT_TIME_ZONE,
  PLANS,
  type Project,
  type ProjectFields,
  type Tier,
} from '@lienclock/shared';

/** Spec section 3: a new project is private and active, everything else empty. */
export function emptyProjectFields(): ProjectFields {
  const fields: ProjectFields = {
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
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    timeZone: DEFAULT_TIME_ZONE,
    emailAlerts: true,
    smsAlerts: false,
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
  };
  return fields;
}

/** The editable fields of a saved project (the form never sends id or timestamps back). */
export function projectFieldsOf(project: Project): ProjectFields {
  const fields = emptyProjectFields();
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
