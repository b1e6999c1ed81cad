/**
 * `CLOSED_LOGIN#<sha256(lower-case email)>` / `CLOSED_LOGIN`: a login of a closed account, so that a
 * sign-in with its address says the account was closed rather than "invalid password". It keeps
 * when, under the address's hash only, and expires (TTL; checked on read, as DynamoDB Local never
 * deletes).
 */
import { createHash } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@lienminder/shared';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { ClosedLogins } from '#src/ports/account-closing';

const closedLoginKey = (email: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.closedLogin}${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`,
  [TABLE_KEYS.sk]: 'CLOSED_LOGIN',
});

/** The note's item: when the login closed, kept until `until` (Unix seconds). */
export const closedLoginItem = (email: string, closedAt: string, until: number) => ({
  ...closedLoginKey(email),
  entity: 'closedLogin',
  closedAt,
  [TABLE_KEYS.ttl]: until,
});

export function dynamoClosedLogins(client: DynamoDBDocumentClient, tableName: string): ClosedLogins {
  return {
    async closedAt(email, now) {
      const answer = await client.send(new GetCommand({ TableName: tableName, Key: closedLoginKey(email) }));
      const item = answer.Item;
      if (!item || Number(item[TABLE_KEYS.ttl]) * 1000 <= now.getTime()) return null;
      return item.closedAt as string;
    },
  };
}
