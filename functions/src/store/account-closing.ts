/**
 * Closing an account in the single table (ports/account-closing.ts). The mark is `closingSince` on
 * the account's item, indexed under `gsi1pk = ACCOUNT_CLOSING` until that item goes: the sign-in
 * check reads it on every request, and the daily job finds what a failed run left; a note of it in
 * the account's delivery partition, the one deliver-alert may read (store/delivery-records.ts),
 * stops the messages claimed before it until the deletion is done. The deletion
 * goes partition by partition, each step safe to run again, in an order that never leaves anything
 * it would need to find the rest: the teammates (found through the team) before the team, the
 * projects before their alerts (so the alert sync, which re-plans from the projects, finds none to
 * plan again), the account's own item last. Kept: the SMS consent log and the phones' opt-in
 * states (`CONSENT#`, `PHONE#`: the proof the law asks for); sessions and reset tokens, which
 * name a user that no longer exists, so nothing honours them, until their TTL; and the closing's
 * note, marked closed, until the closed sign-in's notice ends, so that a delivery retried after
 * the deletion sends nothing and writes nothing.
 */
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVITY_PARTITION_PREFIX,
  ALERTS_PARTITION_PREFIX,
  DELIVERY_PARTITION_PREFIX,
  PARTITION_KEYS,
  TABLE_KEYS,
  TEAM_REMOVALS_PARTITION_PREFIX,
} from '#src/keys';
import type { AccountClosings } from '#src/ports/account-closing';
import { batchWrite } from './batch-write';
import { feedKey } from './calendar-feeds';
import { closedLoginItem } from './closed-logins';
import { conditionHeld } from './condition-failure';
import { closingNoteItem, closingNoteKey } from './delivery-records';
import { userPartition } from './project-items';
import { queryAll } from './query-all';
import { suppressionPartition } from './suppressions';
import { linkKey, teamPartition } from './team-items';
import { PROFILE_SORT_KEY, userKey } from './user-lookup';
import { emailClaimKey, stripeCustomerKey, updateUser } from './users';

const CLOSING_PARTITION = PARTITION_KEYS.accountClosing;
const { pk, sk } = TABLE_KEYS;

interface ClosingTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** Every item of the partition but those `keep` names, deleted (their keys read first). */
async function deletePartition(
  { client, tableName }: ClosingTable,
  partition: string,
  keep: (sortKey: string) => boolean = () => false,
): Promise<Record<string, unknown>[]> {
  const items = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pk },
    ExpressionAttributeValues: { ':pk': partition },
    ConsistentRead: true,
  });
  const gone = items.filter((item) => !keep(item[sk] as string));
  await batchWrite(
    client,
    tableName,
    gone.map((item) => ({ DeleteRequest: { Key: { [pk]: item[pk], [sk]: item[sk] } } })),
  );
  return gone;
}

async function deleteItem({ client, tableName }: ClosingTable, key: Record<string, unknown>) {
  await batchWrite(client, tableName, [{ DeleteRequest: { Key: key } }]);
}

/**
 * One person's login: the note their sign-in will read, their calendar feed, their email claim
 * (only while it is still theirs), the Stripe customer's claim on the account's item, and their
 * partition, whose user item goes last.
 */
async function closeLogin(table: ClosingTable, userId: string, closedAt: string, noticeUntil: number) {
  const { client, tableName } = table;
  const found = await client.send(
    new GetCommand({ TableName: tableName, Key: userKey(userId), ConsistentRead: true }),
  );
  const user = found.Item;
  if (!user) return;
  const email = user.email as string;
  await client.send(
    new PutCommand({ TableName: tableName, Item: closedLoginItem(email, closedAt, noticeUntil) }),
  );
  if (typeof user.calendarFeedHash === 'string') await deleteItem(table, feedKey(user.calendarFeedHash));
  if (typeof user.stripeCustomerId === 'string')
    await deleteItem(table, stripeCustomerKey(user.stripeCustomerId));
  await conditionHeld(
    client.send(
      new DeleteCommand({
        TableName: tableName,
        Key: emailClaimKey(email),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    ),
  );
  await deletePartition(table, userPartition(userId), (sortKey) => sortKey === PROFILE_SORT_KEY);
  await deleteItem(table, userKey(userId));
}

export function dynamoAccountClosings(client: DynamoDBDocumentClient, tableName: string): AccountClosings {
  const table: ClosingTable = { client, tableName };
  return {
    async begin(accountId, at) {
      await updateUser(table, accountId, {
        UpdateExpression: 'SET closingSince = if_not_exists(closingSince, :at), #gpk = :closing, #gsk = :due',
        ExpressionAttributeNames: { '#gpk': TABLE_KEYS.gsi1pk, '#gsk': TABLE_KEYS.gsi1sk },
        ExpressionAttributeValues: { ':at': at, ':closing': CLOSING_PARTITION, ':due': `${at}#${accountId}` },
      });
      await client.send(new PutCommand({ TableName: tableName, Item: closingNoteItem(accountId, at) }));
    },

    async unfinished() {
      const items = await queryAll(client, {
        TableName: tableName,
        IndexName: TABLE_KEYS.gsi1Name,
        KeyConditionExpression: '#pk = :closing',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk },
        ExpressionAttributeValues: { ':closing': CLOSING_PARTITION },
      });
      return items.map((item) => item.id as string);
    },

    async finish(accountId, noticeUntil) {
      const found = await client.send(
        new GetCommand({ TableName: tableName, Key: userKey(accountId), ConsistentRead: true }),
      );
      const closedAt = found.Item?.closingSince;
      // Gone already (a run finished it), or never marked: nothing to do without the mark.
      if (typeof closedAt !== 'string') return;
      const team = teamPartition(accountId);
      const places = await queryAll(client, {
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pk },
        ExpressionAttributeValues: { ':pk': team },
        ConsistentRead: true,
      });
      for (const place of places) {
        if (typeof place.userId === 'string') await closeLogin(table, place.userId, closedAt, noticeUntil);
        if (typeof place.tokenHash === 'string') await deleteItem(table, linkKey(place.tokenHash));
      }
      await deletePartition(table, team);
      // The projects first: the alert sync plans from them, so none can be planned again after.
      await deletePartition(table, userPartition(accountId), (sortKey) => sortKey === PROFILE_SORT_KEY);
      const closingNote = closingNoteKey(accountId);
      // The closing's note stays in the delivery partition until the rest is gone (below).
      const keep = (sortKey: string) => sortKey === closingNote[sk];
      for (const partition of [
        `${ALERTS_PARTITION_PREFIX}${accountId}`,
        `${ACTIVITY_PARTITION_PREFIX}${accountId}`,
        `${DELIVERY_PARTITION_PREFIX}${accountId}`,
        suppressionPartition(accountId),
        `${TEAM_REMOVALS_PARTITION_PREFIX}${accountId}`,
      ]) {
        await deletePartition(table, partition, partition === closingNote[pk] ? keep : undefined);
      }
      // Marked closed before the account's own item goes, whose mark keeps the closing unfinished
      // until then; it expires with the closed sign-in's notice.
      await client.send(
        new PutCommand({ TableName: tableName, Item: closingNoteItem(accountId, closedAt, noticeUntil) }),
      );
      await closeLogin(table, accountId, closedAt, noticeUntil);
    },
  };
}
