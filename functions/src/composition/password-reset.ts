/** Password reset links: the token store (`RESET#<sha256>`) beside the user store. */
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import { dynamoResetTokenStore } from '#src/store/reset-tokens';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const resetTokens: Part<ResetTokenStore> = {
  build: (use) => dynamoResetTokenStore(use(tableClient), use(config).tableName),
};
