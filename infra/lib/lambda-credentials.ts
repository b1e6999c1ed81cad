/**
 * Bundled in place of `@aws-sdk/credential-provider-node` (see lambda-bundling.ts). Lambda always
 * hands a function its role's credentials in environment variables, so the SDK's full default chain
 * (SSO, profile files, login, process, container and instance metadata: ~130 KB minified per bundle)
 * would never get past its first link.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
