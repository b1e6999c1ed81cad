import { config } from '#src/composition/runtime';
import type { Use } from '#src/composition/scope';

/**
 * Whether the functions run in this process as the local runtime (RUNTIME=local) rather than as in
 * AWS (a test of Lambda's own behaviour): what decides the parts the app hands over.
 */
export const runsLocally = (use: Use) => use(config).environment.RUNTIME === 'local';
