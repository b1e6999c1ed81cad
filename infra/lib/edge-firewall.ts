import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/**
 * Per-address rate rules where every request passes: AWS WAF on the CloudFront distribution
 * (docs/decisions/021). The HTTP API's own throttles are shared by every caller of a route, so one
 * client could spend a route's limit for everyone, and an HTTP API takes no WAF. WAF counts each
 * client address (the viewer's, as CloudFront sees it) over a five-minute window and answers 429
 * past its limit, before the request reaches the API; the functions refuse anything that did not
 * come through CloudFront (functions/src/http/cloudfront-only.ts).
 */

/** CloudFront's WAF lives in us-east-1 whatever the distribution serves. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** WAF's evaluation window; its limits count requests per address within it. */
export const RATE_WINDOW_SECONDS = 300;

export interface RateRule {
  /** The rule's name, also its metric's. */
  name: string;
  /** Requests per address per window. */
  limit: number;
  /** Only requests whose path starts with this count; absent: every request. */
  pathPrefix?: string;
  /** Only requests with this method count. */
  method?: 'POST';
  /** Paths under `pathPrefix` that do not count here: signed webhooks, whose senders are shared. */
  exceptPaths?: string[];
}

/**
 * Highest priority first. A person signs in or opts in a few times an hour, not 20 times a minute;
 * Twilio and Stripe post their webhooks from a few shared addresses, so the webhooks fall only under
 * the last, generous rule (their handlers check signatures before anything is counted or written).
 */
export const RATE_RULES: readonly RateRule[] = [
  // Sign-in, sign-up, password reset: the app's own per-address and per-account counters sit
  // behind this (docs/decisions/010); this keeps a flood from reaching them at all.
  { name: 'AuthWritesPerAddress', limit: 100, pathPrefix: '/api/auth/', method: 'POST' },
  // The public SMS opt-in form, the consent log's admin sign-in and the SMS program's settings.
  { name: 'SmsPerAddress', limit: 100, pathPrefix: '/sms/', exceptPaths: ['/sms/incoming'] },
  // The Stripe diagnostics call Stripe's API (signed-in users also have a per-user limit there).
  { name: 'StripePerAddress', limit: 100, pathPrefix: '/api/stripe/', exceptPaths: ['/api/stripe/webhook'] },
  // Everything, webhooks included: a browser makes a few requests a page, and 2,000 in five
  // minutes is about 7 a second, more than Twilio or Stripe send this app from any one address.
  { name: 'EveryRequestPerAddress', limit: 2000 },
];

/** The JSON body of a WAF refusal, in the API's error shape (docs/architecture.md section 6). */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  message: 'Too many requests. Please wait a few minutes and try again.',
  errors: [],
});

const TOO_MANY_REQUESTS_KEY = 'too-many-requests';

/** The stack deploys to the caller's region (it is environment-agnostic): refuse any but CloudFront's WAF region. */
export function assertCloudFrontWafRegion(region: string | undefined): void {
  if (region !== undefined && region !== CLOUDFRONT_WAF_REGION) {
    throw new Error(
      `LienMinder deploys to ${CLOUDFRONT_WAF_REGION}, not ${region}: its CloudFront WAF (scope CLOUDFRONT) can only be ` +
        `created there. Deploy with AWS_REGION=${CLOUDFRONT_WAF_REGION} (docs/decisions/021).`,
    );
  }
}

export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const metricPrefix = `LienMinder-${config.stage}`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `lienminder-${config.stage}-edge`,
      description: `LienMinder ${config.stage}: per-address rate rules in front of the site and the API`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY_REQUESTS_KEY]: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY },
      },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: metricPrefix,
        sampledRequestsEnabled: true,
      },
      rules: RATE_RULES.map((rule, priority) => ({
        name: rule.name,
        priority,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: TOO_MANY_REQUESTS_KEY,
              responseHeaders: [{ name: 'retry-after', value: String(RATE_WINDOW_SECONDS) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            aggregateKeyType: 'IP',
            evaluationWindowSec: RATE_WINDOW_SECONDS,
            ...scopeDown(rule),
          },
        },
        visibilityConfig: {
          cloudWatchMetricsEnabled: true,
          metricName: `${metricPrefix}-${rule.name}`,
          sampledRequestsEnabled: true,
        },
      })),
    });
  }
}

function scopeDown(rule: RateRule): { scopeDownStatement?: CfnWebACL.StatementProperty } {
  const conditions: CfnWebACL.StatementProperty[] = [
    ...(rule.pathPrefix ? [matches({ uriPath: {} }, 'STARTS_WITH', rule.pathPrefix)] : []),
    ...(rule.method ? [matches({ method: {} }, 'EXACTLY', rule.method)] : []),
    ...(rule.exceptPaths ?? []).map((path) => ({
      notStatement: { statement: matches({ uriPath: {} }, 'EXACTLY', path) },
    })),
  ];
  if (conditions.length === 0) return {};
  const [only] = conditions;
  return {
    scopeDownStatement: conditions.length === 1 && only ? only : { andStatement: { statements: conditions } },
  };
}

function matches(
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  positionalConstraint: 'STARTS_WITH' | 'EXACTLY',
  searchString: string,
): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch,
      positionalConstraint,
      searchString,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}
