import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isConditionFailure } from './condition-failure';

describe('isConditionFailure', () => {
  it("is true for the SDK's refused-condition error", () => {
    const error = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    expect(isConditionFailure(error)).toBe(true);
  });

  it('is true for the same error thrown by another copy of the SDK (matched by name)', () => {
    const error = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    expect(isConditionFailure(error)).toBe(true);
  });

  it('is false for a cancelled transaction, whose reasons say which item failed', () => {
    const error = new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {} });
    expect(isConditionFailure(error)).toBe(false);
  });

  it('is false for other errors and non-errors', () => {
    expect(isConditionFailure(new Error('ConditionalCheckFailedException'))).toBe(false);
    expect(isConditionFailure({ name: 'ConditionalCheckFailedException' })).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });
});
