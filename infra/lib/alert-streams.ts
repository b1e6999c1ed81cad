import { TABLE_KEYS } from '@lienminder/functions/keys';
import {
  STREAM_FUNCTIONS,
  STREAM_READING,
  type StreamFunctionDefinition,
} from '@lienminder/functions/routes';
import { Duration } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import type { Alerts } from './alerts';
import { type AccessGrants, grantAccess } from './function-access';
import { HandlerFunction } from './handler-function';
import type { StageConfig } from './stage-config';

export interface AlertStreamsProps extends AccessGrants {
  config: StageConfig;
  /** Where a batch the stream gives up on goes (the alerts' dead-letter queue). */
  alerts: AccessGrants['alerts'] & Pick<Alerts, 'deadLetterQueue'>;
}

/**
 * The table's stream readers (docs/decisions/007): one function per entry of STREAM_FUNCTIONS, each
 * fed only the records whose partition key starts with its entry's `filter.pkPrefix`. Records are
 * triggers, not orders (the handlers re-read what they act on), so retries and replays are safe.
 */
export class AlertStreams extends Construct {
  readonly functions: HandlerFunction[];

  constructor(scope: Construct, id: string, props: AlertStreamsProps) {
    super(scope, id);
    const { config, data, alerts } = props;

    this.functions = Object.values(STREAM_FUNCTIONS).map((definition: StreamFunctionDefinition) => {
      const handler = new HandlerFunction(this, definition.name, {
        definition,
        config,
        // A batch of 25 re-plans a few projects or applies 25 schedules: seconds, not minutes.
        timeout: Duration.minutes(1),
      });
      handler.function.addEventSource(
        new DynamoEventSource(data.table, {
          // From the oldest record the stream holds (24 hours): a new or re-created mapping misses nothing.
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: STREAM_READING.batchSize,
          // Schedules should follow a save within about a second.
          maxBatchingWindow: Duration.seconds(1),
          filters: [
            FilterCriteria.filter({
              dynamodb: {
                Keys: { [TABLE_KEYS.pk]: { S: FilterRule.beginsWith(definition.filter.pkPrefix) } },
              },
            }),
          ],
          // The handler names the records that failed and Lambda retries from the first of them; a batch
          // whose invocation fails outright is halved until the bad record is alone. Either way a record
          // is given up on after its retries or an hour: the daily sweep re-applies what is due soon.
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: STREAM_READING.retryAttempts,
          maxRecordAge: Duration.hours(1),
          // What was given up on (shard and sequence numbers) goes to the alert dead-letter queue and its alarm.
          onFailure: new SqsDlq(alerts.deadLetterQueue),
        }),
      );
      grantAccess(handler.function, definition, props);
      return handler;
    });
  }
}
