/**
 * The local test-payment provider's records (local/adapters/local-payments.ts), in the partition
 * `LOCAL_PAYMENTS`: subscriptions (`SUB#<id>`) and payments waiting for the test button
 * (`PAYMENT#<client secret>`). Only the local runtime writes them.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { queryAll } from '#src/store/query-all';

export const LOCAL_PAYMENTS_PARTITION = 'LOCAL_PAYMENTS';

export interface LocalSubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: 'incomplete' | 'active' | 'canceled';
  /** ISO instants. */
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export interface LocalPayment {
  clientSecret: string;
  subscriptionId: string;
  priceId: string;
  status: 'open' | 'paid';
}

export interface LocalPaymentRecords {
  putSubscription(subscription: LocalSubscription): Promise<void>;
  getSubscription(id: string): Promise<LocalSubscription | null>;
  listSubscriptions(): Promise<LocalSubscription[]>;
  putPayment(payment: LocalPayment): Promise<void>;
  getPayment(clientSecret: string): Promise<LocalPayment | null>;
}

const SUBSCRIPTION = 'SUB#';
const PAYMENT = 'PAYMENT#';

const key = (sortKey: string) => ({ [TABLE_KEYS.pk]: LOCAL_PAYMENTS_PARTITION, [TABLE_KEYS.sk]: sortKey });

function withoutKeys<T>(item: Record<string, unknown>): T {
  const { [TABLE_KEYS.pk]: _pk, [TABLE_KEYS.sk]: _sk, entity: _entity, ...rest } = item;
  return rest as T;
}

export function dynamoLocalPaymentRecords(
  client: DynamoDBDocumentClient,
  tableName: string,
): LocalPaymentRecords {
  const put = (sortKey: string, entity: string, value: object) =>
    client.send(new PutCommand({ TableName: tableName, Item: { ...key(sortKey), entity, ...value } }));
  const get = async <T>(sortKey: string) => {
    const answer = await client.send(
      new GetCommand({ TableName: tableName, Key: key(sortKey), ConsistentRead: true }),
    );
    return answer.Item ? withoutKeys<T>(answer.Item) : null;
  };
  return {
    putSubscription: async (subscription) =>
      void (await put(`${SUBSCRIPTION}${subscription.id}`, 'localSubscription', subscription)),
    getSubscription: (id) => get<LocalSubscription>(`${SUBSCRIPTION}${id}`),
    async listSubscriptions() {
      const items = await queryAll(client, {
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#sk': TABLE_KEYS.sk },
        ExpressionAttributeValues: { ':pk': LOCAL_PAYMENTS_PARTITION, ':prefix': SUBSCRIPTION },
        ConsistentRead: true,
      });
      return items.map((item) => withoutKeys<LocalSubscription>(item));
    },
    putPayment: async (payment) =>
      void (await put(`${PAYMENT}${payment.clientSecret}`, 'localPayment', payment)),
    getPayment: (clientSecret) => get<LocalPayment>(`${PAYMENT}${clientSecret}`),
  };
}
