import {
  ALERT_FUNCTIONS,
  API_FUNCTIONS,
  type FunctionAccess,
  MESSAGE_EVENTS,
} from '@lienminder/functions/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  type CfnJson,
  environmentOf,
  handlerActions,
  handlerNamed,
  handlerStatements,
  logicalId,
  must,
  resourcesOf,
  resourcesOfType,
  roleStatements,
} from '../synth';
import { synth } from './current';

const getAtt = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });
const refOf = (name: string) => ({ Ref: logicalId(handlerNamed(synth.stack, name).function) });
const arnOf = (name: string) => getAtt(logicalId(handlerNamed(synth.stack, name).function));
const deadLetterArn = () => getAtt(logicalId(synth.stack.alerts.deadLetterQueue));
const environmentNamed = (name: string) => environmentOf(handlerNamed(synth.stack, name));
const invokeConfigOf = (name: string): CfnJson =>
  must(
    resourcesOfType(synth.template, 'AWS::Lambda::EventInvokeConfig').find(
      (config) => JSON.stringify(config.Properties.FunctionName) === JSON.stringify(refOf(name)),
    ),
    `${name} async invoke configuration`,
  ).Properties;
const namesWith = (allowed: (actions: string[]) => boolean) =>
  synth.stack.handlers
    .filter((handler) => allowed(handlerActions(handler)))
    .map((handler) => handler.definition.name)
    .sort();
const SCHEDULE_WRITES = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'];
/** What a stream reader's event source mapping needs, on the stream only. */
const STREAM_READ_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

describe('alert schedules', () => {
  it('live in a per-stage schedule group', () => {
    synth.template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'lienminder-dev' });
  });

  it('run as a role only EventBridge Scheduler in this account and group can assume', () => {
    const { stack, template } = synth;
    const role = template.toJSON().Resources[logicalId(stack.alerts.schedulerRole)];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnEquals: { 'aws:SourceArn': getAtt(logicalId(stack.alerts.scheduleGroup)) },
        },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('can invoke the send-alert function and dead-letter to the queue, nothing else', () => {
    const { stack, template } = synth;
    const statements = roleStatements(template, logicalId(stack.alerts.schedulerRole));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: arnOf('SendAlert') },
      { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: deadLetterArn() },
    ]);
  });
});

describe('the dead-letter queue', () => {
  it('is encrypted and refuses non-TLS access', () => {
    const { stack, template } = synth;
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalId(stack.alerts.deadLetterQueue) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          // Only the delivery rule may dead-letter into it through EventBridge.
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sqs:SendMessage',
            Principal: { Service: 'events.amazonaws.com' },
            Condition: {
              ArnEquals: { 'aws:SourceArn': getAtt(logicalId(stack.alerts.deliveryRule)) },
            },
          }),
        ]),
      },
    });
  });

  it('is the queue apply-schedules hands to every alert schedule it creates, with the role and target', () => {
    expect(environmentNamed('ApplySchedules')).toMatchObject({
      ALERT_DLQ_ARN: deadLetterArn(),
      SCHEDULER_ROLE_ARN: getAtt(logicalId(synth.stack.alerts.schedulerRole)),
      SEND_ALERT_FUNCTION_ARN: arnOf('SendAlert'),
      SCHEDULE_GROUP_NAME: 'lienminder-dev',
    });
  });
});

describe('send-alert and deliver-alert', () => {
  it("send-alert's success goes to deliver-alert as its bare result; a failure, after two retries within the hour, to the queue", () => {
    expect(invokeConfigOf('SendAlert')).toMatchObject({
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: deadLetterArn() } },
    });
    // Lambda reports the success to the default event bus, and a rule hands only
    // `responsePayload` (the delivery order) on to deliver-alert.
    const onSuccess = JSON.stringify(invokeConfigOf('SendAlert').DestinationConfig.OnSuccess.Destination);
    expect(onSuccess).toContain(':event-bus/default');
    const rule = synth.stack.alerts.deliveryRule;
    const ruleResource = resourcesOf(synth.template)[logicalId(rule)];
    expect(ruleResource.Properties).toMatchObject({
      State: 'ENABLED',
      EventPattern: {
        source: ['lambda'],
        'detail-type': ['Lambda Function Invocation Result - Success'],
        resources: [{ 'Fn::Join': ['', [arnOf('SendAlert'), ':$LATEST']] }],
      },
      Targets: [
        {
          Arn: arnOf('DeliverAlert'),
          InputPath: '$.detail.responsePayload',
          // An order EventBridge cannot hand over is dead-lettered, not dropped.
          DeadLetterConfig: { Arn: deadLetterArn() },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
    synth.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: arnOf('DeliverAlert'),
      Principal: 'events.amazonaws.com',
      SourceArn: getAtt(logicalId(rule)),
    });
    const publish = handlerStatements(handlerNamed(synth.stack, 'SendAlert')).find((statement) =>
      actionsOf(statement).includes('events:PutEvents'),
    );
    expect(JSON.stringify(must(publish, 'PutEvents statement').Resource)).toContain(':event-bus/default');
  });

  it('deliver-alert is retried twice, then dead-lettered, and hands its own result to nobody', () => {
    const config = invokeConfigOf('DeliverAlert');
    expect(config).toMatchObject({
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: deadLetterArn() } },
    });
    expect(config.DestinationConfig.OnSuccess).toBeUndefined();
  });
});

describe('dispatched messages (password reset links, SMS confirmations)', () => {
  it('reach deliver-messages through a rule for their source only, with retries and the dead-letter queue', () => {
    const rule = synth.stack.alerts.messageRule;
    expect(resourcesOf(synth.template)[logicalId(rule)].Properties).toMatchObject({
      State: 'ENABLED',
      EventPattern: { source: [MESSAGE_EVENTS.source], 'detail-type': [MESSAGE_EVENTS.detailType] },
      Targets: [
        {
          Arn: arnOf('DeliverMessages'),
          InputPath: '$.detail',
          DeadLetterConfig: { Arn: deadLetterArn() },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
    expect(invokeConfigOf('DeliverMessages')).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: deadLetterArn() } },
    });
  });

  it('may be put on the bus exactly by the functions whose manifest entry asks for `messages`, and only with that source', () => {
    const dispatching = [...API_FUNCTIONS, ...Object.values(ALERT_FUNCTIONS)]
      .filter((definition) => (definition.access as FunctionAccess).messages)
      .map((definition) => definition.name)
      .sort();
    const withMessageGrant = synth.stack.handlers
      .filter((handler) =>
        handlerStatements(handler).some(
          (statement) =>
            actionsOf(statement).includes('events:PutEvents') &&
            JSON.stringify(statement.Condition) ===
              JSON.stringify({ StringEquals: { 'events:source': MESSAGE_EVENTS.source } }),
        ),
      )
      .map((handler) => handler.definition.name)
      .sort();
    expect(withMessageGrant).toEqual(dispatching);
  });
});

describe('the daily sweep', () => {
  it('runs every morning before the 9:00 alerts, Florida time, with the dead-letter queue', () => {
    synth.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 5 * * ? *)',
      ScheduleExpressionTimezone: 'America/New_York',
      Target: { Arn: arnOf('DailySweep'), DeadLetterConfig: { Arn: deadLetterArn() } },
    });
  });
});

describe('who may do what with alerts', () => {
  it('only apply-schedules manages schedules, only in the alert group, and may not read or list them', () => {
    expect(namesWith((actions) => actions.some((action) => action.startsWith('scheduler:')))).toEqual([
      'ApplySchedules',
    ]);
    const statements = handlerStatements(handlerNamed(synth.stack, 'ApplySchedules')).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('scheduler:')),
    );
    expect(statements.flatMap(actionsOf).sort()).toEqual([...SCHEDULE_WRITES].sort());
    for (const statement of statements) {
      expect(JSON.stringify(statement.Resource)).toContain(':schedule/lienminder-dev/*');
    }
  });

  it('only apply-schedules passes a role, only the scheduler role, only to EventBridge Scheduler', () => {
    expect(namesWith((actions) => actions.includes('iam:PassRole'))).toEqual(['ApplySchedules']);
    const passRole = must(
      handlerStatements(handlerNamed(synth.stack, 'ApplySchedules')).find((statement) =>
        actionsOf(statement).includes('iam:PassRole'),
      ),
      'PassRole statement',
    );
    expect(passRole.Resource).toEqual(getAtt(logicalId(synth.stack.alerts.schedulerRole)));
    expect(passRole.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
    });
  });

  it('only the two delivering functions send email, from the configured sender of the configured identity, through the configuration set', () => {
    expect(namesWith((actions) => actions.some((action) => action.startsWith('ses:')))).toEqual([
      'DeliverAlert',
      'DeliverMessages',
    ]);
    for (const name of ['DeliverAlert', 'DeliverMessages']) {
      const statement = must(
        handlerStatements(handlerNamed(synth.stack, name)).find((s) =>
          actionsOf(s).includes('ses:SendEmail'),
        ),
        `${name} SendEmail statement`,
      );
      expect(actionsOf(statement)).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(JSON.stringify(statement.Resource)).toContain(':identity/lienminder.example');
      expect(JSON.stringify(statement.Resource)).toContain(':configuration-set/lienminder-dev');
      expect(statement.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'alerts@lienminder.example' },
      });
    }
  });

  it('no function publishes to SNS: operator notices are alarms now', () => {
    expect(namesWith((actions) => actions.some((action) => action.startsWith('sns:')))).toEqual([]);
    for (const handler of synth.stack.handlers) {
      expect(environmentOf(handler).OPERATOR_TOPIC_ARN, handler.definition.name).toBeUndefined();
    }
  });

  it('the functions that act on a provider hold no table: deliver-alert only its delivery records and the phone states it re-checks, deliver-messages only those phone states, apply-schedules only its stream', () => {
    const deliver = handlerStatements(handlerNamed(synth.stack, 'DeliverAlert')).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    // Read and update, on DELIVERY# keys alone (docs/decisions/014): no Put, Delete, Query or Scan;
    // and read a number's status, on PHONE# keys alone, before each text.
    expect(deliver).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
        Resource: getAtt(logicalId(synth.stack.data.table)),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['DELIVERY#*'] } },
      }),
      expect.objectContaining({
        Action: 'dynamodb:GetItem',
        Resource: getAtt(logicalId(synth.stack.data.table)),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PHONE#*'] } },
      }),
    ]);

    const apply = handlerStatements(handlerNamed(synth.stack, 'ApplySchedules')).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    expect(apply.flatMap(actionsOf).sort()).toEqual(STREAM_READ_ACTIONS);
    const tableId = logicalId(synth.stack.data.table);
    for (const statement of apply) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    }
    // Deliver-messages reads a number's status, on PHONE# keys alone, before each text it sends.
    const deliverMessages = handlerStatements(handlerNamed(synth.stack, 'DeliverMessages')).filter(
      (statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    expect(deliverMessages).toEqual([
      expect.objectContaining({
        Action: 'dynamodb:GetItem',
        Resource: getAtt(logicalId(synth.stack.data.table)),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PHONE#*'] } },
      }),
    ]);
    expect(environmentNamed('ApplySchedules').TABLE_NAME).toBeUndefined();
  });

  it('send-alert decides with the table alone (no scheduler, email or SNS); it reads the app secret only to sign the Mark-as-done and unsubscribe links', () => {
    const actions = handlerActions(handlerNamed(synth.stack, 'SendAlert'));
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.filter((action) => /^(scheduler|ses|sns|iam):/.test(action))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('secretsmanager:')).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });
});

describe('events each function may put', () => {
  it('every events:PutEvents a function may make is bound to its own source', () => {
    const putters: Record<string, { allowed: unknown[]; deniedBut: unknown[] }> = {};
    for (const handler of synth.stack.handlers) {
      const statements = handlerStatements(handler).filter((statement) =>
        actionsOf(statement).includes('events:PutEvents'),
      );
      if (statements.length === 0) continue;
      putters[handler.definition.name] = {
        allowed: statements
          .filter((statement) => statement.Effect === 'Allow')
          .map((statement) => statement.Condition?.StringEquals?.['events:source']),
        deniedBut: statements
          .filter((statement) => statement.Effect === 'Deny')
          .map((statement) => statement.Condition?.StringNotEquals?.['events:source']),
      };
    }
    expect(putters).toMatchObject({
      // Its destination's grant is CDK's, unconditioned; the deny holds it to Lambda's own source.
      SendAlert: { allowed: [undefined], deniedBut: ['lambda'] },
      ReconcileDeliveries: { allowed: ['lienminder.alerts'], deniedBut: [] },
      ForgotPassword: { allowed: ['lienminder.messages'], deniedBut: [] },
      StripeWebhook: { allowed: ['lienminder.messages'], deniedBut: [] },
    });
    for (const [name, { allowed, deniedBut }] of Object.entries(putters)) {
      const bound = allowed.every((source) => source !== undefined) || deniedBut.some(Boolean);
      expect(bound, name).toBe(true);
    }
  });
});
