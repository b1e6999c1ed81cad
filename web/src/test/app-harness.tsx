/**
 * Test support for the app shell and the sign-in screens: the real App at a given path, with a
 * fetch stub at the network boundary that answers per "METHOD /path" and records every request.
 */
import { SMS_CONSENT_TEXT, type SmsConfig, type TeamRole, type Tier, type User } from '@lienminder/shared';
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import App from '@/App';
import { type RecordedRequest, stubFetch } from './fetch-stub';

export { json, type RecordedRequest } from './fetch-stub';

export function aUser(tier: Tier = 'free', role: TeamRole = 'owner'): User {
  return {
    id: 'u1',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '3055550142',
    subscriptionStatus: tier,
    role,
  };
}

/** What `GET /sms/config` answers on the local server. */
export const SMS_CONFIG: SmsConfig = {
  consentText: SMS_CONSENT_TEXT,
  termsUrl: 'http://localhost:3000/terms',
  privacyUrl: 'http://localhost:3000/privacy',
  // Light, so each opt-in's proof of work is found in a few hashes here.
  proofBits: 4,
  proofChallenge: 'mhz3k2a0.Zm9vYmFyYmF6cXV4cXV1eA.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXItMDEyMzQ1Njc4OQ',
};

/**
 * A proof of work as the opt-in forms make it (shared opt-in-proof.ts): for `e164`, at SMS_CONFIG's
 * bits, answering its challenge.
 */
export const optInProofFor = (e164: string) =>
  expect.stringMatching(
    new RegExp(
      `^1:${SMS_CONFIG.proofBits}:\\d{10}:\\${e164}:${SMS_CONFIG.proofChallenge.replaceAll('.', '\\.')}:[0-9a-f]{24}:\\d+$`,
    ),
  );

type Answer = Response | (() => Response | Promise<Response>);

/** Stubs fetch: each "METHOD /path" answers as given, anything else 404. Returns the requests made. */
export function stubApi(answers: Record<string, Answer>): RecordedRequest[] {
  return stubFetch(({ method, path }) => {
    const answer = answers[`${method} ${path}`];
    if (!answer) return undefined;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

/**
 * Renders the app at `path`. `user` is what the boot check found (null: signed out); leave it out
 * to let the app ask GET /api/auth/user itself.
 */
export function renderApp(path: string, options: { user?: User | null } = {}) {
  window.history.replaceState(null, '', path);
  return render(<App initialUser={options.user} />);
}

export const currentPath = () => window.location.pathname;
