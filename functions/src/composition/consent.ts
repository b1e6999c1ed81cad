/**
 * SMS consent: the phone statuses the sender reads (STOP/START, opt-ins) and the append-only
 * consent log. Its own file so the project functions, which record consents (and hand a new
 * opt-in's confirmation text to the message dispatch), carry only these two stores and not the
 * alert providers.
 */
import type { ConsentHistory, ConsentLog, ConsentRecorder } from '#src/ports/consent-log';
import type { PhoneStatuses } from '#src/ports/phone-status';
import { type ProjectPhoneConsents, projectPhoneConsents } from '#src/services/messaging/phone-consents';
import { countedConsents } from '#src/services/sms/counted-consents';
import { hmacOptInChallenges, type OptInChallenges } from '#src/services/sms/opt-in-challenge';
import { dynamoConsentHistory, dynamoConsentLog } from '#src/store/consent-log';
import { dynamoConsentRecorder } from '#src/store/consent-records';
import { dynamoPhoneStatuses } from '#src/store/phone-status';
import { messageDispatch } from './message-dispatch';
import { operationMetrics } from './metrics';
import { clock, config, ids } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { rateLimiter, tableClient } from './stores';

/** Opt-outs and opt-ins by phone number (STOP/START replies, consents). */
export const phoneStatuses: Part<PhoneStatuses> = {
  build: (use) => dynamoPhoneStatuses(use(tableClient), use(config).tableName),
};

/** Each opt-in and opt-out recorded is counted (services/sms/counted-consents.ts). */
export const consentLog: Part<ConsentLog> = {
  build: (use) =>
    countedConsents(dynamoConsentLog(use(tableClient), use(config).tableName), use(operationMetrics)),
};

/** The records an account's people gave, for its export. */
export const consentHistory: Part<ConsentHistory> = {
  build: (use) => dynamoConsentHistory(use(tableClient), use(config).tableName),
};

/** Recording alone, for project saves and delivery outcomes (store/consent-records.ts). */
export const consentRecorder: Part<ConsentRecorder> = {
  build: (use) =>
    countedConsents(dynamoConsentRecorder(use(tableClient), use(config).tableName), use(operationMetrics)),
};

export const phoneConsents: Part<ProjectPhoneConsents> = {
  build: (use) =>
    projectPhoneConsents({
      log: use(consentRecorder),
      phones: use(phoneStatuses),
      dispatch: use(messageDispatch),
      rateLimiter: use(rateLimiter),
      clock: use(clock),
      ids: use(ids),
      publicUrl: use(config).publicUrl,
    }),
};

/** The challenges of the public opt-in's proof of work, signed with the session secret (decision 024). */
export const optInChallenges: Part<OptInChallenges> = {
  build: (use) => {
    return hmacOptInChallenges(use(sessionSecret), use(clock));
  },
};
