/**
 * Published prices the cost model uses: us-east-1, on-demand, no free tier except where it never
 * runs out (Scheduler's 14 million invocations a month), read 2026-11.
 */
export const PRICES = {
  aws: {
    /** https://aws.amazon.com/lambda/pricing/ (Arm: the functions run on arm64, 512 MB). */
    lambdaRequest: 0.2 / 1_000_000,
    lambdaGbSecond: 0.0000133334,
    /** https://aws.amazon.com/dynamodb/pricing/on-demand/ */
    dynamoWriteUnit: 0.625 / 1_000_000,
    dynamoReadUnit: 0.125 / 1_000_000,
    dynamoStorageGbMonth: 0.25,
    /** https://aws.amazon.com/eventbridge/pricing/ (Scheduler and custom events). */
    schedulerInvocation: 1 / 1_000_000,
    eventBridgeEvent: 1 / 1_000_000,
    /** https://aws.amazon.com/ses/pricing/ */
    sesEmail: 0.1 / 1_000,
    /** https://aws.amazon.com/cloudfront/pricing/ (first 10 TB to the US; HTTPS requests). */
    cloudFrontGb: 0.085,
    cloudFrontRequest: 0.01 / 10_000,
    /** https://aws.amazon.com/secrets-manager/pricing/ */
    secret: 0.4,
    secretApiCall: 0.05 / 10_000,
    /** https://aws.amazon.com/cloudwatch/pricing/ (logs ingested; standard alarms). */
    cloudWatchLogGb: 0.5,
    cloudWatchAlarm: 0.1,
  },
  schedulerFreeInvocations: 14_000_000,
  /** Cold starts that read a secret through the extension, a month. */
  secretCallsPerMonth: 200_000,
  twilio: {
    /**
     * https://www.twilio.com/en-us/sms/pricing/us: $0.0083 a segment out; carriers add their own
     * fee per segment ($0.0025 to $0.0062; AT&T $0.0035): $0.003 on average.
     */
    smsSegment: 0.0083,
    carrierFee: 0.003,
    /** A long code a month, and a 10DLC campaign (standard, $1.50 to $10): the upper figure. */
    longCodeMonth: 1.15,
    campaignMonth: 10,
  },
} as const;
