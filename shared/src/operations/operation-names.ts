/**
 * The names operators see: CloudWatch metric names and dimensions the functions emit (embedded
 * metric format, through Powertools Metrics) and the log messages the stack's metric filters and
 * alarms match. The CDK stack imports this module and nothing of the functions, so it stays free of
 * dependencies: a name changed here changes both the emitter and the alarm that watches it.
 */

/** The CloudWatch namespace every LienMinder metric is published under (POWERTOOLS_METRICS_NAMESPACE). */
export const METRICS_NAMESPACE = 'LienMinder';

/** The `service` of every log line and metric (POWERTOOLS_SERVICE_NAME). */
export const SERVICE_NAME = 'lienminder';

/** Metrics counted per channel (dimension `channel`: `email` or `sms`). */
export const ALERT_METRICS = {
  /** An alert message handed to SES or Twilio. */
  handedOff: 'AlertMessagesHandedOff',
  /** The provider reported it delivered (SES's Delivery event, Twilio's `delivered` status). */
  delivered: 'AlertMessagesDelivered',
  /**
   * Taken by the provider, then not delivered: an email's permanent bounce, a text Twilio reports
   * `undelivered` or `failed`.
   */
  bounced: 'AlertMessagesBounced',
  /** Not sent: the address is suppressed or the phone opted out. */
  suppressed: 'AlertMessagesSuppressed',
  /** The provider refused it at the hand-off; the delivery is retried. */
  failed: 'AlertMessagesFailed',
  /** Retried until the plan gave up on it: a deadline alert that never reached anyone. */
  givenUp: 'AlertMessagesGivenUp',
  /** Seconds from the alert's planned fire time to the provider's acceptance. */
  lateness: 'AlertLatenessSeconds',
} as const;

export const PRODUCT_METRICS = {
  /** Dimension `source`: `app` or `email` (the Mark-as-done link). */
  deadlinesMarkedDone: 'DeadlinesMarkedDone',
  /** Dimension `kind`: the document kind. */
  documentsPrepared: 'DocumentsPrepared',
  smsOptIns: 'SmsOptIns',
  smsOptOuts: 'SmsOptOuts',
  paymentEventsHandled: 'PaymentEventsHandled',
  paymentEventsRefused: 'PaymentEventsRefused',
} as const;

export const METRIC_DIMENSIONS = { channel: 'channel', source: 'source', kind: 'kind' } as const;

/** Log messages the stack's metric filters count (infra/lib/operations.ts). */
export const LOG_MESSAGES = {
  alertMessageUndelivered: 'Alert message undelivered',
  alertMessageGivenUp: 'Alert message given up',
  paymentEventNotHandled: 'Payment event not handled',
  messageUndelivered: 'Message undelivered',
  smsConfirmationBudgetSpent: 'SMS confirmation budget spent',
} as const;
