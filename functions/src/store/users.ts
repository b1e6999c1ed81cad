/**
 * Users and their email claims (docs/architecture.md section 3). The claim item `EMAIL#<lower-case email>`
 * is written in the same transaction as the user, with a condition that it does not exist yet:
 * DynamoDB has no unique indexes, and this is how two registrations with one email cannot both win.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@lienminder/shared';
import { EmailTaken } from '#src/errors';
import { TABLE_KEYS } from '#src/keys';
import type { StoredUser, UserStore } from '#src/ports/user-store';
import { writeEndingTheFeed } from './calendar-feeds';
import { isConditionFailure } from './condition-failure';
import { cancellationReasons, refusedByCondition, transactWrite } from './transactions';
import { dynamoUserLookup, pendingAttribute, userKey } from './user-lookup';

/** The claim that makes an email one login (store/team.ts writes and deletes it with a teammate). */
export const emailClaimKey = (email: string) => ({
  [TABLE_KEYS.pk]: `EMAIL#${normaliseEmail(email)}`,
  [TABLE_KEYS.sk]: 'EMAIL',
});

/** The user item as written: its keys beside the stored fields. */
export function userItem(user: StoredUser): Record<string, unknown> {
  return { ...userKey(user.id), entity: 'user', ...user };
}

/**
 * The clause that bumps the user item's counter of project writes (StoredUser.projectsRevision,
 * docs/decisions/017), for an UpdateExpression with `:one` set to 1.
 */
export const BUMP_PROJECTS_REVISION = 'ADD projectsRevision :one';

/**
 * An update that only bumps the revision of the user item at `key`, for a project write whose own
 * transaction (or step) does not update that item otherwise. It never creates a stray user item.
 */
export function projectsRevisionBump(tableName: string, key: Record<string, unknown>) {
  return {
    TableName: tableName,
    Key: key,
    UpdateExpression: BUMP_PROJECTS_REVISION,
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
    ExpressionAttributeValues: { ':one': 1 },
  };
}

/** The Stripe webhook names the customer, not the user: this claim leads from one to the other. */
const stripeCustomerKey = (customerId: string) => ({
  [TABLE_KEYS.pk]: `STRIPE_CUSTOMER#${customerId}`,
  [TABLE_KEYS.sk]: 'STRIPE_CUSTOMER',
});

export function dynamoUserStore(client: DynamoDBDocumentClient, tableName: string): UserStore {
  const exists = `attribute_exists(${TABLE_KEYS.pk})`;
  const absent = `attribute_not_exists(${TABLE_KEYS.pk})`;

  const { findById } = dynamoUserLookup(client, tableName);

  /** Sets one attribute of an existing user item (never creating a stray one). */
  async function setOnUser(
    userId: string,
    attribute: 'tier' | 'companyProfile',
    value: unknown,
  ): Promise<void> {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(userId),
        UpdateExpression: 'SET #attribute = :value',
        ConditionExpression: exists,
        ExpressionAttributeNames: { '#attribute': attribute },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  }

  return {
    async create(user) {
      try {
        await transactWrite(client, [
          {
            Put: {
              TableName: tableName,
              Item: { ...emailClaimKey(user.email), entity: 'emailClaim', userId: user.id },
              ConditionExpression: absent,
            },
          },
          { Put: { TableName: tableName, Item: userItem(user), ConditionExpression: absent } },
        ]);
      } catch (error) {
        if (refusedByCondition(cancellationReasons(error)?.[0])) throw new EmailTaken();
        throw error;
      }
    },

    findById,

    async findByEmail(email) {
      const claim = await client.send(new GetCommand({ TableName: tableName, Key: emailClaimKey(email) }));
      return claim.Item ? findById(claim.Item.userId as string) : null;
    },

    setTier: (userId, tier) => setOnUser(userId, 'tier', tier),

    async attachStripeCustomer(userId, customerId) {
      try {
        await transactWrite(client, [
          {
            Put: {
              TableName: tableName,
              Item: { ...stripeCustomerKey(customerId), entity: 'stripeCustomer', userId },
              ConditionExpression: absent,
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: 'SET stripeCustomerId = :customer',
              ConditionExpression: `${exists} AND attribute_not_exists(stripeCustomerId)`,
              ExpressionAttributeValues: { ':customer': customerId },
            },
          },
        ]);
      } catch (error) {
        // A concurrent request attached one first: the user keeps that customer.
        if (!cancellationReasons(error)?.some(refusedByCondition)) throw error;
      }
    },

    async findByStripeCustomer(customerId) {
      const claim = await client.send(
        new GetCommand({ TableName: tableName, Key: stripeCustomerKey(customerId), ConsistentRead: true }),
      );
      return claim.Item ? findById(claim.Item.userId as string, { consistent: true }) : null;
    },

    async recordPendingSubscription(userId, tier, subscriptionId) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(userId),
          UpdateExpression: 'SET #pending = :subscription',
          ConditionExpression: exists,
          ExpressionAttributeNames: { '#pending': pendingAttribute(tier) },
          ExpressionAttributeValues: { ':subscription': subscriptionId },
        }),
      );
    },

    async applyBillingFact(userId, fact) {
      const conditions = [exists, '(attribute_not_exists(billingAsOf) OR billingAsOf <= :asOf)'];
      // "Current" is also a subscription ending while the account is on none: a pending one that
      // was never paid, so that its older payment arriving late is stale, not a plan.
      if (fact.onlyIfCurrent) {
        conditions.push(
          '(stripeSubscriptionId = :subscription OR attribute_not_exists(stripeSubscriptionId) OR subscriptionState = :canceled)',
        );
      }
      const assignments = [
        'stripeSubscriptionId = :subscription',
        'subscriptionState = :state',
        'billingAsOf = :asOf',
        ...(fact.tier ? ['tier = :tier'] : []),
      ];
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: userKey(userId),
            UpdateExpression: `SET ${assignments.join(', ')}`,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeValues: {
              ':subscription': fact.subscriptionId,
              ':state': fact.state,
              ':asOf': fact.asOf,
              ...(fact.tier ? { ':tier': fact.tier } : {}),
              ...(fact.onlyIfCurrent ? { ':canceled': 'canceled' } : {}),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    setCompanyProfile: (userId, profile) => setOnUser(userId, 'companyProfile', profile),

    async bumpSessionVersion(userId) {
      // Signing out everywhere ends the calendar feed in the same write, as a password reset does.
      const ended = await writeEndingTheFeed(client, tableName, userId, (feed) =>
        transactWrite(client, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: `ADD sessionVersion :one ${feed.update}`,
              ConditionExpression: `${exists} AND ${feed.condition}`,
              ExpressionAttributeNames: feed.names,
              ExpressionAttributeValues: { ':one': 1, ...feed.values },
            },
          },
          ...feed.items,
        ]),
      );
      if (!ended) throw new Error(`No user ${userId} to sign out everywhere`);
    },
  };
}
