/**
 * Users and their email claims (docs/architecture.md section 3). The claim item `EMAIL#<lower-case email>`
 * is written in the same transaction as the user, with a condition that it does not exist yet:
 * DynamoDB has no unique indexes, and this is how two registrations with one email cannot both win.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@lienminder/shared';
import { EmailTaken } from '#src/errors';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { BillingFact, StoredUser, UserStore } from '#src/ports/user-store';
import { writeEndingTheFeed } from './calendar-feeds';
import { conditionHeld } from './condition-failure';
import { cancellationReasons, refusedByCondition, transactWrite } from './transactions';
import { dynamoUserLookup, pendingAttribute, userKey } from './user-lookup';

/** The claim that makes an email one login (store/team-membership.ts writes and deletes it with a teammate). */
export const emailClaimKey = (email: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.email}${normaliseEmail(email)}`,
  [TABLE_KEYS.sk]: 'EMAIL',
});

/** The claim item itself, naming the login that holds the email (registering, joining, an email change). */
export const emailClaimItem = (email: string, userId: string) => ({
  ...emailClaimKey(email),
  entity: 'emailClaim',
  userId,
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
export const stripeCustomerKey = (customerId: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.stripeCustomer}${customerId}`,
  [TABLE_KEYS.sk]: 'STRIPE_CUSTOMER',
});

/** The table the users are in, for the named parts below and the stores that write a user item. */
export interface UserTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

const EXISTS = `attribute_exists(${TABLE_KEYS.pk})`;
const ABSENT = `attribute_not_exists(${TABLE_KEYS.pk})`;

/**
 * An update of an existing user item: it never creates a stray one, and a user deleted meanwhile
 * fails the condition (ConditionalCheckFailedException).
 */
export async function updateUser(
  { client, tableName }: UserTable,
  userId: string,
  update: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<void> {
  await client.send(
    new UpdateCommand({ TableName: tableName, Key: userKey(userId), ConditionExpression: EXISTS, ...update }),
  );
}

/** Sets one attribute of an existing user item. */
export const setOnUser = (table: UserTable, userId: string, attribute: string, value: unknown) =>
  updateUser(table, userId, {
    UpdateExpression: 'SET #attribute = :value',
    ExpressionAttributeNames: { '#attribute': attribute },
    ExpressionAttributeValues: { ':value': value },
  });

/** The user and the claim of their email in one transaction: a taken email refuses both. */
async function create({ client, tableName }: UserTable, user: StoredUser): Promise<void> {
  try {
    await transactWrite(client, [
      {
        Put: {
          TableName: tableName,
          Item: emailClaimItem(user.email, user.id),
          ConditionExpression: ABSENT,
        },
      },
      { Put: { TableName: tableName, Item: userItem(user), ConditionExpression: ABSENT } },
    ]);
  } catch (error) {
    if (refusedByCondition(cancellationReasons(error)?.[0])) throw new EmailTaken();
    throw error;
  }
}

/** The Stripe customer's claim and the user's note of it, once: a concurrent first one stands. */
async function attachStripeCustomer({ client, tableName }: UserTable, userId: string, customerId: string) {
  try {
    await transactWrite(client, [
      {
        Put: {
          TableName: tableName,
          Item: { ...stripeCustomerKey(customerId), entity: 'stripeCustomer', userId },
          ConditionExpression: ABSENT,
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: userKey(userId),
          UpdateExpression: 'SET stripeCustomerId = :customer',
          ConditionExpression: `${EXISTS} AND attribute_not_exists(stripeCustomerId)`,
          ExpressionAttributeValues: { ':customer': customerId },
        },
      },
    ]);
  } catch (error) {
    // A concurrent request attached one first: the user keeps that customer.
    if (!cancellationReasons(error)?.some(refusedByCondition)) throw error;
  }
}

/**
 * A payment fact, unless a newer one was applied (false then). "Current" is also a subscription
 * ending while the account is on none: a pending one that was never paid, so that its older
 * payment arriving late is stale, not a plan.
 */
async function applyBillingFact({ client, tableName }: UserTable, userId: string, fact: BillingFact) {
  const conditions = [EXISTS, '(attribute_not_exists(billingAsOf) OR billingAsOf <= :asOf)'];
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
  return conditionHeld(
    client.send(
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
    ),
  );
}

/** Signing out everywhere ends the calendar feed in the same write, as a password reset does. */
async function bumpSessionVersion({ client, tableName }: UserTable, userId: string): Promise<void> {
  const ended = await writeEndingTheFeed(client, tableName, userId, (feed) =>
    transactWrite(client, [
      {
        Update: {
          TableName: tableName,
          Key: userKey(userId),
          UpdateExpression: `ADD sessionVersion :one ${feed.update}`,
          ConditionExpression: `${EXISTS} AND ${feed.condition}`,
          ExpressionAttributeNames: feed.names,
          ExpressionAttributeValues: { ':one': 1, ...feed.values },
        },
      },
      ...feed.items,
    ]),
  );
  if (!ended) throw new Error(`No user ${userId} to sign out everywhere`);
}

export function dynamoUserStore(client: DynamoDBDocumentClient, tableName: string): UserStore {
  const table: UserTable = { client, tableName };
  const { findById } = dynamoUserLookup(client, tableName);
  return {
    create: (user) => create(table, user),
    findById,
    async findByEmail(email) {
      const claim = await client.send(new GetCommand({ TableName: tableName, Key: emailClaimKey(email) }));
      return claim.Item ? findById(claim.Item.userId as string) : null;
    },
    setTier: (userId, tier) => setOnUser(table, userId, 'tier', tier),
    attachStripeCustomer: (userId, customerId) => attachStripeCustomer(table, userId, customerId),
    async findByStripeCustomer(customerId) {
      const claim = await client.send(
        new GetCommand({ TableName: tableName, Key: stripeCustomerKey(customerId), ConsistentRead: true }),
      );
      return claim.Item ? findById(claim.Item.userId as string, { consistent: true }) : null;
    },
    recordPendingSubscription: (userId, tier, subscriptionId) =>
      setOnUser(table, userId, pendingAttribute(tier), subscriptionId),
    applyBillingFact: (userId, fact) => applyBillingFact(table, userId, fact),
    setCompanyProfile: (userId, profile) => setOnUser(table, userId, 'companyProfile', profile),
    bumpSessionVersion: (userId) => bumpSessionVersion(table, userId),
  };
}
