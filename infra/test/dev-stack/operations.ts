import { describe, expect, it } from 'vitest';
import { allHandlers, type CfnJson, logicalId, resourcesOfType } from '../synth';
import { synth } from './current';

const alarms = () =>
  resourcesOfType(synth.template, 'AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties);
const dimensionRef = (alarm: CfnJson) => JSON.stringify(alarm.Dimensions ?? []);

describe('operator alarms', () => {
  it('every alarm pages the operator topic on the first occurrence', () => {
    const topic = { Ref: logicalId(synth.stack, synth.stack.alerts.operatorTopic) };
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([topic]);
      expect(alarm).toMatchObject({
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
      });
    }
  });

  it('watch errors and throttles of every function', () => {
    for (const handler of allHandlers(synth.stack)) {
      const functionRef = logicalId(synth.stack, handler.function);
      const watched = alarms()
        .filter((alarm) => alarm.Namespace === 'AWS/Lambda' && dimensionRef(alarm).includes(functionRef))
        .map((alarm) => alarm.MetricName)
        .sort();
      expect(watched, handler.definition.name).toEqual(['Errors', 'Throttles']);
    }
  });

  it('watch API 5xx, dead letters and alert schedules that fail to deliver', () => {
    const watched = alarms().map((alarm) => `${alarm.Namespace} ${alarm.MetricName}`);
    expect(watched).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway 5xx',
        'AWS/SQS ApproximateNumberOfMessagesVisible',
        'AWS/Scheduler TargetErrorCount',
        'AWS/Scheduler InvocationDroppedCount',
        'AWS/Scheduler InvocationsFailedToBeSentToDeadLetterCount',
      ]),
    );
    const schedulerAlarms = alarms().filter((alarm) => alarm.Namespace === 'AWS/Scheduler');
    for (const alarm of schedulerAlarms) expect(dimensionRef(alarm)).toContain('lienclock-dev');
  });
});
