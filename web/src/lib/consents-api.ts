import type { SmsConsentPage } from '@lienminder/shared';
import { answer, api } from './api-client';

/** One page of the consent log (the server sets its size), with the admin's HTTP Basic credentials. */
export function fetchConsentPage(authorization: string, cursor: string | null): Promise<SmsConsentPage> {
  return answer(
    api.GET('/sms/admin/consents', {
      params: { query: cursor ? { cursor } : {} },
      headers: { Authorization: authorization },
    }),
  );
}

/** `Basic base64(user:password)`, UTF-8 safe (RFC 7617). */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
