import { defineConfig } from 'vitest/config';
import { timeZoneSelection } from './scripts/time-zone-tests.ts';
import { functionsProject, RUN_SETTINGS, sharedProject } from './vitest.config.ts';

/**
 * Date bugs hide in the host time zone (a calendar date read through `new Date()` turns into the
 * day before west of UTC, or the day after far east). `npm test` runs the suites of the code that
 * reads or takes a zone a second and third time, in one Vitest run, under the zones furthest apart
 * that people live in: UTC+14 and UTC-8/-7. Which files, scripts/time-zone-tests.ts decides from the
 * code (all of shared; the functions files that reach a date/time module without the whole app, and
 * of those on the database only the ones a module needs), and scripts/time-zone-tests.test.ts
 * keeps every date/time module reached. Each project sets TZ in
 * its own workers (Node re-reads TZ when it is assigned), and so in every server process a test
 * spawns; `shared/src/calendar/host-time-zone.test.ts` fails if a worker's clock is not in the zone
 * its project names. (The functions project's own exclusions hold here too: the alert
 * fault-injection suite is its own project, its dates fixed instants and the projects' own zones.)
 */
export const TIME_ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles'] as const;

const chosen = timeZoneSelection().tests;

export default defineConfig({
  test: {
    ...RUN_SETTINGS,
    projects: TIME_ZONES.flatMap((zone) =>
      [
        { project: sharedProject, include: chosen.shared },
        { project: functionsProject, include: chosen.functions },
      ].map(({ project, include }) => ({
        test: {
          ...project.test,
          name: `${project.test.name} TZ=${zone}`,
          env: { ...('env' in project.test ? project.test.env : {}), TZ: zone },
          include,
        },
      })),
    ),
  },
});
