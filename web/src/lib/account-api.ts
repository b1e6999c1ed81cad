import { answer, api } from './api-client';

/** POST /api/account/email: a link on its way to the new address. */
export const requestEmailChange = (body: { newEmail: string; currentPassword: string }) =>
  answer(api.POST('/api/account/email', { body }));

/** POST /api/account/email/verify: the change the link names, made. */
export const confirmEmailChange = (token: string) =>
  answer(api.POST('/api/account/email/verify', { body: { token } }));

/** DELETE /api/account: the account closed (204). */
export const closeAccount = (currentPassword: string) =>
  answer(api.DELETE('/api/account', { body: { currentPassword } }));

/** The whole account as JSON (GET /api/export/account.json): offered before closing it. */
export const ACCOUNT_EXPORT_PATH = '/api/export/account.json';
