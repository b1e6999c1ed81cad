/** The secrets, each for the functions that read it (routes.ts `access`): fetched on first call. */
import { type AppSecrets, appSecretsLoader } from '#src/app-secrets';
import { oncePerColdStart, readSecretString } from '#src/secrets-extension';
import { config } from './runtime';
import type { Part } from './scope';

export const appSecrets: Part<() => Promise<AppSecrets>> = { build: (use) => appSecretsLoader(use(config)) };

/**
 * The value CloudFront sends in the origin verification header (http/origin-verify-header.ts), read
 * by every API function (http/cloudfront-only.ts). It exists only in AWS: locally nothing stands in front.
 */
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
