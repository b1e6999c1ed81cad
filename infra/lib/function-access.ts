import type { FunctionDefinition } from '@lienminder/functions/routes';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { AppSecrets } from './app-secret';
import type { Data } from './data';
import type { OriginVerifySecret } from './origin-verify-secret';

/**
 * What the alerting construct (alerts.ts) grants. Named here rather than imported: alerts.ts grants
 * its own functions through grantAccess, and a type import back would tie the two files in a circle.
 */
export interface AlertGrants {
  grantScheduling(fn: LambdaFunction): Record<string, string>;
  grantEmail(fn: LambdaFunction): Record<string, string>;
  grantMessageDispatch(fn: LambdaFunction): void;
  grantRedelivery(fn: LambdaFunction): void;
}

export interface AccessGrants {
  data: Data;
  secret: AppSecrets;
  originVerify: OriginVerifySecret;
  alerts: AlertGrants;
}

/**
 * Gives a function exactly what its manifest entry's `access` names: each grant adds the IAM
 * statements and returns the environment variables (names and ARNs, never values) that go with it,
 * so a function can neither read a setting it has no permission for nor hold a permission it has no
 * setting for. A function that acts on a provider has no `table` (docs/decisions/007): it gets
 * neither table access nor TABLE_NAME, unless it reads its delivery records or the phone states.
 */
export function grantAccess(fn: LambdaFunction, definition: FunctionDefinition, grants: AccessGrants): void {
  const { access } = definition;
  const environment: Record<string, string> = grants.data.grantTable(fn, definition);
  if (access.secrets) Object.assign(environment, grants.secret.grantRead(fn, access.secrets));
  if (access.scheduler) Object.assign(environment, grants.alerts.grantScheduling(fn));
  if (access.email) Object.assign(environment, grants.alerts.grantEmail(fn));
  if (access.messages) grants.alerts.grantMessageDispatch(fn);
  if (access.redelivery) grants.alerts.grantRedelivery(fn);
  for (const [name, value] of Object.entries(environment)) fn.addEnvironment(name, value);
}
