import { ALERT_FUNCTIONS, API_FUNCTIONS, type FunctionDefinition } from '@lienminder/functions/routes';
import { describe, expect, it } from 'vitest';
import { type CfnJson, environmentOf, handlerNamed, logicalId, must, resourcesOfType } from '../synth';
import { synth } from './current';

const only = (type: string): CfnJson => {
  const resources = resourcesOfType(synth.template, type);
  expect(resources, type).toHaveLength(1);
  return resources[0].Properties;
};
const outputs = () => synth.template.toJSON().Outputs as Record<string, { Value: unknown }>;

describe('signed sending domain and email outcomes', () => {
  it("has the stage domain's identity with Easy DKIM, a custom MAIL FROM domain and the configuration set as its default", () => {
    const configurationSet = only('AWS::SES::ConfigurationSet');
    expect(configurationSet).toMatchObject({
      Name: 'lienminder-dev',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
    expect(only('AWS::SES::EmailIdentity')).toEqual({
      EmailIdentity: 'lienminder.example',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: {
        MailFromDomain: 'mail.lienminder.example',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: logicalId(synth.stack.sendingDomain.configurationSet) },
      },
    });
  });

  it('names the configuration set on every send: each function that sends email has it, and no other', () => {
    const sends = (definition: FunctionDefinition) => definition.access.email === true;
    expect(
      [...API_FUNCTIONS, ...Object.values(ALERT_FUNCTIONS)]
        .filter(sends)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['DeliverAlert', 'DeliverMessages']);
    for (const handler of synth.stack.handlers) {
      expect(environmentOf(handler).SES_CONFIGURATION_SET, handler.definition.name).toBe(
        sends(handler.definition) ? 'lienminder-dev' : undefined,
      );
    }
  });

  it('sends delivery, bounce and complaint events to the default bus, whose rule hands their detail to email-events', () => {
    const destination = only('AWS::SES::ConfigurationSetEventDestination').EventDestination;
    expect(destination).toMatchObject({
      Enabled: true,
      MatchingEventTypes: ['delivery', 'bounce', 'complaint'],
    });
    expect(JSON.stringify(destination.EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');
    const emailEvents = handlerNamed(synth.stack, 'EmailEvents');
    const rule = must(
      resourcesOfType(synth.template, 'AWS::Events::Rule').find((resource) =>
        JSON.stringify(resource.Properties.EventPattern?.source ?? []).includes('aws.ses'),
      ),
      'SES event rule',
    ).Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Delivered', 'Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': ['lienminder-dev'] } } },
    });
    expect(rule.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [logicalId(emailEvents.function), 'Arn'] },
        InputPath: '$.detail',
        DeadLetterConfig: {
          Arn: { 'Fn::GetAtt': [logicalId(synth.stack.alerts.deadLetterQueue), 'Arn'] },
        },
      }),
    ]);
  });

  it('alarms on the account bounce rate above 2% and complaint rate above 0.05%', () => {
    const reputation = resourcesOfType(synth.template, 'AWS::CloudWatch::Alarm')
      .map((alarm) => alarm.Properties)
      .filter((alarm) => alarm.Namespace === 'AWS/SES')
      .map(({ MetricName, Threshold, ComparisonOperator, Dimensions }) => ({
        MetricName,
        Threshold,
        ComparisonOperator,
        Dimensions,
      }));
    expect(reputation).toEqual([
      {
        MetricName: 'Reputation.BounceRate',
        Threshold: 0.02,
        ComparisonOperator: 'GreaterThanThreshold',
        Dimensions: undefined,
      },
      {
        MetricName: 'Reputation.ComplaintRate',
        Threshold: 0.0005,
        ComparisonOperator: 'GreaterThanThreshold',
        Dimensions: undefined,
      },
    ]);
  });

  it('prints the DNS records to publish: three DKIM CNAMEs, the MAIL FROM MX and SPF, and DMARC', () => {
    const names = Object.keys(outputs()).filter((name) => name.startsWith('SendingDomain'));
    expect(
      names.map((name) => name.replace(/^SendingDomain/, '').replace(/[0-9A-F]{8}$/, '')).sort(),
    ).toEqual([
      'DkimRecord1',
      'DkimRecord2',
      'DkimRecord3',
      'DmarcRecord',
      'MailFromMxRecord',
      'MailFromSpfRecord',
    ]);
    const dmarc = must(
      names.find((name) => name.includes('Dmarc')),
      'DMARC output',
    );
    expect(outputs()[dmarc]?.Value).toBe(
      '_dmarc.lienminder.example TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@lienminder.example"',
    );
  });
});
