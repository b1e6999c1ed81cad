/**
 * Secrets by need (docs/decisions/034): each function's manifest entry names exactly the secrets
 * its code reads. Read from what each bundle, built as the stack builds it, carries of the three
 * secrets' readers: a function whose code reads a secret its entry does not name would fail in AWS
 * for want of the grant; one whose entry names a secret its code never reads holds a grant it does
 * not need. What the stack then grants from the entries is checked on the synthesised stacks
 * (dev-stack/api.ts, example-stack.test.ts).
 */
import {
  ALERT_FUNCTIONS,
  API_FUNCTIONS,
  type FunctionDefinition,
  type SecretName,
  STREAM_FUNCTIONS,
} from '@lienminder/functions/routes';
import { expect, it } from 'vitest';
import { everyBundleInputs } from './bundle-inputs';

const READERS: Record<SecretName, RegExp> = {
  session: /functions\/src\/session-secret\.ts$/,
  stripe: /functions\/src\/stripe-secret\.ts$/,
  twilio: /functions\/src\/twilio-secret\.ts$/,
};

const definitions: FunctionDefinition[] = [
  ...API_FUNCTIONS,
  ...Object.values(ALERT_FUNCTIONS),
  ...Object.values(STREAM_FUNCTIONS),
];

it('every function is granted exactly the secrets its code reads', async () => {
  const bundles = await everyBundleInputs();
  const read: Record<string, SecretName[]> = {};
  const named: Record<string, SecretName[]> = {};
  for (const definition of definitions) {
    const inputs = [...(bundles.get(definition.name) ?? [])];
    read[definition.name] = (Object.keys(READERS) as SecretName[]).filter((secret) =>
      inputs.some(([path, bytes]) => READERS[secret].test(path) && bytes > 0),
    );
    named[definition.name] = [...(definition.access.secrets ?? [])].sort();
  }
  expect(named).toEqual(read);
}, 120_000);
