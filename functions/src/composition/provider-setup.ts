/**
 * What the diagnostics pages say of the providers' settings (services/diagnostics/provider-status.ts):
 * Lambda's. The local runtime hands over its own (functions/local/app.ts).
 */
import { IN_AWS, type ProviderSetup } from '#src/services/diagnostics/provider-status';
import type { Part } from './scope';

export const providerSetup: Part<ProviderSetup> = { build: () => IN_AWS };
