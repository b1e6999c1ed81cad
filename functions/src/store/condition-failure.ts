/**
 * Whether a single write (Put, Update, Delete with a ConditionExpression) was refused because its
 * condition did not hold: the expected "someone else got there first" outcome, not a failure.
 * Transactions report theirs per item instead (`refusedByCondition` in ./transactions).
 * Matched by name, so it holds whichever copy of the SDK's error class threw it.
 */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Whether a conditional write held: true when it went through, false when its condition refused it. */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
