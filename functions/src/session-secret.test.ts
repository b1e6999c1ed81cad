import { afterEach, expect, it } from 'vitest';
import { parseConfig } from './config';
import { sessionSecretLoader } from './session-secret';

const saved = process.env.SESSION_SECRET;
afterEach(() => {
  process.env.SESSION_SECRET = saved;
});

const localConfig = () =>
  parseConfig({
    RUNTIME: 'local',
    TABLE_NAME: 't',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'x'.repeat(32),
  });

it('reads the session secret alone, refusing one shorter than the whole secret’s schema allows', async () => {
  process.env.SESSION_SECRET = 's'.repeat(40);
  expect(await sessionSecretLoader(localConfig())()).toBe('s'.repeat(40));
  process.env.SESSION_SECRET = 'short';
  await expect(sessionSecretLoader(localConfig())()).rejects.toThrow(
    'Invalid session secret from the environment: sessionSecret: must be at least 32 characters',
  );
});
