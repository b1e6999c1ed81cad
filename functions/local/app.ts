/**
 * Everything the functions use, assembled at once from the composition parts (composition/): for
 * the tests, the benchmarks and the local server, which exercise every handler in one process.
 * Lambda handlers never import this file: each `use`s only the parts it needs, so its bundle
 * carries only those adapters.
 */

import { environmentSecrets } from '#local/adapters/environment-secrets';
import type { LocalPayments } from '#local/adapters/local-payments';
import { localClock } from '#local/adapters/movable-clock';
import { outboxMailer } from '#local/adapters/outbox-mailer';
import { outboxTexter } from '#local/adapters/outbox-texter';
import { storeScheduler } from '#local/adapters/store-scheduler';
import { localAlerts } from '#local/composition/local-alerts';
import { localTestPayments } from '#local/composition/local-payments';
import { LOCAL_PROVIDER_SETUP } from '#local/composition/local-provider-setup';
import { runsLocally } from '#local/composition/runs-locally';
import type { LocalSchedules } from '#local/store/local-schedules';
import type { Outbox } from '#local/store/outbox';
import { alertDelivery } from '#src/composition/alert-delivery';
import { alertRecords } from '#src/composition/alert-records';
import { alertSending } from '#src/composition/alert-sending';
import { alertSweep } from '#src/composition/alert-sweep';
import { alertSync } from '#src/composition/alert-sync';
import { passwords, sessions } from '#src/composition/auth';
import { billingEvents } from '#src/composition/billing';
import { phoneConsents, phoneStatuses } from '#src/composition/consent';
import { dataDeletions, lapsedDataDeletion } from '#src/composition/data-deletion';
import { suppressionList } from '#src/composition/deliverability';
import { deliveryHandOver, deliveryReconciling } from '#src/composition/delivery-reconciling';
import { frontDoor } from '#src/composition/front-door';
import { messageDelivery } from '#src/composition/message-delivery';
import { messageDispatch } from '#src/composition/message-dispatch';
import { mailer, outboxProviders, texter } from '#src/composition/message-providers';
import { operationMetrics } from '#src/composition/metrics';
import { stripeHttpClient } from '#src/composition/payments';
import { providerSetup } from '#src/composition/provider-setup';
import { clock, config, ids } from '#src/composition/runtime';
import { scheduler } from '#src/composition/scheduler';
import { schedulingWindowDays } from '#src/composition/scheduling-window';
import { currentScope, type Part, Scope, type Use, useScope } from '#src/composition/scope';
import { secretSource } from '#src/composition/secret-source';
import { describedProjects, rateLimiter, storeHealth, teamRemovals, users } from '#src/composition/stores';
import { localPaymentProvider } from '#src/composition/stripe-settings';
import type { AppConfig } from '#src/config';
import { log } from '#src/log';
import type { AlertStore } from '#src/ports/alert-store';
import type { Clock } from '#src/ports/clock';
import type { DataDeletions } from '#src/ports/data-deletions';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { IdGenerator } from '#src/ports/ids';
import type { Mailer } from '#src/ports/mailer';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { OperationMetrics } from '#src/ports/metrics';
import type { PhoneStatuses } from '#src/ports/phone-status';
import type { DescribedProjectStore } from '#src/ports/project-store';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { AlertPayload, Scheduler } from '#src/ports/scheduler';
import type { StoreHealth } from '#src/ports/store-health';
import type { SuppressionList } from '#src/ports/suppressions';
import type { TeamRemovals } from '#src/ports/team-removals';
import type { Texter } from '#src/ports/texter';
import type { UserStore } from '#src/ports/user-store';
import type { AlertSyncService } from '#src/services/alerts/alert-sync';
import type { SweepReport } from '#src/services/alerts/daily-sweep';
import type { DeliveryReport } from '#src/services/alerts/deliver-alert';
import type { ReconcileReport } from '#src/services/alerts/reconcile-deliveries';
import type { PasswordHasher } from '#src/services/auth/passwords';
import type { SessionTokens } from '#src/services/auth/session-tokens';
import type { DataDeletionReport } from '#src/services/billing/delete-lapsed-data';
import type { BillingEventOutcome } from '#src/services/billing/handle-billing-event';
import type { ProjectPhoneConsents } from '#src/services/messaging/phone-consents';

export interface Alerting {
  sync: AlertSyncService;
  /** Decides the alert and answers what to deliver (send-alert). */
  send(payload: AlertPayload): Promise<DeliveryOrder>;
  /** Sends what `send` answered (deliver-alert), as Lambda's destination does in AWS. */
  deliver(order: DeliveryOrder): Promise<DeliveryReport>;
  sweep(): Promise<SweepReport>;
  /** Hands messages claimed but not delivered in time back to deliver-alert (docs/decisions/014). */
  reconcile(): Promise<ReconcileReport>;
  /** Each alert's state (scheduled, sent, skipped and why). */
  records: AlertStore;
  phones: PhoneStatuses;
  /** The local runtime's outbox and schedules; null in AWS. */
  outbox: Outbox | null;
  localSchedules: LocalSchedules | null;
}

export interface Billing {
  /** What the Stripe webhook does with a verified event; the local provider's events too. */
  handleEvent(event: unknown): Promise<BillingEventOutcome>;
  /** The daily job that deletes what a lapsed paid plan left beyond Free (docs/decisions/011). */
  deleteLapsedData(): Promise<DataDeletionReport>;
  deletions: DataDeletions;
  /** The local test-payment provider; null in AWS. */
  localPayments: LocalPayments | null;
}

export interface App {
  config: AppConfig;
  clock: Clock;
  ids: IdGenerator;
  users: UserStore;
  /** With the deadlines' descriptions: a test reads what every answer could show. */
  projects: DescribedProjectStore;
  rateLimiter: RateLimiter;
  storeHealth: StoreHealth;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  /** The SMS consents project saves give. */
  phoneConsents: ProjectPhoneConsents;
  alerting: Alerting;
  billing: Billing;
  /** Emails and texts a table function has sent (password reset, SMS confirmation ...). */
  messages: MessageDispatch;
  /** Each account's suppression list (bounced, complained, unsubscribed, failing). */
  suppressions: SuppressionList;
  /** Who left each account's team: the links sent to them before end. */
  teamRemovals: TeamRemovals;
}

export type AppOverrides = Partial<Pick<App, 'config' | 'clock' | 'ids' | 'passwords'>> & {
  alertProviders?: Partial<{
    scheduler: Scheduler;
    mailer: Mailer;
    texter: Texter;
  }>;
  /** Stripe's HTTP boundary: tests record and answer every request (test/stripe-stand-in.ts). */
  stripeHttpClient?: ReturnType<typeof stripeHttpClient.build>;
  /** Days ahead whose alerts hold a schedule (composition/scheduling-window.ts). */
  schedulingWindowDays?: number;
  /** What the functions count: a test's recorder (test/recorded-metrics.ts). */
  metrics?: OperationMetrics;
};

const scopes = new WeakMap<App, Scope>();

/** A part the app builds and hands to the functions; null when it has none to give (in AWS). */
interface HandOver<T> {
  part: Part<T>;
  build: (use: Use) => T | null;
}

const handOver = <T>(part: Part<T>, build: (use: Use) => T | null): HandOver<T> => ({ part, build });

/**
 * What no function may build for itself, because in AWS it holds neither the table nor the other
 * function, while one process holds both: the app hands each over, unless a test gave its own.
 * In order: a later one may use an earlier one.
 */
const HAND_OVERS: readonly HandOver<unknown>[] = [
  // The secrets are the environment's variables: no Secrets Manager, no extension to read it through.
  handOver(secretSource, (use) => (runsLocally(use) ? environmentSecrets() : null)),
  // ... and the diagnostics pages say so, and that the outbox takes what no provider sends.
  handOver(providerSetup, (use) => (runsLocally(use) ? LOCAL_PROVIDER_SETUP : null)),
  // The time `POST /api/dev/clock` moves, shared with the local scheduler and the dev routes.
  handOver(clock, (use) => (runsLocally(use) ? localClock : null)),
  // Nothing stands in front of the local server: no CloudFront secret to check, the socket's address is the browser's.
  handOver(frontDoor, (use) => (runsLocally(use) ? { originVerifyValue: null } : null)),
  // ApplySchedules holds no table (composition/scheduler.ts); the local runtime keeps its schedules there.
  handOver(scheduler, (use) => {
    const localSchedules = use(localAlerts)?.localSchedules;
    return localSchedules ? storeScheduler(localSchedules) : null;
  }),
  // Deliver-alert holds no table (docs/decisions/007), so it cannot build the outbox, which is in it.
  handOver(outboxProviders, (use) => {
    const outbox = use(localAlerts)?.outbox;
    return outbox
      ? { mailer: outboxMailer(outbox, use(clock)), texter: outboxTexter(outbox, use(clock)) }
      : null;
  }),
  // The payment functions hold no local provider in AWS; locally its records are in the table.
  handOver(localPaymentProvider, (use) => use(localTestPayments)),
  // A table function hands its messages to DeliverMessages in AWS (composition/message-dispatch.ts);
  // in one process the app sends them at once through the alert providers (the outbox locally).
  handOver(messageDispatch, (use) => ({
    dispatch: async (purpose, messages) => {
      await use(messageDelivery)({ purpose, messages });
    },
  })),
  // The reconciler hands unsent messages to deliver-alert through EventBridge in AWS; in one process
  // the app calls deliver-alert at once. As with the asynchronous event, a delivery that fails does
  // not fail the reconciler: its records keep the messages due.
  handOver(deliveryHandOver, (use) => ({
    handOver: async (order) => {
      try {
        await use(alertDelivery)(order);
      } catch (error) {
        log.warn('Redelivered alert not fully delivered', {
          alert: order.alert,
          error,
        });
      }
    },
  })),
];

/** The scope with every hand-over the app has to give, except the parts given in advance. */
function handOverAll(scope: Scope, given: ReadonlySet<Part<unknown>> = new Set()): Scope {
  for (const { part, build } of HAND_OVERS) {
    if (given.has(part)) continue;
    const value = build(scope.use);
    if (value !== null) scope.provide(part, value);
  }
  return scope;
}

function assemble(use: Use): App {
  const local = use(localAlerts);
  return {
    config: use(config),
    clock: use(clock),
    ids: use(ids),
    users: use(users),
    projects: use(describedProjects),
    rateLimiter: use(rateLimiter),
    storeHealth: use(storeHealth),
    passwords: use(passwords),
    sessions: use(sessions),
    phoneConsents: use(phoneConsents),
    messages: use(messageDispatch),
    suppressions: use(suppressionList),
    teamRemovals: use(teamRemovals),
    alerting: {
      sync: use(alertSync),
      send: (payload) => use(alertSending)(payload),
      deliver: (order) => use(alertDelivery)(order),
      sweep: () => use(alertSweep)(),
      reconcile: () => use(deliveryReconciling)(),
      records: use(alertRecords),
      phones: use(phoneStatuses),
      outbox: local?.outbox ?? null,
      localSchedules: local?.localSchedules ?? null,
    },
    billing: {
      handleEvent: (event) => use(billingEvents)(event),
      deleteLapsedData: () => use(lapsedDataDeletion)(),
      deletions: use(dataDeletions),
      localPayments: use(localTestPayments),
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
    [scheduler, providers.scheduler],
    [mailer, providers.mailer],
    [texter, providers.texter],
    [stripeHttpClient, overrides.stripeHttpClient],
    [schedulingWindowDays, overrides.schedulingWindowDays],
    [operationMetrics, overrides.metrics],
  ] as const;
  const provided = new Set<Part<unknown>>();
  for (const [part, value] of given) {
    if (!value) continue;
    scope.provide<unknown>(part, value);
    provided.add(part);
  }
  const app = assemble(handOverAll(scope, provided).use);
  scopes.set(app, scope);
  return app;
}

/** The app of this process's own scope, the one the handlers use (the local server's). */
export function getApp(): App {
  return assemble(handOverAll(currentScope()).use);
}

/** Tests point the handlers at an app from `createApp`; undefined restores the default. */
export function setAppForTests(app: App | undefined): void {
  useScope(app && scopes.get(app));
}
