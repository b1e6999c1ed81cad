/** Passwords and session tokens (signed with the session secret from the app secret). */
import { type PasswordHasher, scryptPasswordHasher } from '#services/auth/passwords';
import { jwtSessionTokens, type SessionTokens } from '#services/auth/session-tokens';
import { clock } from './runtime';
import { part } from './scope';
import { appSecrets } from './secrets';

export const passwords = part<PasswordHasher>('passwords', () => scryptPasswordHasher());

export const sessions = part<SessionTokens>('sessions', (use) => {
  const secrets = use(appSecrets);
  return jwtSessionTokens(async () => (await secrets()).sessionSecret, use(clock));
});
