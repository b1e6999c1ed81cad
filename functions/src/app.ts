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
}

/** Placeholder until alert scheduling is wired in: saves store deadlines but schedule no alerts. */
const alertSyncNotYetWired: AlertSync = {
  async projectSaved() {},
  async projectDeleted() {},
};

export type AppOverrides = Partial<Pick<App, 'config' | 'clock' | 'ids' | 'passwords' | 'alerts'>>;

export function createApp(overrides: AppOverrides = {}): App {
  const config = overrides.config ?? getConfig();
  const clock = overrides.clock ?? systemClock;
  const client = createDocumentClient(config);
  const secrets = appSecretsLoader(config);
  return {
    config,
    secrets,
    clock,
    ids: overrides.ids ?? randomIds,
    users: dynamoUserStore(client, config.tableName),
    projects: dynamoProjectStore(client, config.tableName),
    rateLimiter: dynamoRateLimiter(client, config.tableName, clock),
    storeHealth: dynamoStoreHealth(client, config.tableName),
    passwords: overrides.passwords ?? scryptPasswordHasher(),
    sessions: jwtSessionTokens(async () => (await secrets()).sessionSecret, clock),
    alerts: overrides.alerts ?? alertSyncNotYetWired,
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
