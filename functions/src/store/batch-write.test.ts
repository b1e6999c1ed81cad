import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { batchWrite } from './batch-write';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const dynamo = mockClient(DynamoDBDocumentClient);
afterEach(() => dynamo.reset());

const deletion = (n: number) => ({ DeleteRequest: { Key: { pk: `SUPPRESSION#${n}`, sk: 'MISSED' } } });
const sentBatches = () =>
  dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems?.table ?? []);

describe('batchWrite', () => {
  it('sends 25 requests a call, in order', async () => {
    dynamo.on(BatchWriteCommand).resolves({});
    const requests = Array.from({ length: 60 }, (_, n) => deletion(n));
    await batchWrite(client, 'table', requests);
    expect(sentBatches().map((batch) => batch.length)).toEqual([25, 25, 10]);
    expect(sentBatches().flat()).toEqual(requests);
  });

  it('sends again what DynamoDB hands back unprocessed, and only that', async () => {
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { table: [deletion(1)] } })
      .resolves({});
    await batchWrite(client, 'table', [deletion(0), deletion(1), deletion(2)]);
    expect(sentBatches()).toEqual([[deletion(0), deletion(1), deletion(2)], [deletion(1)]]);
  });

  it('gives up with an error when writes stay unprocessed, rather than dropping them silently', async () => {
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { table: [deletion(0)] } });
    await expect(batchWrite(client, 'table', [deletion(0)])).rejects.toThrow(
      'DynamoDB left writes unprocessed',
    );
    expect(sentBatches()).toHaveLength(8);
  });
});
