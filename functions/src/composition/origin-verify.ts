/**
 * The value CloudFront sends in the origin verification header (http/origin-verify-header.ts), read
 * by every API function (http/cloudfront-only.ts). It exists only in AWS: locally nothing stands in
 * front. In a module of its own: every API function imports it, and none should carry a provider
 * secret's reader with it.
 */
import { oncePerColdStart, readSecretString } from '#src/secrets-extension';
import { config } from './runtime';
import type { Part } from './scope';

export const originVerifyValue: Part<() => Promise<string>> = {
  build: (use) => {
    const { environment } = use(config);
    return oncePerColdStart(() =>
      readSecretString(environment, {
        name: 'origin verification secret',
        arnVariable: 'ORIGIN_VERIFY_SECRET_ARN',
      }),
    );
  },
};
