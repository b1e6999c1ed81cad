/**
 * Calendar feeds: `CALFEED#<sha256(token)>` / `CALFEED` holds the owner's id, outside the owner's
 * partition so that a feed request, which knows only the token, finds it with one read. The user
 * item remembers the hash of the live feed (`calendarFeedHash`), so a rotation or revocation knows
 * which feed item to delete. Every change is one transaction conditioned on the hash the user item
 * had when read: a feed item never outlives its place on the user item, and two rotations racing
 * cannot leave two live feeds. A password reset and the end of every session take the feed with
 * them in their own transaction (`liveFeedEnding`): the feed ends with the password.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { CalendarFeedStore } from '#src/ports/calendar-feeds';
import {
  afterCollision,
  cancellationReasons,
  refusedByCondition,
  type TransactionItem,
  transactWrite,
} from './transactions';
import { userKey } from './user-lookup';

export const feedKey = (tokenHash: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.calendarFeed}${tokenHash}`,
  [TABLE_KEYS.sk]: 'CALFEED',
});

/** The user item's attribute naming the live feed's hash; absent when the user has none. */
const FEED_HASH = 'calendarFeedHash';

/**
 * A change is read, then written on condition the read still holds: one that lost to a concurrent
 * change reads again. Each round lets at least one racer through, so this covers a burst of
 * rotations (a double click, two tabs) with room to spare.
 */
const MAX_ATTEMPTS = 8;

const conditionFailed = (error: unknown) => cancellationReasons(error)?.some(refusedByCondition) ?? false;

/** The hash of the user's live feed, null when they have none. */
async function liveHash(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
): Promise<string | null> {
  const answer = await client.send(
    new GetCommand({
      TableName: tableName,
      Key: userKey(userId),
      ProjectionExpression: '#feed',
      ExpressionAttributeNames: { '#feed': FEED_HASH },
      ConsistentRead: true,
    }),
  );
  return (answer.Item?.[FEED_HASH] as string | undefined) ?? null;
}

const retire = (tableName: string, current: string | null): TransactionItem[] =>
  current === null ? [] : [{ Delete: { TableName: tableName, Key: feedKey(current) } }];

/**
 * What a transaction that changes the user item adds to end the feed live when it was read: a
 * clause for the user item's UpdateExpression and one ANDed into its condition (the feed is still
 * that one), their names and values, and the feed item's delete.
 */
export interface FeedEnding {
  hash: string | null;
  update: string;
  condition: string;
  names: Record<string, string>;
  values: Record<string, string>;
  items: TransactionItem[];
}

export async function liveFeedEnding(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
): Promise<FeedEnding> {
  const hash = await liveHash(client, tableName, userId);
  return {
    hash,
    update: 'REMOVE #feed',
    condition: hash === null ? 'attribute_not_exists(#feed)' : '#feed = :liveFeed',
    names: { '#feed': FEED_HASH },
    values: hash === null ? {} : { ':liveFeed': hash },
    items: retire(tableName, hash),
  };
}

/**
 * Runs `write`, a transaction holding `ending`'s parts, again with a fresh ending when it was
 * refused because the feed changed meanwhile (a rotation racing it). False when it was refused for
 * anything else, which `write`'s own conditions say.
 */
export async function writeEndingTheFeed(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  write: (ending: FeedEnding) => Promise<void>,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const ending = await liveFeedEnding(client, tableName, userId);
    try {
      await write(ending);
      return true;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      const feedMoved = (await liveHash(client, tableName, userId)) !== ending.hash;
      if (!feedMoved || attempt >= MAX_ATTEMPTS) return false;
      await afterCollision(attempt);
    }
  }
}

export function dynamoCalendarFeedStore(
  client: DynamoDBDocumentClient,
  tableName: string,
): CalendarFeedStore {
  /** The user item moves from `current` to `next` (null: no feed), unless someone moved it first. */
  function userItemChange(userId: string, current: string | null, next: string | null): TransactionItem {
    return {
      Update: {
        TableName: tableName,
        Key: userKey(userId),
        UpdateExpression: next === null ? 'REMOVE #feed' : 'SET #feed = :next',
        ConditionExpression:
          current === null
            ? `attribute_exists(${TABLE_KEYS.pk}) AND attribute_not_exists(#feed)`
            : '#feed = :current',
        ExpressionAttributeNames: { '#feed': FEED_HASH },
        // Never both null: a change with no feed before or after writes nothing (changeFeed).
        ExpressionAttributeValues: {
          ...(next === null ? {} : { ':next': next }),
          ...(current === null ? {} : { ':current': current }),
        },
      },
    };
  }

  /** Reads the live hash and writes what `change` makes of it, again if a concurrent change got in first. */
  async function changeFeed(
    userId: string,
    change: (current: string | null) => TransactionItem[],
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const items = change(await liveHash(client, tableName, userId));
      if (items.length === 0) return;
      try {
        await transactWrite(client, items);
        return;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !conditionFailed(error)) throw error;
        await afterCollision(attempt);
      }
    }
  }

  return {
    replace(userId, tokenHash, createdAt) {
      return changeFeed(userId, (current) => [
        {
          Put: {
            TableName: tableName,
            Item: { ...feedKey(tokenHash), entity: 'calendarFeed', userId, createdAt },
            ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
          },
        },
        ...retire(tableName, current),
        userItemChange(userId, current, tokenHash),
      ]);
    },

    revoke(userId) {
      return changeFeed(userId, (current) =>
        current === null ? [] : [...retire(tableName, current), userItemChange(userId, current, null)],
      );
    },

    async ownerOf(tokenHash) {
      // Consistent: a revoked or replaced feed stops answering the moment its transaction ends.
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: feedKey(tokenHash), ConsistentRead: true }),
      );
      return (answer.Item?.userId as string | undefined) ?? null;
    },

    async liveSince(userId) {
      const hash = await liveHash(client, tableName, userId);
      if (hash === null) return null;
      const answer = await client.send(new GetCommand({ TableName: tableName, Key: feedKey(hash) }));
      return (answer.Item?.createdAt as string | undefined) ?? null;
    },
  };
}
