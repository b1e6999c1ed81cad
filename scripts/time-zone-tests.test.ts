/**
 * The time-zone runs (vitest.time-zones.config.ts) leave no date/time code out: every module that
 * reads or takes a zone is run under the far-apart zones by at least one chosen test file, and the
 * zone check itself is always among them. The selection's rule: scripts/time-zone-tests.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { timeZoneSelection, ZONE_CODE } from './time-zone-tests';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the time-zone runs', () => {
  const selection = timeZoneSelection();

  it('run every date/time module under the extra zones, through a test that reaches it', () => {
    const unreached = [...selection.reachedBy]
      .filter(([, tests]) => tests.length === 0)
      .map(([module]) => module);
    // A module listed here reads or takes a time zone but no test runs it under the extra zones:
    // give it a test that imports it (or imports a unit that uses it, not the whole app).
    expect(unreached).toEqual([]);
    expect(selection.dateTimeModules.length).toBeGreaterThan(0);
  });

  it('leave out a database suite whose date/time modules files without the database run already', () => {
    // The password reset suite reaches the alert message module through the reset email, as that
    // module's own tests do; the sign-in and local payments suites reach the closing and cancellation
    // dates (services/florida-date.ts), which florida-date.test.ts runs alone. (A module that only a
    // database suite reaches keeps that suite: the first check fails for a module no file reaches.)
    const suites = readdirSync(join(ROOT, 'functions/test'), { recursive: true }).map(String);
    const databaseSuites = [
      'api/password-reset.test.ts',
      'api/auth.test.ts',
      'billing/local-payments.test.ts',
    ];
    expect(suites).toEqual(expect.arrayContaining(databaseSuites));
    for (const suite of databaseSuites) expect(selection.tests.functions).not.toContain(`test/${suite}`);
    expect(selection.tests.functions).toContain('src/services/florida-date.test.ts');
  });

  it('include the checks that each worker runs in its zone, and every shared suite', () => {
    expect(selection.tests.shared).toContain('src/calendar/host-time-zone.test.ts');
  });

  it.each([
    'const hour = date.getHours();',
    'date.setDate(date.getDate() + 1);',
    'new Date(2026, 4, 9)',
    "date.toLocaleDateString('en-US')",
    'date.toDateString()',
    'date.getTimezoneOffset()',
    "new Intl.DateTimeFormat('en-US', { timeZone })",
    "import { TZDate } from '@date-fns/tz';",
    "import { addDays } from 'date-fns';",
    "Date.parse('2026-05-09T09:00:00')",
  ])('count %s as date/time code', (line) => {
    expect(ZONE_CODE.test(line)).toBe(true);
  });

  it.each([
    'date.getUTCDate()',
    'new Date(Date.UTC(2026, 4, 9))',
    "new Date('2026-05-09T13:00:00.000Z')",
    "new Date('2026-05-09T09:00:00-04:00')",
    'date.toISOString()',
    'Date.now()',
  ])('count %s as zone-free', (line) => {
    expect(ZONE_CODE.test(line)).toBe(false);
  });
});
