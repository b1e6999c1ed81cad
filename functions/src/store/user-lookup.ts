/**
 * A user read by id: all that checking a session and deciding an alert need of the users store
 * (store/users.ts writes them). Apart from it, so the functions that only read a user carry none
 * of the registration, billing and claim code.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { type CompanyProfile, PAID_TIERS, type PaidTier, type TeamRole, type Tier } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import type { PendingEmailChange } from '#src/ports/email-changes';
import type { StoredUser, SubscriptionState, UserLookup } from '#src/ports/user-store';
import { userPartition } from './project-items';

/** The user's own item, beside their projects in the `USER#<userId>` partition. */
export const PROFILE_SORT_KEY = 'PROFILE';

export const userKey = (userId: string) => ({
  [TABLE_KEYS.pk]: userPartition(userId),
  [TABLE_KEYS.sk]: PROFILE_SORT_KEY,
});
/** One attribute per plan, so starting one plan's subscription never rewrites the other's. */
export const pendingAttribute = (tier: PaidTier) =>
  `pending${tier === 'silver' ? 'Silver' : 'Gold'}Subscription`;

function pendingSubscriptionsOf(item: Record<string, unknown>): Pick<StoredUser, 'pendingSubscriptions'> {
  const pending = Object.fromEntries(
    PAID_TIERS.flatMap((tier) => {
      const id = item[pendingAttribute(tier)];
      return typeof id === 'string' ? [[tier, id]] : [];
    }),
  );
  return Object.keys(pending).length > 0 ? { pendingSubscriptions: pending } : {};
}

function toUser(item: Record<string, unknown>): StoredUser {
  return {
    id: item.id as string,
    email: item.email as string,
    firstName: item.firstName as string,
    lastName: item.lastName as string,
    phone: item.phone as string,
    tier: item.tier as Tier,
    passwordHash: item.passwordHash as string,
    projectCount: item.projectCount as number,
    sessionVersion: item.sessionVersion as number,
    createdAt: item.createdAt as string,
    ...(typeof item.accountId === 'string' ? { accountId: item.accountId } : {}),
    ...(typeof item.role === 'string' ? { role: item.role as TeamRole } : {}),
    ...(item.stripeCustomerId ? { stripeCustomerId: item.stripeCustomerId as string } : {}),
    ...(item.stripeSubscriptionId ? { stripeSubscriptionId: item.stripeSubscriptionId as string } : {}),
    ...(item.subscriptionState ? { subscriptionState: item.subscriptionState as SubscriptionState } : {}),
    ...(typeof item.billingAsOf === 'number' ? { billingAsOf: item.billingAsOf } : {}),
    ...pendingSubscriptionsOf(item),
    ...(typeof item.memberCount === 'number' ? { memberCount: item.memberCount } : {}),
    ...(typeof item.projectsRevision === 'number' ? { projectsRevision: item.projectsRevision } : {}),
    ...(item.pendingEmailChange ? { pendingEmailChange: item.pendingEmailChange as PendingEmailChange } : {}),
    ...(typeof item.closingSince === 'string' ? { closingSince: item.closingSince } : {}),
    ...(typeof item.calendarFeedHash === 'string' ? { hasCalendarFeed: true as const } : {}),
    ...(typeof item.firstSessionId === 'string' ? { firstSessionId: item.firstSessionId } : {}),
    // A profile saved before the form asked who prepared a recorded document reads '' for it.
    ...(item.companyProfile
      ? {
          companyProfile: {
            preparedBy: '',
            ...(item.companyProfile as Partial<CompanyProfile>),
          } as CompanyProfile,
        }
      : {}),
  };
}

export function dynamoUserLookup(client: DynamoDBDocumentClient, tableName: string): UserLookup {
  return {
    async findById(userId, read = { consistent: false }) {
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: userKey(userId), ConsistentRead: read.consistent }),
      );
      return answer.Item ? toUser(answer.Item) : null;
    },
  };
}
