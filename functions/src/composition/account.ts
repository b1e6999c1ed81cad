/** A person's own login: the sign-in email changes, and closing the account (services/account). */
import type { EmailChanges } from '#src/ports/email-changes';
import { dynamoEmailChanges } from '#src/store/email-changes';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const emailChanges: Part<EmailChanges> = {
  build: (use) => dynamoEmailChanges(use(tableClient), use(config).tableName),
};
