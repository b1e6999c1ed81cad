/**
 * `CONSENT#<yyyy-mm>` / `<timestamp>#<id>` (docs/architecture.md section 3): the SMS consent proof log, one
 * partition a month so the admin list reads a month in order, newest first. `CONSENT_MONTHS` /
 * `<yyyy-mm>` names each month that holds records, so the list walks back through those alone.
 * Append-only: each put refuses to replace an existing record, and nothing here updates or deletes
 * one. Each record is written in one transaction with the phone status it sets (store/phone-status.ts
 * says when that change is refused). Keyword replies also claim `SMS_INBOUND#<MessageSid>` /
 * `SMS_INBOUND`, so a webhook Twilio delivers twice records once.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsConsentRecord } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import { type ConsentHistory, type ConsentLog, InvalidConsentCursor } from '#src/ports/consent-log';
import { dynamoConsentRecorder, MONTHS_PARTITION, monthPartition } from './consent-records';
import { queryAll } from './query-all';

interface Cursor {
  /** The month of the last record handed out, and its sort key. */
  month: string;
  after: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      value &&
      typeof value === 'object' &&
      'month' in value &&
      'after' in value &&
      typeof value.month === 'string' &&
      /^\d{4}-\d{2}$/.test(value.month) &&
      typeof value.after === 'string'
    ) {
      return { month: value.month, after: value.after };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidConsentCursor('Invalid cursor');
}

/** The admin's view of a stored record; records written before opt-outs existed are opt-ins. */
function toConsent(item: Record<string, unknown>): SmsConsentRecord {
  return {
    id: item.id as string,
    name: (item.name ?? null) as string | null,
    phone: item.phone as string,
    ip: item.ip as string,
    userAgent: item.userAgent as string,
    timestamp: item.timestamp as string,
    programType: item.programType as SmsConsentRecord['programType'],
    frequency: item.frequency as string,
    termsUrl: item.termsUrl as string,
    privacyUrl: item.privacyUrl as string,
    consentText: item.consentText as string,
    action: (item.action ?? 'opt_in') as SmsConsentRecord['action'],
    source: item.source as SmsConsentRecord['source'],
  };
}

async function monthsNewestFirst(client: DynamoDBDocumentClient, tableName: string): Promise<string[]> {
  const items = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
    ExpressionAttributeValues: { ':pk': MONTHS_PARTITION },
    ScanIndexForward: false,
  });
  return items.map((item) => item[TABLE_KEYS.sk] as string);
}

export function dynamoConsentLog(client: DynamoDBDocumentClient, tableName: string): ConsentLog {
  /** Up to `wanted` items of one month, newest first, after the sort key `after` when given. */
  async function readMonth(month: string, wanted: number, after?: string) {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined = after
      ? { [TABLE_KEYS.pk]: monthPartition(month), [TABLE_KEYS.sk]: after }
      : undefined;
    do {
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
          ExpressionAttributeValues: { ':pk': monthPartition(month) },
          ScanIndexForward: false,
          Limit: wanted - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(answer.Items ?? []));
      start = answer.LastEvaluatedKey;
    } while (start && items.length < wanted);
    return items;
  }

  return {
    ...dynamoConsentRecorder(client, tableName),

    async list({ limit, cursor }) {
      const from = cursor === undefined ? undefined : decodeCursor(cursor);
      const months = (await monthsNewestFirst(client, tableName)).filter(
        (month) => !from || month <= from.month,
      );
      // One more than asked tells whether a next page exists.
      const items: { month: string; item: Record<string, unknown> }[] = [];
      for (const month of months) {
        const after = from?.month === month ? from.after : undefined;
        const read = await readMonth(month, limit + 1 - items.length, after);
        items.push(...read.map((item) => ({ month, item })));
        if (items.length > limit) break;
      }
      const page = items.slice(0, limit);
      const last = page.at(-1);
      return {
        consents: page.map(({ item }) => toConsent(item)),
        nextCursor:
          items.length > limit && last
            ? encodeCursor({ month: last.month, after: last.item[TABLE_KEYS.sk] as string })
            : null,
      };
    },
  };
}

export function dynamoConsentHistory(client: DynamoDBDocumentClient, tableName: string): ConsentHistory {
  return {
    async givenThrough(userIds, sinceMonth) {
      if (userIds.length === 0) return [];
      const months = (await monthsNewestFirst(client, tableName))
        .filter((month) => month >= sinceMonth)
        .reverse();
      const people = Object.fromEntries(userIds.map((userId, index) => [`:user${index}`, userId]));
      const records: SmsConsentRecord[] = [];
      for (const month of months) {
        const items = await queryAll(client, {
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: `#user IN (${Object.keys(people).join(', ')})`,
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#user': 'userId' },
          ExpressionAttributeValues: { ':pk': monthPartition(month), ...people },
        });
        records.push(...items.map(toConsent));
      }
      return records;
    },
  };
}
