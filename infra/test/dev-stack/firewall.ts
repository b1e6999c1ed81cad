import { describe, expect, it } from 'vitest';
import {
  assertCloudFrontWafRegion,
  RATE_RULES,
  RATE_WINDOW_SECONDS,
  TOO_MANY_REQUESTS_BODY,
} from '../../lib/edge-firewall';
import { type CfnJson, must, resourcesOfType } from '../synth';
import { synth } from './current';

const webAcl = () => must(resourcesOfType(synth.template, 'AWS::WAFv2::WebACL')[0], 'web ACL');
const webAclId = () => synth.stack.getLogicalId(synth.stack.firewall.webAcl);
const rule = (name: string): CfnJson =>
  must(
    webAcl().Properties.Rules.find((each: CfnJson) => each.Name === name),
    `rule ${name}`,
  );
const byteMatch = (field: 'UriPath' | 'Method', constraint: string, value: string) => ({
  ByteMatchStatement: {
    FieldToMatch: { [field]: {} },
    PositionalConstraint: constraint,
    SearchString: value,
    TextTransformations: [{ Priority: 0, Type: 'NONE' }],
  },
});

describe('the edge firewall (AWS WAF on CloudFront)', () => {
  it('is one CloudFront-scope web ACL, attached to the distribution every request passes', () => {
    expect(resourcesOfType(synth.template, 'AWS::WAFv2::WebACL')).toHaveLength(1);
    expect(webAcl().Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [webAclId(), 'Arn'] } },
    });
  });

  it('reaches CloudFront over IPv4 alone: WAF cannot count an IPv6 client by its /64, which one user holds whole', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { IPV6Enabled: false },
    });
  });

  it('counts every address on its own, stricter on sign-in, SMS and Stripe routes, and answers 429 in the API’s error shape', () => {
    const rules = webAcl().Properties.Rules as CfnJson[];
    expect(rules.map((each) => each.Name)).toEqual(RATE_RULES.map((each) => each.name));
    for (const each of rules) {
      expect(each.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        EvaluationWindowSec: RATE_WINDOW_SECONDS,
      });
      expect(each.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'too-many-requests',
        ResponseHeaders: [{ Name: 'retry-after', Value: String(RATE_WINDOW_SECONDS) }],
      });
      expect(each.VisibilityConfig).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
    expect(webAcl().Properties.CustomResponseBodies['too-many-requests']).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: TOO_MANY_REQUESTS_BODY,
    });
    expect(JSON.parse(TOO_MANY_REQUESTS_BODY)).toEqual({ message: expect.any(String), errors: [] });

    expect(rule('AuthWritesPerAddress').Statement.RateBasedStatement).toMatchObject({
      Limit: 100,
      ScopeDownStatement: {
        AndStatement: {
          Statements: [
            byteMatch('UriPath', 'STARTS_WITH', '/api/auth/'),
            byteMatch('Method', 'EXACTLY', 'POST'),
          ],
        },
      },
    });
    expect(rule('EveryRequestPerAddress').Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
    expect(rule('EveryRequestPerAddress').Statement.RateBasedStatement.Limit).toBe(2000);
  });

  it('leaves the signed webhooks out of the strict SMS and Stripe rules: Twilio and Stripe post from shared addresses', () => {
    for (const [name, prefix, webhook] of [
      ['SmsPerAddress', '/sms/', '/sms/incoming'],
      ['StripePerAddress', '/api/stripe/', '/api/stripe/webhook'],
    ] as const) {
      expect(rule(name).Statement.RateBasedStatement).toMatchObject({
        Limit: 100,
        ScopeDownStatement: {
          AndStatement: {
            Statements: [
              byteMatch('UriPath', 'STARTS_WITH', prefix),
              { NotStatement: { Statement: byteMatch('UriPath', 'EXACTLY', webhook) } },
            ],
          },
        },
      });
    }
  });

  it('refuses to deploy outside us-east-1, where a CloudFront-scope web ACL cannot be made', () => {
    expect(() => assertCloudFrontWafRegion('eu-west-1')).toThrow(/deploys to us-east-1, not eu-west-1/);
    expect(() => assertCloudFrontWafRegion('us-east-1')).not.toThrow();
    // Offline synth names no region: nothing to check.
    expect(() => assertCloudFrontWafRegion(undefined)).not.toThrow();
  });
});
