/**
 * The published quotas and limits the capacity model sets its figures against, each with where it
 * is published (read 2026-11). `allowedShare` is the share of it we plan to use: 80% of a quota
 * (above that, an increase is requested first), half of a partition's write limit (the issue's
 * target), the whole of a provider's rate.
 */
export interface Limit {
  label: string;
  value: number;
  allowedShare: number;
  adjustable: boolean;
  source: string;
}

const SCHEDULER_QUOTAS = 'https://docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html';

export const LIMITS = {
  schedulerSchedules: {
    label: 'EventBridge Scheduler schedules per Region',
    value: 10_000_000,
    allowedShare: 0.8,
    adjustable: true,
    source: SCHEDULER_QUOTAS,
  },
  schedulerCreateRate: {
    // The English page now lists 5,000 in us-east-1; 1,000 is the figure of the 2024 raise and of
    // the other Regions' pages: we plan with the lower.
    label: 'EventBridge Scheduler CreateSchedule requests per second',
    value: 1_000,
    allowedShare: 0.8,
    adjustable: true,
    source: SCHEDULER_QUOTAS,
  },
  schedulerInvocations: {
    label: 'EventBridge Scheduler invocations throttle limit (TPS; above it invocations are delayed)',
    value: 1_000,
    allowedShare: 0.8,
    adjustable: true,
    source: SCHEDULER_QUOTAS,
  },
  lambdaConcurrency: {
    label: 'Lambda concurrent executions per Region (default)',
    value: 1_000,
    allowedShare: 0.8,
    adjustable: true,
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
  },
  lambdaScaling: {
    label: 'Lambda scaling rate per function (new environments per 10 s)',
    value: 1_000,
    allowedShare: 0.8,
    adjustable: false,
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/scaling-behavior.html',
  },
  partitionWrites: {
    // The same for a GSI's partitions; a throttled index write throttles the table write that
    // caused it (GSI back-pressure): gsi-throttling.html.
    label: 'DynamoDB write units per second per partition (table or index)',
    value: 1_000,
    allowedShare: 0.5,
    adjustable: false,
    source:
      'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html, https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/gsi-throttling.html',
  },
  partitionReads: {
    label: 'DynamoDB read units per second per partition',
    value: 3_000,
    allowedShare: 0.5,
    adjustable: false,
    source: 'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html',
  },
  putEvents: {
    label: 'EventBridge PutEvents requests per second (us-east-1)',
    value: 10_000,
    allowedShare: 0.8,
    adjustable: true,
    source: 'https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-quota.html',
  },
  sesSandboxRate: {
    label: 'SES sending rate in the sandbox (emails per second)',
    value: 1,
    allowedShare: 1,
    adjustable: true,
    source: 'https://docs.aws.amazon.com/ses/latest/dg/quotas.html',
  },
  sesProductionRate: {
    // SES no longer publishes the starting production rate ("varies based on your use case");
    // 14 a second is what new production accounts have been given.
    label: 'SES sending rate, a new production account (emails per second)',
    value: 14,
    allowedShare: 1,
    adjustable: true,
    source: 'https://docs.aws.amazon.com/ses/latest/dg/quotas.html',
  },
  twilioLongCode: {
    label: 'Twilio US long code (message segments per second)',
    value: 1,
    allowedShare: 1,
    adjustable: false,
    source: 'https://www.twilio.com/docs/api/errors/30001',
  },
  twilioTenDlcTopBrand: {
    // AT&T's class A/B campaign (vetting score 75-100): 4,500 SMS a minute; T-Mobile caps the
    // brand's day instead (2,000 to 200,000 by score). Low scores get 240 a minute.
    label: 'US A2P 10DLC campaign, brand score 75-100 (AT&T 4,500 TPM)',
    value: 75,
    allowedShare: 1,
    adjustable: false,
    source:
      'https://www.twilio.com/docs/messaging/compliance/a2p-10dlc, https://developers.telnyx.com/docs/messaging/10dlc/10dlc-rate-limits',
  },
  twilioShortCode: {
    label: 'Twilio short code (message segments per second)',
    value: 100,
    allowedShare: 1,
    adjustable: true,
    source: 'https://www.twilio.com/docs/api/errors/30001',
  },
  twilioQueueHours: {
    // The issue read 4 hours; Twilio's error pages now say 10 (ValidityPeriod default 36,000 s).
    label: 'Twilio queue: hours a message may wait before failing (30001)',
    value: 10,
    allowedShare: 0.8,
    adjustable: false,
    source: 'https://www.twilio.com/docs/api/errors/30001, https://www.twilio.com/docs/api/errors/21611',
  },
} satisfies Record<string, Limit>;
