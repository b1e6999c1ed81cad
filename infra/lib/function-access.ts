import type { FunctionAccess } from '@lienminder/functions/routes';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Alerts } from './alerts';
import type { AppSecret } from './app-secret';
import type { Data } from './data';
import type { OriginVerifySecret } from './origin-verify-secret';

export interface AccessGrants {
  data: Data;
  secret: AppSecret;
  originVerify: OriginVerifySecret;
  alerts: Alerts;
}

/**
 * Gives a function exactly what its manifest entry's `access` names: each grant adds the IAM
 * statements and returns the environment variables (names and ARNs, never values) that go with it,
 * so a function can neither read a setting it has no permission for nor hold a permission it has no
 * setting for. A function that acts on a provider has no `table` (docs/decisions/007): it gets
 * neither table access nor TABLE_NAME.
 */
export function grantAccess(fn: LambdaFunction, access: FunctionAccess, grants: AccessGrants): void {
  const environment: Record<string, string> = {};
  if (access.table) Object.assign(environment, grants.data.grantTable(fn, access.table));
  if (access.deliveryRecords) Object.assign(environment, grants.data.grantDeliveryRecords(fn));
  if (access.secrets) Object.assign(environment, grants.secret.grantRead(fn));
  if (access.scheduler) Object.assign(environment, grants.alerts.grantScheduling(fn));
  if (access.email) Object.assign(environment, grants.alerts.grantEmail(fn));
  if (access.messages) grants.alerts.grantMessageDispatch(fn);
  if (access.redelivery) grants.alerts.grantRedelivery(fn);
  for (const [name, value] of Object.entries(environment)) fn.addEnvironment(name, value);
}
