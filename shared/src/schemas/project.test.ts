import { describe, expect, it } from 'vitest';
import { newProjectFields, type ProjectFields } from '../domain';
import { MESSAGES } from '../messages';
import { planViolations, withinPlan } from '../plan-limits';
import { TIERS } from '../plans';
import { type ProjectInput, projectSchema, projectSchemaAt } from './project';

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

/** The issues with the "not in the future" rules too, checked on the project's calendar at `now`. */
function issuesAt(now: string, input: Record<string, unknown>): string[] {
  const result = projectSchemaAt(new Date(now)).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('projectSchema: required fields (docs/product.md section 5)', () => {
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

  it('fills the create defaults: private, active, email and texts on (texts need a consented phone), New York time', () => {
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
      // The one switch for texts: on unless turned off, so a consented phone is texted (issue 45).
      smsAlerts: true,
      textAccountPhone: false,
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

describe('newProjectFields (docs/product.md section 3 defaults on create)', () => {
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

describe('projectSchema: who hired you, the payment bond and the recorded lien', () => {
  const ROLES = [
    'contractor',
    'subcontractor',
    'sub_subcontractor',
    'supplier_to_contractor',
    'supplier_to_subcontractor',
    'laborer',
    'design_professional',
  ];
  const publicJob = { ...minimal, type: 'public' };
  const recorded = { ...minimal, lastFurnishingDate: '2026-04-05', lienRecordedDate: '2026-05-01' };

  it('reads an absent role, bond and dates as not chosen, no bond, nothing recorded', () => {
    expect(parsed(minimal)).toMatchObject({
      role: '',
      paymentBond: false,
      lienRecordedDate: '',
      contestServedDate: '',
    });
  });

  it.each(['', ...ROLES])("accepts the role '%s'", (role) => {
    expect(issues({ ...minimal, role })).toEqual([]);
    expect(parsed({ ...minimal, role }).role).toBe(role);
  });

  it.each(['owner', 'Subcontractor', 'general_contractor', 7])('refuses the role %o', (role) => {
    expect(issues({ ...minimal, role })).toEqual([`role: ${MESSAGES.roleInvalid}`]);
  });

  it('refuses a payment bond on a public project, whose bond is the law’s', () => {
    expect(issues({ ...publicJob, paymentBond: true })).toEqual([
      `paymentBond: ${MESSAGES.paymentBondPrivateOnly}`,
    ]);
    expect(issues({ ...publicJob, paymentBond: false, role: 'sub_subcontractor' })).toEqual([]);
  });

  it('refuses a lien recording date on a public project', () => {
    expect(issues({ ...publicJob, lienRecordedDate: '2026-05-01' })).toEqual([
      `lienRecordedDate: ${MESSAGES.lienRecordedPrivateOnly}`,
    ]);
  });

  it('refuses a lien recorded before the first furnishing, and takes one on that day', () => {
    expect(issues({ ...minimal, lienRecordedDate: '2026-01-30' })).toEqual([
      `lienRecordedDate: ${MESSAGES.lienRecordedBeforeFirstFurnishing}`,
    ]);
    expect(issues({ ...minimal, lienRecordedDate: '2026-01-31' })).toEqual([]);
  });

  it('refuses a malformed recording date once, with no order message on top', () => {
    // Day 00 sorts before the first furnishing (2026-01-31): compared as text, it would add one.
    expect(issues({ ...minimal, lienRecordedDate: '2026-01-00' })).toEqual([
      `lienRecordedDate: ${MESSAGES.invalidDate}`,
    ]);
  });

  it('refuses a Notice of Contest date without a recording date', () => {
    expect(issues({ ...minimal, contestServedDate: '2026-06-01' })).toEqual([
      `contestServedDate: ${MESSAGES.contestNeedsRecording}`,
    ]);
  });

  it('refuses a Notice of Contest served before the recording, and takes one the same day', () => {
    expect(issues({ ...recorded, contestServedDate: '2026-04-30' })).toEqual([
      `contestServedDate: ${MESSAGES.contestBeforeRecording}`,
    ]);
    expect(issues({ ...recorded, contestServedDate: '2026-05-01' })).toEqual([]);
  });

  it('refuses a Notice of Contest date on a public project, beside its recording date', () => {
    expect(issues({ ...publicJob, contestServedDate: '2026-06-01' })).toEqual([
      `contestServedDate: ${MESSAGES.contestPrivateOnly}`,
    ]);
    expect(
      issues({
        ...publicJob,
        paymentBond: true,
        lienRecordedDate: '2026-05-01',
        contestServedDate: '2026-06-01',
      }),
    ).toEqual([
      `paymentBond: ${MESSAGES.paymentBondPrivateOnly}`,
      `lienRecordedDate: ${MESSAGES.lienRecordedPrivateOnly}`,
      `contestServedDate: ${MESSAGES.contestPrivateOnly}`,
    ]);
  });

  it('accepts a bonded private job with a recorded, contested lien, and keeps every field', () => {
    const input = {
      ...recorded,
      role: 'contractor',
      paymentBond: true,
      contestServedDate: '2026-06-15',
    };
    expect(issues(input)).toEqual([]);
    expect(parsed(input)).toMatchObject({
      role: 'contractor',
      paymentBond: true,
      lienRecordedDate: '2026-05-01',
      contestServedDate: '2026-06-15',
    });
  });

  it('without a clock, leaves "not in the future" to the server: the form cannot know today', () => {
    expect(issues({ ...recorded, lienRecordedDate: '2099-01-01', contestServedDate: '2099-02-01' })).toEqual(
      [],
    );
  });
});

describe('projectSchemaAt: a recording or contest after today on the project’s calendar', () => {
  // 2026-05-02 at 03:30 UTC is still May 1 in Florida: 23:30 in New York, 22:30 in Chicago.
  const lateMayFirst = '2026-05-02T03:30:00.000Z';
  // 04:30 UTC is 00:30 on May 2 in New York, still 23:30 on May 1 in Chicago.
  const newYorkMidnight = '2026-05-02T04:30:00.000Z';
  const recorded = { ...minimal, lastFurnishingDate: '2026-04-05', lienRecordedDate: '2026-05-01' };

  it('refuses a recording dated after today, and takes one dated today', () => {
    expect(issuesAt(lateMayFirst, { ...recorded, lienRecordedDate: '2026-05-02' })).toEqual([
      `lienRecordedDate: ${MESSAGES.lienRecordedInFuture}`,
    ]);
    expect(issuesAt(lateMayFirst, recorded)).toEqual([]);
  });

  it('refuses a Notice of Contest dated after today, and takes one dated today', () => {
    expect(issuesAt(lateMayFirst, { ...recorded, contestServedDate: '2026-05-02' })).toEqual([
      `contestServedDate: ${MESSAGES.contestInFuture}`,
    ]);
    expect(issuesAt(lateMayFirst, { ...recorded, contestServedDate: '2026-05-01' })).toEqual([]);
  });

  it("reads today in the project's own zone: New York's May 2 is still May 1 in the panhandle", () => {
    const mayTheSecond = { ...recorded, lienRecordedDate: '2026-05-02' };
    expect(issuesAt(newYorkMidnight, { ...mayTheSecond, timeZone: 'America/New_York' })).toEqual([]);
    expect(issuesAt(newYorkMidnight, { ...mayTheSecond, timeZone: 'America/Chicago' })).toEqual([
      `lienRecordedDate: ${MESSAGES.lienRecordedInFuture}`,
    ]);
  });

  it('keeps every other rule of projectSchema', () => {
    expect(issuesAt(lateMayFirst, { ...recorded, role: 'owner' })).toEqual([`role: ${MESSAGES.roleInvalid}`]);
    expect(issuesAt(lateMayFirst, { ...recorded, lienRecordedDate: '2026-01-01' })).toEqual([
      `lienRecordedDate: ${MESSAGES.lienRecordedBeforeFirstFurnishing}`,
    ]);
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

describe('planViolations (docs/product.md section 6)', () => {
  const everything = parsed({
    ...minimal,
    recurringAlertsInterval: '30',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2026-09-01',
    smsAlerts: true,
    textAccountPhone: true,
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
      'textAccountPhone: The Free plan does not include SMS alerts.',
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

describe('withinPlan (docs/product.md section 6)', () => {
  const goldSetup = parsed({
    ...minimal,
    alertEmail: 'a@example.com',
    alertEmail2: 'b@example.com',
    alertEmail3: 'c@example.com',
    alertPhone: '3055550001',
    alertPhoneConsent: true,
    alertPhone3: '3055550003',
    alertPhone3Consent: true,
    smsAlerts: true,
    textAccountPhone: true,
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
      '3055550001',
      '',
      false,
    ]);
    expect(silver.recurringAlertsInterval).toBe('15');
  });

  it('keeps one email and nothing SMS or recurring on Free', () => {
    const free = withinPlan(goldSetup, 'free');
    expect([free.alertEmail, free.alertEmail2]).toEqual(['a@example.com', '']);
    expect([free.alertPhone, free.alertPhoneConsent, free.textAccountPhone]).toEqual(['', false, false]);
    // The switch is the user's: it stands for an upgrade, with nothing left to text meanwhile.
    expect(free.smsAlerts).toBe(true);
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
