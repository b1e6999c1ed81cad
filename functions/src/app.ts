/**
 * The composition root: the one place that chooses adapters, built once per cold start and shared
 * by every request the container serves. Services receive only the ports they use.
 */
import type { AlertSync } from '#ports/alert-sync';
import { type Clock, systemClock } from '#ports/clock';
import { type IdGenerator, randomIds } from '#ports/ids';
import type { ProjectStore } from '#ports/project-store';
import type { RateLimiter } from '#ports/rate-limiter';
import type { StoreHealth } from '#ports/store-health';
import type { UserStore } from '#ports/user-store';
import { type PasswordHasher, scryptPasswordHasher } from '#services/auth/passwords';
import { jwtSessionTokens, type SessionTokens } from '#services/auth/session-tokens';
import { localClock } from './adapters/local/movable-clock';
import { type Alerting, type AlertingInput, createAlerting } from './alerting';
import { type AppSecrets, appSecretsLoader } from './app-secrets';
import { type AppConfig, getConfig } from './config';
import { createDocumentClient } from './store/document-client';
import { dynamoStoreHealth } from './store/health';
import { dynamoProjectStore } from './store/projects';
import { dynamoRateLimiter } from './store/rate-limits';
import { dynamoUserStore } from './store/users';

export interface App {
  config: AppConfig;
  /** Loaded on first use, so functions without access to the secret never ask for it. */
  secrets: () => Promise<AppSecrets>;
  clock: Clock;
  ids: IdGenerator;
  users: UserStore;
  projects: ProjectStore;
  rateLimiter: RateLimiter;
  storeHealth: StoreHealth;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  alerts: AlertSync;
  /** Sending, the daily sweep and (locally) the outbox and schedules; see alerting.ts. */
  alerting: Alerting;
}

export type AppOverrides = Partial<Pick<App, 'config' | 'clock' | 'ids' | 'passwords' | 'alerts'>> & {
  alertProviders?: AlertingInput['providers'];
};

export function createApp(overrides: AppOverrides = {}): App {
  const config = overrides.config ?? getConfig();
  // Locally, time can be moved (POST /api/dev/clock) so alerts can be watched firing.
  const clock = overrides.clock ?? (config.runtime === 'local' ? localClock : systemClock);
  const client = createDocumentClient(config);
  const secrets = appSecretsLoader(config);
  const users = dynamoUserStore(client, config.tableName);
  const projects = dynamoProjectStore(client, config.tableName);
  const alerting = createAlerting({
    config,
    client,
    clock,
    secrets,
    users,
    projects,
    providers: overrides.alertProviders,
  });
  return {
    config,
    secrets,
    clock,
    ids: overrides.ids ?? randomIds,
    users,
    projects,
    rateLimiter: dynamoRateLimiter(client, config.tableName, clock),
    storeHealth: dynamoStoreHealth(client, config.tableName),
    passwords: overrides.passwords ?? scryptPasswordHasher(),
    sessions: jwtSessionTokens(async () => (await secrets()).sessionSecret, clock),
    alerts: overrides.alerts ?? alerting.sync,
    alerting,
  };
}

let current: Promise<App> | undefined;

export function getApp(): Promise<App> {
  current ??= Promise.resolve().then(() => createApp());
  return current;
}

/** Tests install an app with an injected clock, ids or alert recorder; undefined restores the default. */
export function setAppForTests(app: App | undefined): void {
  current = app && Promise.resolve(app);
}
