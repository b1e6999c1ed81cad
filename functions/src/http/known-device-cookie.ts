/**
 * The known-device cookie (services/auth/known-devices.ts, docs/decisions/010): sent only to the
 * sign-in and sign-up routes, kept a year, untouched by Sign Out (the browser stays a device the
 * account owner has used).
 */
import { KNOWN_DEVICE_COOKIE } from '@lienminder/shared';
import { cookieHeader } from './session-cookie';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function knownDeviceCookie(value: string, secure: boolean): string {
  return cookieHeader(KNOWN_DEVICE_COOKIE, value, {
    maxAgeSeconds: ONE_YEAR_SECONDS,
    secure,
    path: '/api/auth',
  });
}
