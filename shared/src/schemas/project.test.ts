import { describe, expect, it } from 'vitest';
import { newProjectFields, type ProjectFields } from '../domain';
import { MESSAGES } from '../messages';
import { TIERS } from '../plans';
import { type ProjectInput, planViolations, projectSchema, withinPlan } from './project';

/** What the create form sends when only the required fields are filled in. */
const minimal: ProjectInput = {
  name: 'Palm Court Condos',
  address: '100 Ocean Dr, Miami Beach, FL',
  generalContractor: 'Coastal Builders LLC',
  propertyOwner: 'Palm Court HOA',
  firstFurnishingDate: '2026-01-31',
};

/** Every issue as "path: message", the way the form and the 400 body list them. */
function issues(input: Record<string, unknown>): string[] {
  const result = projectSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function parsed(input: Record<string, unknown>): ProjectFields {
  return projectSchema.parse(input);
}

describe('projectSchema: required fields (spec section 5)', () => {
  it('names each missing required field with the spec text', () => {
    expect(issues({})).toEqual([
      `name: ${MESSAGES.projectNameRequired}`,
      `address: ${MESSAGES.projectAddressRequired}`,
      `generalContractor: ${MESSAGES.generalContractorRequired}`,
      `propertyOwner: ${MESSAGES.propertyOwnerRequired}`,
      `firstFurnishingDate: ${MESSAGES.firstFurnishingDateRequired}`,
    ]);
  });

  it('treats blank and whitespace-only text as missing', () => {
    expect(issues({ ...minimal, name: '   ', address: '', firstFurnishingDate: ' ' })).toEqual([
      'name: Project name is required',
      'address: Project address is required',
      'firstFurnishingDate: First furnishing date is required',
    ]);
  });

  it('fills the create defaults: private, active, alerts off, New York time', () => {
    expect(parsed(minimal)).toMatchObject({
      type: 'private',
      projectStatus: 'active',
      lastFurnishingDate: '',
      recurringAlertsInterval: '',
      timeZone: 'America/New_York',
      alertEmail: '',
      alertPhone: '',
      alertPhoneConsent: false,
      emailAlerts: true,
      smsAlerts: false,
    });
  });

  it('rejects impossible dates', () => {
    expect(issues({ ...minimal, firstFurnishingDate: '2026-02-29' })).toEqual([
      `firstFurnishingDate: ${MESSAGES.invalidDate}`,
    ]);
    expect(issues({ ...minimal, firstFurnishingDate: '2028-02-29' })).toEqual([]);
    expect(issues({ ...minimal, lastFurnishingDate: '02/01/2026' })).toEqual([
      `lastFurnishingDate: ${MESSAGES.invalidDate}`,
    ]);
  });

  it('rejects real dates outside any plausible project (a mistyped year)', () => {
    expect(issues({ ...minimal, lastFurnishingDate: '9999-12-31' })).toEqual([
      `lastFurnishingDate: ${MESSAGES.invalidDate}`,
    ]);
    expect(issues({ ...minimal, firstFurnishingDate: '1026-01-15' })).toEqual([
      `firstFurnishingDate: ${MESSAGES.invalidDate}`,
    ]);
  });

  it('rejects a last furnishing date before the first', () => {
    expect(issues({ ...minimal, lastFurnishingDate: '2026-01-30' })).toEqual([
      `lastFurnishingDate: ${MESSAGES.lastFurnishingBeforeFirst}`,
    ]);
    expect(issues({ ...minimal, lastFurnishingDate: '2026-01-31' })).toEqual([]);
  });

  it('checks contractor and alert emails', () => {
    expect(issues({ ...minimal, contractorEmail: 'not-an-email', alertEmail3: 'a@b' })).toEqual([
      `contractorEmail: ${MESSAGES.invalidEmail}`,
      `alertEmail3: ${MESSAGES.invalidEmail}`,
    ]);
    expect(parsed({ ...minimal, alertEmail: '  pm@coastal.example  ' }).alertEmail).toBe(
      'pm@coastal.example',
    );
  });

  it('stores phones as 10 digits and rejects partial ones', () => {
    expect(parsed({ ...minimal, contractorPhone: '(305) 555-0142' }).contractorPhone).toBe('3055550142');
    expect(issues({ ...minimal, contractorPhone: '(305) 555' })).toEqual([
      `contractorPhone: ${MESSAGES.phoneTenDigits}`,
    ]);
  });
});

describe('newProjectFields (spec section 3 defaults on create)', () => {
  it('is what the API stores when a request sends only the required fields', () => {
    const required = {
      name: 'Dock',
      address: '1 Main St',
      generalContractor: 'GC',
      propertyOwner: 'Owner',
      firstFurnishingDate: '2026-01-07',
    };
    expect(projectSchema.parse(required)).toEqual({ ...newProjectFields(), ...required });
  });
});

describe('projectSchema: recurring alerts', () => {
  const recurring = (start: string, end: string) => ({
    ...minimal,
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: start,
    recurringAlertsEndDate: end,
  });

  it('needs both dates when an interval is chosen', () => {
    expect(issues(recurring('', ''))).toEqual([
      `recurringAlertsStartDate: ${MESSAGES.startDateRequired}`,
      `recurringAlertsEndDate: ${MESSAGES.endDateRequired}`,
    ]);
  });

  it('needs the end after the start', () => {
    expect(issues(recurring('2026-03-01', '2026-03-01'))).toEqual([
      `recurringAlertsEndDate: ${MESSAGES.endDateAfterStart}`,
    ]);
    expect(issues(recurring('2026-03-01', '2026-02-01'))).toEqual([
      `recurringAlertsEndDate: ${MESSAGES.endDateAfterStart}`,
    ]);
    expect(issues(recurring('2026-03-01', '2026-03-02'))).toEqual([]);
  });

  it('allows at most one year', () => {
    expect(issues(recurring('2026-03-01', '2027-03-01'))).toEqual([]);
    expect(issues(recurring('2026-03-01', '2027-03-02'))).toEqual([
      `recurringAlertsEndDate: ${MESSAGES.endDateWithinYear}`,
    ]);
  });

  it('counts a year from Feb 29 to Feb 28', () => {
    expect(issues(recurring('2028-02-29', '2029-02-28'))).toEqual([]);
    expect(issues(recurring('2028-02-29', '2029-03-01'))).toEqual([
      `recurringAlertsEndDate: ${MESSAGES.endDateWithinYear}`,
    ]);
  });

  it('reports a malformed date once, without a misleading order message or a crash', () => {
    expect(issues(recurring('2026-03-01x', '2027-01-01'))).toEqual([
      `recurringAlertsStartDate: ${MESSAGES.invalidDate}`,
    ]);
    expect(issues({ ...minimal, firstFurnishingDate: 'soon', lastFurnishingDate: '2026-01-01' })).toEqual([
      `firstFurnishingDate: ${MESSAGES.invalidDate}`,
    ]);
  });

  it('ignores the dates when recurring alerts are off', () => {
    expect(
      issues({ ...minimal, recurringAlertsStartDate: '2026-03-01', recurringAlertsEndDate: '2026-01-01' }),
    ).toEqual([]);
  });

  it('accepts only the intervals 15 and 30', () => {
    expect(issues(recurring('2026-03-01', '2026-04-01'))).toEqual([]);
    expect(issues({ ...recurring('2026-03-01', '2026-04-01'), recurringAlertsInterval: '30' })).toEqual([]);
    expect(issues({ ...recurring('2026-03-01', '2026-04-01'), recurringAlertsInterval: '7' })).toHaveLength(
      1,
    );
  });
});

describe('projectSchema: SMS consent for every phone entered', () => {
  it('asks for consent next to each phone without it', () => {
    expect(
      issues({
        ...minimal,
        alertPhone: '(305) 555-0142',
        alertPhone2: '3055550143',
        alertPhone2Consent: true,
        alertPhone4: '305-555-0144',
      }),
    ).toEqual([
      `alertPhoneConsent: ${MESSAGES.smsConsentRequired}`,
      `alertPhone4Consent: ${MESSAGES.smsConsentRequired}`,
    ]);
  });

  it('does not ask for consent without a phone', () => {
    expect(issues({ ...minimal, alertPhoneConsent: false })).toEqual([]);
  });
});

describe('planViolations (spec section 6)', () => {
  const everything = parsed({
    ...minimal,
    recurringAlertsInterval: '30',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2026-09-01',
    smsAlerts: true,
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [n === 1 ? 'alertEmail' : `alertEmail${n}`, `a${n}@x.example`]),
    ),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [n === 1 ? 'alertPhone' : `alertPhone${n}`, `305555010${n}`]),
    ),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [n === 1 ? 'alertPhoneConsent' : `alertPhone${n}Consent`, true]),
    ),
  });
  const listed = (tier: 'free' | 'silver' | 'gold') =>
    planViolations(everything, tier).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('Free: one alert email, no SMS, no recurring alerts', () => {
    expect(listed('free')).toEqual([
      'alertPhone: The Free plan does not include SMS alerts.',
      'alertEmail2: The Free plan allows 1 alert email per project.',
      'alertPhone2: The Free plan does not include SMS alerts.',
      'alertEmail3: The Free plan allows 1 alert email per project.',
      'alertPhone3: The Free plan does not include SMS alerts.',
      'alertEmail4: The Free plan allows 1 alert email per project.',
      'alertPhone4: The Free plan does not include SMS alerts.',
      'alertEmail5: The Free plan allows 1 alert email per project.',
      'alertPhone5: The Free plan does not include SMS alerts.',
      'smsAlerts: The Free plan does not include SMS alerts.',
      'recurringAlertsInterval: The Free plan does not include recurring alerts.',
    ]);
  });

  it('Silver: two alert emails and two alert phones', () => {
    expect(listed('silver')).toEqual([
      'alertEmail3: The Silver plan allows 2 alert emails per project.',
      'alertPhone3: The Silver plan allows 2 alert phones per project.',
      'alertEmail4: The Silver plan allows 2 alert emails per project.',
      'alertPhone4: The Silver plan allows 2 alert phones per project.',
      'alertEmail5: The Silver plan allows 2 alert emails per project.',
      'alertPhone5: The Silver plan allows 2 alert phones per project.',
    ]);
  });

  it('Gold: all five of each', () => {
    expect(listed('gold')).toEqual([]);
  });

  it('allows a Free project that stays within the plan', () => {
    expect(planViolations(parsed({ ...minimal, alertEmail: 'pm@coastal.example' }), 'free')).toEqual([]);
  });
});

describe('withinPlan (spec section 6)', () => {
  const goldSetup = parsed({
    ...minimal,
    alertEmail: 'a@example.com',
    alertEmail2: 'b@example.com',
    alertEmail3: 'c@example.com',
    alertPhone: '5551230001',
    alertPhoneConsent: true,
    alertPhone3: '5551230003',
    alertPhone3Consent: true,
    smsAlerts: true,
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2026-09-01',
  });

  it('keeps everything on Gold', () => {
    expect(withinPlan(goldSetup, 'gold')).toEqual(goldSetup);
  });

  it('drops the third slots on Silver and keeps the first two', () => {
    const silver = withinPlan(goldSetup, 'silver');
    expect([silver.alertEmail2, silver.alertEmail3]).toEqual(['b@example.com', '']);
    expect([silver.alertPhone, silver.alertPhone3, silver.alertPhone3Consent]).toEqual([
      '5551230001',
      '',
      false,
    ]);
    expect(silver.recurringAlertsInterval).toBe('15');
  });

  it('keeps one email and nothing SMS or recurring on Free', () => {
    const free = withinPlan(goldSetup, 'free');
    expect([free.alertEmail, free.alertEmail2]).toEqual(['a@example.com', '']);
    expect([free.alertPhone, free.alertPhoneConsent, free.smsAlerts]).toEqual(['', false, false]);
    expect([
      free.recurringAlertsInterval,
      free.recurringAlertsStartDate,
      free.recurringAlertsEndDate,
    ]).toEqual(['', '', '']);
  });

  it.each(TIERS)('leaves nothing planViolations would refuse on %s', (tier) => {
    expect(planViolations(withinPlan(goldSetup, tier), tier)).toEqual([]);
  });
});
