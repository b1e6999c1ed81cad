import { configDefaults, defineConfig } from 'vitest/config';
import { functionsProject, RUN_SETTINGS, sharedProject } from './vitest.config.ts';

/**
 * Date bugs hide in the host time zone (a calendar date read through `new Date()` turns into the
 * day before west of UTC, or the day after far east). `npm test` runs the domain and server suites
 * a second and third time, in one Vitest run, under the zones furthest apart that people live in:
 * UTC+14 and UTC-8/-7. Each project sets TZ in its own workers (Node re-reads TZ when it is
 * assigned), and so in every server process a test spawns; `shared/src/calendar/host-time-zone.test.ts`
 * fails if a worker's clock is not in the zone its project names.
 */
export const TIME_ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles'] as const;

/**
 * Test files the time-zone runs leave out: none of them reads a calendar date off the host's clock
 * (the data-directory upgrade test computes its dates in an explicit zone). They test the
 * local server's plumbing (stream reading, the database process and its network exposure,
 * restarts, data-directory moves and upgrades, routing, static files, the dev routes' exposure),
 * sign-in, sessions, cookies and password resets, SMS keywords and opt-in, the diagnostics, the
 * provider adapters (SES, Twilio, EventBridge, Stripe's API calls), secrets and ids (instants and
 * Unix seconds only), and the fuzz, load and OpenAPI suites, whose date handling is the projects
 * suites'. They still run once, in the host's zone. (The functions project already leaves out the
 * alert fault-injection suite: its dates are fixed instants and the projects' own zones, and the
 * alerts suites check every alert's dates under all three.)
 */
const TIME_ZONE_INSENSITIVE = [
  '**/local/table-stream.test.ts',
  '**/local/shard-lineage.test.ts',
  '**/local/stream-filter.test.ts',
  '**/local/dynamodb-local.test.ts',
  '**/local/server-restart.test.ts',
  '**/local/legacy-data-dir.test.ts',
  '**/local/legacy-deadline-items.test.ts',
  '**/local/shared-database.test.ts',
  '**/local/dev-routes-exposure.test.ts',
  '**/local/server.test.ts',
  '**/local/router.test.ts',
  '**/local/static-files.test.ts',
  '**/local/web-build.test.ts',
  '**/local/api-gateway-event.test.ts',
  '**/test/api/auth.test.ts',
  '**/test/api/password-reset.test.ts',
  '**/test/api/request-rules.test.ts',
  '**/src/services/auth/**',
  '**/test/fuzz/**',
  '**/test/load/**',
  '**/src/route-contracts.test.ts',
  // The contract check and the client generated from the document: no calendar date of their own.
  '**/test/contract/contract-check.test.ts',
  '**/test/contract/generated-client.test.ts',
  '**/local/dynamodb-local-network.test.ts',
  '**/test/api/secure-cookies.test.ts',
  '**/test/api/diagnostics.test.ts',
  '**/test/sms/opt-in.test.ts',
  '**/test/sms/incoming.test.ts',
  '**/test/billing/stripe-api.test.ts',
  '**/src/adapters/aws/twilio-texter.test.ts',
  '**/src/adapters/aws/ses-mailer.test.ts',
  '**/src/adapters/aws/event-bus.test.ts',
  '**/src/app-secrets.test.ts',
  '**/src/ports/ids.test.ts',
];

export default defineConfig({
  test: {
    ...RUN_SETTINGS,
    projects: TIME_ZONES.flatMap((zone) =>
      [sharedProject, functionsProject].map((project) => ({
        test: {
          ...project.test,
          name: `${project.test.name} TZ=${zone}`,
          env: { TZ: zone },
          exclude: [
            ...('exclude' in project.test ? project.test.exclude : configDefaults.exclude),
            ...TIME_ZONE_INSENSITIVE,
          ],
        },
      })),
    ),
  },
});
