/**
 * Writing the SMS consent proof log (store/consent-log.ts reads it, and says how it is laid out):
 * apart from the reading, so a function that only records consents (a project save with a ticked
 * phone) carries none of the admin list.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { ConsentRecord, ConsentRecorder } from '#src/ports/consent-log';
import { phoneStatusChange } from './phone-status';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';

export const MONTHS_PARTITION = PARTITION_KEYS.consentMonths;
const monthOf = (timestamp: string) => timestamp.slice(0, 7);
export const monthPartition = (month: string) => `${PARTITION_KEYS.consentMonth}${month}`;
/** Redeliveries come within minutes to hours; a month is ample, and the record itself stays. */
const INBOUND_CLAIM_SECONDS = 30 * 86_400;

function recordPuts(tableName: string, record: ConsentRecord): TransactionItem[] {
  const month = monthOf(record.timestamp);
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          [TABLE_KEYS.pk]: monthPartition(month),
          [TABLE_KEYS.sk]: `${record.timestamp}#${record.id}`,
          entity: 'smsConsent',
          ...record,
        },
        ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { [TABLE_KEYS.pk]: MONTHS_PARTITION, [TABLE_KEYS.sk]: month, entity: 'smsConsentMonth' },
      },
    },
  ];
}

export function dynamoConsentRecorder(client: DynamoDBDocumentClient, tableName: string): ConsentRecorder {
  return {
    async record({ record, messageSid }) {
      const at = new Date(record.timestamp);
      // A keyword, or a carrier's report of an opt-out (Twilio's 21610): a fact from the network,
      // kept as proof even when a newer status stands.
      const byKeyword = record.source === 'sms_keyword' || record.source === 'carrier_opt_out';
      const inboundClaim: TransactionItem[] = messageSid
        ? [
            {
              Put: {
                TableName: tableName,
                Item: {
                  [TABLE_KEYS.pk]: `${PARTITION_KEYS.inboundMessage}${messageSid}`,
                  [TABLE_KEYS.sk]: 'SMS_INBOUND',
                  entity: 'smsInbound',
                  consentId: record.id,
                  [TABLE_KEYS.ttl]: Math.floor(at.getTime() / 1000) + INBOUND_CLAIM_SECONDS,
                },
                ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
              },
            },
          ]
        : [];
      const status = phoneStatusChange(
        record.phone,
        record.action === 'opt_out' ? 'opted_out' : 'opted_in',
        at,
        byKeyword,
      );
      const recordAndStatus = [
        ...inboundClaim,
        ...recordPuts(tableName, record),
        { Put: { TableName: tableName, ...status } },
      ];
      const attempt = async (items: TransactionItem[]) => {
        try {
          await transactWrite(client, items);
          return null;
        } catch (error) {
          const reasons = cancellationReasons(error);
          const failed = reasons?.findIndex(refusedByCondition) ?? -1;
          if (failed < 0) throw error;
          if (messageSid && failed === 0) return 'duplicate' as const;
          // The record's own put refuses only a record already written: never overwritten.
          if (failed !== items.length - 1) throw error;
          return 'superseded' as const;
        }
      };
      const outcome = await attempt(recordAndStatus);
      if (outcome !== 'superseded' || !byKeyword) return outcome ?? 'changed';
      // A keyword's text did arrive: its record stays as proof, at its own (older) time.
      return (await attempt([...inboundClaim, ...recordPuts(tableName, record)])) ?? 'superseded';
    },
  };
}
