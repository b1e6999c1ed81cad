import { API_FUNCTIONS } from '@lienclock/functions/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  allHandlers,
  handlerActions,
  handlerNamed,
  handlerStatements,
  logicalId,
  must,
  roleStatements,
} from '../synth';
import { synth } from './current';

const getAtt = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });

describe('alert schedules', () => {
  it('live in a per-stage schedule group', () => {
    synth.template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'lienclock-dev' });
  });

  it('run as a role only EventBridge Scheduler in this account and group can assume', () => {
    const { stack, template } = synth;
    const role = template.toJSON().Resources[logicalId(stack, stack.alerts.schedulerRole)];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnEquals: { 'aws:SourceArn': getAtt(logicalId(stack, stack.alerts.scheduleGroup)) },
        },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('can invoke the send-alert function and dead-letter to the queue, nothing else', () => {
    const { stack, template } = synth;
    const statements = roleStatements(template, logicalId(stack, stack.alerts.schedulerRole));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: getAtt(logicalId(stack, stack.alerts.sendAlert.function)),
      },
      {
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: getAtt(logicalId(stack, stack.alerts.deadLetterQueue)),
      },
    ]);
  });
});

describe('the dead-letter queue', () => {
  it('is encrypted and refuses non-TLS access', () => {
    const { stack, template } = synth;
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalId(stack, stack.alerts.deadLetterQueue) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('receives send-alert invocations that keep failing after Lambda retries', () => {
    const { stack, template } = synth;
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(stack, stack.alerts.sendAlert.function) },
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: getAtt(logicalId(stack, stack.alerts.deadLetterQueue)) },
      },
    });
  });

  it('is the queue the API and the sweep hand to every alert schedule they create', () => {
    const { stack, template } = synth;
    const creator = handlerNamed(stack, 'CreateProject');
    const env =
      template.toJSON().Resources[logicalId(stack, creator.function)].Properties.Environment.Variables;
    expect(env).toMatchObject({
      ALERT_DLQ_ARN: getAtt(logicalId(stack, stack.alerts.deadLetterQueue)),
      SCHEDULER_ROLE_ARN: getAtt(logicalId(stack, stack.alerts.schedulerRole)),
      SEND_ALERT_FUNCTION_ARN: getAtt(logicalId(stack, stack.alerts.sendAlert.function)),
      SCHEDULE_GROUP_NAME: 'lienclock-dev',
    });
  });
});

describe('the daily sweep', () => {
  it('runs every morning before the 9:00 alerts, Florida time, with the dead-letter queue', () => {
    const { stack, template } = synth;
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 5 * * ? *)',
      ScheduleExpressionTimezone: 'America/New_York',
      Target: {
        Arn: getAtt(logicalId(stack, stack.alerts.dailySweep.function)),
        DeadLetterConfig: { Arn: getAtt(logicalId(stack, stack.alerts.deadLetterQueue)) },
      },
    });
  });
});

describe('who may do what with alerts', () => {
  it('only the project writers and the daily sweep manage schedules, only in the alert group', () => {
    const schedulers = allHandlers(synth.stack)
      .filter((handler) => handlerActions(synth, handler).includes('scheduler:CreateSchedule'))
      .map((handler) => handler.definition.name)
      .sort();
    expect(schedulers).toEqual(['CreateProject', 'DailySweep', 'DeleteProject', 'UpdateProject']);

    for (const handler of allHandlers(synth.stack)) {
      for (const statement of handlerStatements(synth, handler)) {
        if (!actionsOf(statement).some((action) => action.startsWith('scheduler:'))) continue;
        expect(JSON.stringify(statement.Resource)).toContain(':schedule/lienclock-dev/*');
      }
    }
  });

  it('passing the scheduler role is allowed only towards EventBridge Scheduler', () => {
    for (const handler of allHandlers(synth.stack)) {
      for (const statement of handlerStatements(synth, handler)) {
        if (!actionsOf(statement).includes('iam:PassRole')) continue;
        expect(statement.Resource).toEqual(getAtt(logicalId(synth.stack, synth.stack.alerts.schedulerRole)));
        expect(statement.Condition).toEqual({
          StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
        });
      }
    }
  });

  it('only send-alert sends email, from the configured sender of the configured identity', () => {
    const senders = allHandlers(synth.stack).filter((handler) =>
      handlerActions(synth, handler).some((action) => action.startsWith('ses:')),
    );
    expect(senders.map((handler) => handler.definition.name)).toEqual(['SendAlert']);
    const statement = must(
      handlerStatements(synth, synth.stack.alerts.sendAlert).find((s) =>
        actionsOf(s).includes('ses:SendEmail'),
      ),
      'SendEmail statement',
    );
    expect(actionsOf(statement)).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(statement.Resource)).toContain(':identity/lienclock.example');
    expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'alerts@lienclock.example' } });
  });

  it('no API route publishes operator notices; send-alert and the sweep do', () => {
    const publishers = allHandlers(synth.stack)
      .filter((handler) => handlerActions(synth, handler).includes('sns:Publish'))
      .map((handler) => handler.definition.name)
      .sort();
    expect(publishers).toEqual(['DailySweep', 'SendAlert']);
    expect(API_FUNCTIONS.some((definition) => 'operatorNotices' in definition.access)).toBe(false);
  });
});
