/**
 * The single-table layout shared by the store, the local runtime's table creation and the CDK
 * stack, so the key names exist in exactly one place.
 */
export const TABLE_KEYS = {
  pk: 'pk',
  sk: 'sk',
  gsi1pk: 'gsi1pk',
  gsi1sk: 'gsi1sk',
  /** DynamoDB TTL attribute (epoch seconds). DynamoDB Local never expires items: readers filter on it too. */
  ttl: 'expiresAt',
  gsi1Name: 'gsi1',
} as const;
