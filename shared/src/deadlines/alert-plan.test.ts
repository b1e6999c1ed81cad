import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../calendar/local-date';
import { daysAfter } from '../test-support/calendar-oracle';
import {
  deadlineId,
  deadlineWithSuffix,
  jobFields,
  PROJECT_ID,
  deadlineInput as project,
} from '../test-support/deadline-input';
import { ALERT_LOCAL_TIME, alertFireAt, planAlerts } from './alert-plan';
import { computeDeadlines } from './engine';
import { alertTargetDate } from './urgency';

const NEW_YORK = 'America/New_York';
const CHICAGO = 'America/Chicago';

/** What a wall clock in `timeZone` shows at `instant`, read independently of the code under test. */
function wallClock(instant: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

describe('alertFireAt: 09:00 local, across both DST changes', () => {
  it.each([
    // Spring forward on Sunday 2026-03-08 at 02:00: 09:00 that morning is already daylight time.
    ['2026-03-07', NEW_YORK, '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', NEW_YORK, '2026-03-08T13:00:00.000Z'],
    ['2026-03-07', CHICAGO, '2026-03-07T15:00:00.000Z'],
    ['2026-03-08', CHICAGO, '2026-03-08T14:00:00.000Z'],
    // Fall back on Sunday 2026-11-01 at 02:00: 09:00 that morning is standard time again.
    ['2026-10-31', NEW_YORK, '2026-10-31T13:00:00.000Z'],
    ['2026-11-01', NEW_YORK, '2026-11-01T14:00:00.000Z'],
    ['2026-10-31', CHICAGO, '2026-10-31T14:00:00.000Z'],
    ['2026-11-01', CHICAGO, '2026-11-01T15:00:00.000Z'],
  ])('%s in %s is %s', (localDate, timeZone, instant) => {
    expect(alertFireAt(localDate, timeZone)).toBe(instant);
  });
});

describe('planAlerts', () => {
  const longAgo = new Date('2025-01-01T00:00:00Z');

  it('counts down to a Claim of Lien 30, 14, 7, 3 and 1 days before its due date (not its legal last day)', () => {
    const { deadlines } = computeDeadlines(project());
    const alerts = planAlerts(deadlines, { timeZone: NEW_YORK, now: longAgo });
    expect(alerts.map(({ alertKey, localDate }) => [alertKey, localDate])).toEqual([
      ['d30', '2026-06-04'],
      ['d14', '2026-06-20'],
      ['d7', '2026-06-27'],
      ['d3', '2026-07-01'],
      ['d1', '2026-07-03'],
    ]);
    expect(alerts[0]).toEqual({
      deadlineId: `${PROJECT_ID}-lien`,
      projectId: PROJECT_ID,
      alertKey: 'd30',
      localDate: '2026-06-04',
      localTime: '09:00',
      timeZone: NEW_YORK,
      fireAt: '2026-06-04T13:00:00.000Z',
    });
  });

  it('never alerts for the Notice to Owner, which is reference only', () => {
    const { deadlines } = computeDeadlines(project({ lastFurnishingDate: '' }));
    expect(deadlines.map((d) => d.type)).toEqual(['notice_to_owner']);
    expect(planAlerts(deadlines, { timeZone: NEW_YORK, now: longAgo })).toEqual([]);
  });

  it('alerts each recurring reminder once, on its own date', () => {
    const { deadlines } = computeDeadlines(
      project({
        lastFurnishingDate: '',
        recurringAlertsInterval: '30',
        recurringAlertsStartDate: '2026-02-01',
        recurringAlertsEndDate: '2026-04-01',
      }),
    );
    const alerts = planAlerts(deadlines, { timeZone: CHICAGO, now: longAgo });
    // Feb 1 + 30 days is Mar 3; the next, Apr 2, is after the end date.
    expect(alerts.map(({ deadlineId, alertKey, fireAt }) => [deadlineId, alertKey, fireAt])).toEqual([
      [`${PROJECT_ID}-r20260201`, 'due', '2026-02-01T15:00:00.000Z'],
      [`${PROJECT_ID}-r20260303`, 'due', '2026-03-03T15:00:00.000Z'],
    ]);
  });

  it('skips alerts whose time has passed when the project is saved', () => {
    const { deadlines } = computeDeadlines(project());
    // Saved on 2026-06-27 at 09:00 New York: the 7-day alert is firing right now, so it is skipped.
    const now = new Date('2026-06-27T13:00:00.000Z');
    expect(planAlerts(deadlines, { timeZone: NEW_YORK, now }).map((a) => a.alertKey)).toEqual(['d3', 'd1']);
    const aMomentEarlier = new Date(now.getTime() - 1);
    expect(planAlerts(deadlines, { timeZone: NEW_YORK, now: aMomentEarlier }).map((a) => a.alertKey)).toEqual(
      ['d7', 'd3', 'd1'],
    );
    // The evening before the due day: every countdown alert is past. Those on record reached the user.
    const evening = new Date('2026-07-04T00:00:00Z');
    expect(planAlerts(deadlines, { timeZone: NEW_YORK, now: evening, onRecord: () => true })).toEqual([]);
  });

  it('names every schedule under the 64-character limit', () => {
    const { deadlines } = computeDeadlines(
      project({
        recurringAlertsInterval: '15',
        recurringAlertsStartDate: '2026-02-01',
        recurringAlertsEndDate: '2027-01-31',
      }),
    );
    for (const alert of planAlerts(deadlines, { timeZone: NEW_YORK, now: longAgo })) {
      expect(`alert-${alert.deadlineId}-${alert.alertKey}`.length).toBeLessThan(64);
    }
  });

  it('plans only future alerts, each at 09:00 on its day in the project’s zone', () => {
    const anyDay = fc
      .integer({ min: toEpochDay('2024-01-01'), max: toEpochDay('2035-12-31') })
      .map(fromEpochDay);
    let checked = 0;
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(NEW_YORK, CHICAGO),
        // "Now" from a month before first furnishing to well after the lien deadline, to the minute.
        fc.integer({ min: -30 * 24 * 60, max: 500 * 24 * 60 }),
        (first, gap, timeZone, minutesAfterFirst) => {
          const now = new Date(Date.parse(`${first}T00:00:00Z`) + minutesAfterFirst * 60_000);
          const lastFurnishingDate = fromEpochDay(toEpochDay(first) + gap);
          const { deadlines } = computeDeadlines(
            project({
              firstFurnishingDate: first,
              lastFurnishingDate,
              recurringAlertsInterval: '15',
              recurringAlertsStartDate: first,
              recurringAlertsEndDate: lastFurnishingDate,
            }),
          );
          for (const alert of planAlerts(deadlines, { timeZone, now })) {
            expect(Date.parse(alert.fireAt)).toBeGreaterThan(now.getTime());
            expect(wallClock(alert.fireAt, timeZone)).toEqual({ date: alert.localDate, time: '09:00' });
            checked++;
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('planAlerts for the deadlines of roles, bonds and recorded liens', () => {
  const longAgo = new Date('2025-01-01T00:00:00Z');
  const COUNTDOWN = [30, 14, 7, 3, 1] as const;
  /** The five alerts counting down to `target`, as the test counts them. */
  const countdownTo = (target: string) => COUNTDOWN.map((days) => [`d${days}`, daysAfter(target, -days)]);
  const alertsOf = (
    deadlines: ReturnType<typeof computeDeadlines>['deadlines'],
    suffix: string,
    timeZone: string,
  ) => planAlerts([deadlineWithSuffix(deadlines, suffix)], { timeZone, now: longAgo });

  // A contractor's lien recorded Monday 2026-06-01: serve by Tuesday 2026-06-16, the affidavit by
  // Thursday 2027-05-27, suit by Tuesday 2027-06-01.
  const contractor = computeDeadlines(
    project({ role: 'contractor', lienRecordedDate: '2026-06-01' }),
  ).deadlines;
  // A bonded job's subcontractor: Notice of Nonpayment by 2026-07-04, suit on the bond by 2027-04-05.
  const bondedSub = computeDeadlines(project({ role: 'subcontractor', ...jobFields('bonded') })).deadlines;

  it.each([
    ['serve', contractor, '2026-06-16'],
    ['enforce', contractor, '2027-06-01'],
    ['fpa', contractor, '2027-05-27'],
    ['lien', bondedSub, '2026-07-04'],
    ['bond', bondedSub, '2027-04-05'],
  ] as const)(
    '-%s alerts 30, 14, 7, 3 and 1 days before %s, at 09:00 in the project’s zone',
    (suffix, deadlines, due) => {
      for (const timeZone of [NEW_YORK, CHICAGO]) {
        const alerts = alertsOf(deadlines, suffix, timeZone);
        expect(alerts.map((alert) => [alert.alertKey, alert.localDate])).toEqual(countdownTo(due));
        for (const alert of alerts) {
          expect(alert).toMatchObject({ deadlineId: deadlineId(suffix), projectId: PROJECT_ID, timeZone });
          expect(alert.localTime).toBe(ALERT_LOCAL_TIME);
          expect(wallClock(alert.fireAt, timeZone)).toEqual({ date: alert.localDate, time: '09:00' });
        }
      }
    },
  );

  it('gives the Notice to Contractor of a bonded or public job no alert: it is reference only', () => {
    for (const job of ['bonded', 'public'] as const) {
      const { deadlines } = computeDeadlines(
        project({ role: 'sub_subcontractor', ...jobFields(job), lastFurnishingDate: '' }),
      );
      expect(deadlines.map((d) => d.title)).toEqual(['Notice to Contractor']);
      expect(planAlerts(deadlines, { timeZone: NEW_YORK, now: longAgo })).toEqual([]);
    }
  });

  it.each([
    // Counted to Saturday 2026-11-28; Thanksgiving's Thursday and Friday close too: Wednesday the 25th.
    ['2025-12-03', '2026-11-28', '2026-11-25'],
    // Counted to Labor Day, Monday 2027-09-06: the Friday before.
    ['2026-09-11', '2027-09-06', '2027-09-03'],
  ])(
    'counts the affidavit (recorded %s, counted to %s) down to its earlier last safe day %s',
    (recorded, counted, lastSafeDay) => {
      const { deadlines } = computeDeadlines(
        project({
          role: 'contractor',
          firstFurnishingDate: '2025-08-04',
          lastFurnishingDate: '2025-10-15',
          lienRecordedDate: recorded,
        }),
      );
      const affidavit = deadlineWithSuffix(deadlines, 'fpa');
      expect([affidavit.dueDate, affidavit.legalLastDay]).toEqual([counted, lastSafeDay]);
      expect(alertTargetDate(affidavit)).toBe(lastSafeDay);
      expect(alertsOf(deadlines, 'fpa', NEW_YORK).map((a) => [a.alertKey, a.localDate])).toEqual(
        countdownTo(lastSafeDay),
      );
    },
  );

  it('counts every other deadline down to its due date, not to a later legal last day', () => {
    // The recorded lien's suit, due Saturday 2027-09-11, may be filed Monday the 13th.
    const { deadlines } = computeDeadlines(
      project({
        role: 'contractor',
        firstFurnishingDate: '2026-05-04',
        lastFurnishingDate: '2026-08-01',
        lienRecordedDate: '2026-09-11',
      }),
    );
    const enforce = deadlineWithSuffix(deadlines, 'enforce');
    expect([enforce.dueDate, enforce.legalLastDay]).toEqual(['2027-09-11', '2027-09-13']);
    expect(alertTargetDate(enforce)).toBe('2027-09-11');
    expect(alertsOf(deadlines, 'enforce', CHICAGO).at(-1)).toMatchObject({
      alertKey: 'd1',
      localDate: '2027-09-10',
    });
  });
});

describe('planAlerts: the deadlines events bring, and one entered too late for its countdown', () => {
  /** The sworn statement of a demand served on `demand`, a private subcontractor's. */
  const sworn = (demand: string) =>
    deadlineWithSuffix(
      computeDeadlines(project({ role: 'subcontractor', swornStatementDemandDate: demand })).deadlines,
      'sworn',
    );
  const keysAndDays = (alerts: ReturnType<typeof planAlerts>) =>
    alerts.map(({ alertKey, localDate, fireAt }) => [alertKey, localDate, fireAt]);

  it('a sworn statement due Wednesday 2026-04-01 alerts 30, 14, 7, 3 and 1 days before, the past one skipped', () => {
    // Monday 2026-03-02 at 10:00 in New York: that day's 9:00 (the 30-day alert) is past.
    const now = new Date('2026-03-02T15:00:00Z');
    expect(keysAndDays(planAlerts([sworn('2026-03-02')], { timeZone: NEW_YORK, now }))).toEqual([
      ['d14', '2026-03-18', '2026-03-18T13:00:00.000Z'],
      ['d7', '2026-03-25', '2026-03-25T13:00:00.000Z'],
      ['d3', '2026-03-29', '2026-03-29T13:00:00.000Z'],
      ['d1', '2026-03-31', '2026-03-31T13:00:00.000Z'],
    ]);
  });

  it('a demand entered with its deadline less than a day away gets one alert at the next 9:00', () => {
    // Served 2026-02-01: due Tuesday 2026-03-03. Entered Monday 2026-03-02 at 10:00, after the d1 alert's 9:00.
    const deadline = sworn('2026-02-01');
    const now = new Date('2026-03-02T15:00:00Z');
    expect(keysAndDays(planAlerts([deadline], { timeZone: NEW_YORK, now }))).toEqual([
      ['catch_up', '2026-03-03', '2026-03-03T14:00:00.000Z'],
    ]);
    // Entered at 8:00 on the due day itself: that day's 9:00.
    const early = new Date('2026-03-03T13:00:00Z');
    expect(keysAndDays(planAlerts([deadline], { timeZone: NEW_YORK, now: early }))).toEqual([
      ['catch_up', '2026-03-03', '2026-03-03T14:00:00.000Z'],
    ]);
    // Replanned just before its own time (as send-alert checks it), it is the same alert.
    const before = new Date(Date.parse('2026-03-03T14:00:00.000Z') - 1);
    expect(keysAndDays(planAlerts([deadline], { timeZone: NEW_YORK, now: before }))).toEqual([
      ['catch_up', '2026-03-03', '2026-03-03T14:00:00.000Z'],
    ]);
  });

  it('none once its countdown reached the user, none past the legal last day, none for a reference date', () => {
    const deadline = sworn('2026-02-01');
    const now = new Date('2026-03-02T15:00:00Z');
    // The d1 alert of this very plan fired this morning: no second one.
    const firedD1 = (alert: { alertKey: string; fireAt: string }) =>
      alert.alertKey === 'd1' && alert.fireAt === '2026-03-02T14:00:00.000Z';
    expect(planAlerts([deadline], { timeZone: NEW_YORK, now, onRecord: firedD1 })).toEqual([]);
    // The catch-up fired this morning: none at the next 9:00 either.
    const firedCatchUp = (alert: { alertKey: string }) => alert.alertKey === 'catch_up';
    expect(planAlerts([deadline], { timeZone: NEW_YORK, now, onRecord: firedCatchUp })).toEqual([]);
    // Due 2026-03-03, a Tuesday: on Wednesday nothing is on time any more.
    expect(planAlerts([deadline], { timeZone: NEW_YORK, now: new Date('2026-03-04T12:00:00Z') })).toEqual([]);
    // The 45-day notice is reference only, however late.
    const notice = deadlineWithSuffix(computeDeadlines(project()).deadlines, 'nto');
    expect(
      planAlerts([notice], { timeZone: NEW_YORK, now: new Date(`${notice.dueDate}T12:00:00Z`) }),
    ).toEqual([]);
  });

  it('a Saturday deadline entered on Sunday gets its alert Monday, its legal last day', () => {
    // The worked example's Claim of Lien: due Saturday 2026-07-04, legal last day Monday 2026-07-06.
    const lien = deadlineWithSuffix(computeDeadlines(project({ role: 'subcontractor' })).deadlines, 'lien');
    const sunday = new Date('2026-07-05T15:00:00Z');
    expect(keysAndDays(planAlerts([lien], { timeZone: NEW_YORK, now: sunday }))).toEqual([
      ['catch_up', '2026-07-06', '2026-07-06T13:00:00.000Z'],
    ]);
  });

  it('a shortened enforce deadline counts down to its new date', () => {
    const { deadlines } = computeDeadlines(
      project({ role: 'subcontractor', lienRecordedDate: '2026-06-01', showCauseServedDate: '2026-08-01' }),
    );
    const enforce = deadlineWithSuffix(deadlines, 'enforce');
    const alerts = planAlerts([enforce], { timeZone: NEW_YORK, now: new Date('2026-08-01T12:00:00Z') });
    // Suit by Friday 2026-08-21: the 30-day alert (2026-07-22) was before the summons.
    expect(alerts.map(({ alertKey, localDate }) => [alertKey, localDate])).toEqual([
      ['d14', '2026-08-07'],
      ['d7', '2026-08-14'],
      ['d3', '2026-08-18'],
      ['d1', '2026-08-20'],
    ]);
  });
});
