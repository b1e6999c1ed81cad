/**
 * Everything the functions use, assembled at once from the composition parts (composition/): for
 * the tests, the benchmarks and the local server, which exercise every handler in one process.
 * Lambda handlers never import this file: each `use`s only the parts it needs, so its bundle
 * carries only those adapters.
 */
import type { AlertStore } from '#ports/alert-store';
import type { AlertSync } from '#ports/alert-sync';
import type { Clock } from '#ports/clock';
import type { IdGenerator } from '#ports/ids';
import type { Mailer } from '#ports/mailer';
import type { OperatorNotices } from '#ports/operator-notices';
import type { PhoneStatuses } from '#ports/phone-status';
import type { ProjectStore } from '#ports/project-store';
import type { RateLimiter } from '#ports/rate-limiter';
import type { AlertPayload, Scheduler } from '#ports/scheduler';
import type { StoreHealth } from '#ports/store-health';
import type { Texter } from '#ports/texter';
import type { UserStore } from '#ports/user-store';
import type { PasswordHasher } from '#services/auth/passwords';
import type { SessionTokens } from '#services/auth/session-tokens';
import { alertRecords } from './composition/alert-records';
import { alertSending, mailer, texter } from './composition/alert-sending';
import { alertSweep } from './composition/alert-sweep';
import { alertSync, projectAlerts } from './composition/alert-sync';
import { passwords, sessions } from './composition/auth';
import { phoneConsents, phoneStatuses } from './composition/consent';
import { localAlerts } from './composition/local-alerts';
import { operatorNotices } from './composition/operator-notices';
import { clock, config, ids } from './composition/runtime';
import { scheduler } from './composition/scheduler';
import { Scope, type Use, use, useScope } from './composition/scope';
import { projects, rateLimiter, storeHealth, users } from './composition/stores';
import type { AppConfig } from './config';
import type { AlertSyncService } from './services/alerts/alert-sync';
import type { SweepReport } from './services/alerts/daily-sweep';
import type { SendAlertOutcome } from './services/alerts/send-alert';
import type { ProjectPhoneConsents } from './services/projects/phone-consents';
import type { LocalSchedules } from './store/local-schedules';
import type { Outbox } from './store/outbox';

export interface Alerting {
  sync: AlertSyncService;
  send(payload: AlertPayload): Promise<SendAlertOutcome>;
  sweep(): Promise<SweepReport>;
  /** Each alert's state (scheduled, sent, skipped and why, failed and why). */
  records: AlertStore;
  phones: PhoneStatuses;
  /** The local runtime's outbox and schedules; null in AWS. */
  outbox: Outbox | null;
  localSchedules: LocalSchedules | null;
}

export interface App {
  config: AppConfig;
  clock: Clock;
  ids: IdGenerator;
  users: UserStore;
  projects: ProjectStore;
  rateLimiter: RateLimiter;
  storeHealth: StoreHealth;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  /** What project saves tell about alerts. */
  alerts: AlertSync;
  /** The SMS consents project saves give. */
  phoneConsents: ProjectPhoneConsents;
  alerting: Alerting;
}

export type AppOverrides = Partial<Pick<App, 'config' | 'clock' | 'ids' | 'passwords' | 'alerts'>> & {
  alertProviders?: Partial<{
    scheduler: Scheduler;
    mailer: Mailer;
    texter: Texter;
    notices: OperatorNotices;
  }>;
};

const scopes = new WeakMap<App, Scope>();

function assemble(use: Use): App {
  const local = use(localAlerts);
  return {
    config: use(config),
    clock: use(clock),
    ids: use(ids),
    users: use(users),
    projects: use(projects),
    rateLimiter: use(rateLimiter),
    storeHealth: use(storeHealth),
    passwords: use(passwords),
    sessions: use(sessions),
    alerts: use(projectAlerts),
    phoneConsents: use(phoneConsents),
    alerting: {
      sync: use(alertSync),
      send: (payload) => use(alertSending)(payload),
      sweep: () => use(alertSweep)(),
      records: use(alertRecords),
      phones: use(phoneStatuses),
      outbox: local?.outbox ?? null,
      localSchedules: local?.localSchedules ?? null,
    },
  };
}

/** A separate app (its own scope) with some parts given: a test clock, ids, recorders, mocked providers. */
export function createApp(overrides: AppOverrides = {}): App {
  const scope = new Scope();
  const { alertProviders: providers = {} } = overrides;
  const given = [
    [config, overrides.config],
    [clock, overrides.clock],
    [ids, overrides.ids],
    [passwords, overrides.passwords],
    [projectAlerts, overrides.alerts],
    [scheduler, providers.scheduler],
    [mailer, providers.mailer],
    [texter, providers.texter],
    [operatorNotices, providers.notices],
  ] as const;
  for (const [part, value] of given) if (value) scope.provide<unknown>(part, value);
  const app = assemble(scope.use);
  scopes.set(app, scope);
  return app;
}

/** The app of this process's own scope, the one the handlers use (the local server's). */
export function getApp(): App {
  return assemble(use);
}

/** Tests point the handlers at an app from `createApp`; undefined restores the default. */
export function setAppForTests(app: App | undefined): void {
  useScope(app && scopes.get(app));
}
