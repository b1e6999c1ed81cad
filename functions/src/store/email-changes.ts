/**
 * A sign-in email change (ports/email-changes.ts) on the user item, `pendingEmailChange`, and the
 * transaction that makes it: the email claims (`EMAIL#<lower-case email>`, store/users.ts) move in
 * the same write as the user's email, so two logins can never hold one address, even when two
 * changes (or a registration) race for it.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EmailTaken } from '#src/errors';
import { TABLE_KEYS } from '#src/keys';
import type { EmailChanges } from '#src/ports/email-changes';
import { cancellationReasons, refusedByCondition, transactWrite } from './transactions';
import { userKey } from './user-lookup';
import { emailClaimItem, emailClaimKey, setOnUser } from './users';

export function dynamoEmailChanges(client: DynamoDBDocumentClient, tableName: string): EmailChanges {
  return {
    async request(userId, change) {
      await setOnUser({ client, tableName }, userId, 'pendingEmailChange', change);
    },

    async confirm({ userId, from, change, now }) {
      try {
        await transactWrite(client, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: 'SET email = :to REMOVE pendingEmailChange ADD sessionVersion :one',
              ConditionExpression:
                'email = :from AND pendingEmailChange.changeId = :changeId AND pendingEmailChange.expiresAt > :now',
              ExpressionAttributeValues: {
                ':to': change.email,
                ':from': from,
                ':changeId': change.changeId,
                ':now': Math.floor(now.getTime() / 1000),
                ':one': 1,
              },
            },
          },
          // The service refuses a change to the same address in another case: the claims differ.
          {
            Delete: {
              TableName: tableName,
              Key: emailClaimKey(from),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: emailClaimItem(change.email, userId),
              ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
            },
          },
        ]);
        return true;
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (refusedByCondition(reasons[2])) throw new EmailTaken();
        if (reasons.some(refusedByCondition)) return false;
        throw error;
      }
    },
  };
}
