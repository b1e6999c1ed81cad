/**
 * The admin credentials the journeys' local server is started with (global-setup.ts sets them as
 * ADMIN_USERNAME and ADMIN_PASSWORD): obviously fake, for /admin/consents in the browser tests.
 */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-fake-consent-log-7Qv2Lm9x' } as const;
