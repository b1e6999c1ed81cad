import { type Stack, Token } from 'aws-cdk-lib';

/**
 * The account and region as a cdk-nag finding spells them in a resource ARN: `<AWS::AccountId>`
 * and `<AWS::Region>` in an environment-agnostic stack (dev), the literal values in a stack whose
 * stage file names them. An acknowledgement names its finding exactly, so it must match.
 */
export function findingEnvironment(stack: Stack): { account: string; region: string } {
  return {
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
  };
}
