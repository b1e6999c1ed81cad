import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { HandlerFunction } from './handler-function';

export interface OperationsProps {
  handlers: HandlerFunction[];
  httpApi: HttpApi;
  deadLetterQueue: Queue;
  scheduleGroup: ScheduleGroup;
  operatorTopic: Topic;
}

/**
 * Alarms that page the operator topic. Every threshold is "more than zero in five minutes": at this
 * scale any function error, throttle, 5xx, dead letter or failed schedule is a missed or late
 * deadline alert until someone looks.
 */
export class Operations extends Construct {
  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const notify = new SnsAction(props.operatorTopic);
    const alarmOn = (alarmId: string, description: string, metric: IMetric) => {
      const alarm = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        // No datapoint means nothing happened, which is healthy.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(notify);
    };
    const fiveMinuteSum = { period: Duration.minutes(5), statistic: 'Sum' };

    for (const handler of props.handlers) {
      const { name } = handler.definition;
      alarmOn(`${name}Errors`, `${name} function errors`, handler.function.metricErrors(fiveMinuteSum));
      alarmOn(
        `${name}Throttles`,
        `${name} function throttled`,
        handler.function.metricThrottles(fiveMinuteSum),
      );
    }
    alarmOn('Api5xx', 'HTTP API answered 5xx', props.httpApi.metricServerError(fiveMinuteSum));
    alarmOn(
      'DeadLetters',
      'Alert schedules or send-alert invocations failed and were dead-lettered',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
    );
    const group = props.scheduleGroup;
    alarmOn(
      'SchedulerTargetErrors',
      'Scheduler could not invoke send-alert',
      group.metricTargetErrors(fiveMinuteSum),
    );
    alarmOn(
      'SchedulerDropped',
      'Scheduler dropped alert invocations after retries',
      group.metricDropped(fiveMinuteSum),
    );
    alarmOn(
      'SchedulerDeadLetterFailures',
      'Scheduler could not even dead-letter a failed alert',
      group.metricFailedToBeSentToDLQ(undefined, fiveMinuteSum),
    );
  }
}
