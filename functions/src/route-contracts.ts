/**
 * What each HTTP route of routes.ts accepts, keyed by "METHOD path" exactly as routes.ts spells it:
 * the request schemas are the shared zod schemas the handlers validate with, so the OpenAPI
 * document (services/openapi/openapi-document.ts) cannot describe a request the server would
 * judge differently. Kept apart from routes.ts because every Lambda bundle imports that list and
 * only GET /api/openapi.json needs the schemas. routes.ts and this file are checked against each
 * other in `npm test` (route-contracts.test.ts): a route added there needs its entry here.
 */
import {
  cancelSubscriptionSchema,
  createSubscriptionSchema,
  deadlineCompletionSchema,
  forgotPasswordSchema,
  generateResetTokenSchema,
  loginSchema,
  projectSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
  smsOptInRequestSchema,
  smsTestSchema,
  testEmailSchema,
} from '@lienminder/shared';
import type * as z from 'zod/mini';
import { billingEventSchema } from './services/billing/billing-event';
import { inboundSmsSchema } from './services/sms/inbound-sms';

/** Who may call a route: the session cookie, HTTP Basic (the consent admin), or a provider's signature. */
export type RouteAuth = 'none' | 'session' | 'basic' | 'stripe-signature' | 'twilio-signature';

export interface RouteContract {
  summary: string;
  auth: RouteAuth;
  /** The status of a successful answer (its body is described by the summary). */
  success: 200 | 201 | 204;
  /** The request body's schema (JSON unless `form` is set). */
  body?: z.ZodMiniType;
  /** Twilio posts its webhook form-encoded. */
  form?: boolean;
  /** A request the route accepts: the document's example, and the fuzz tests' starting point. */
  example?: Record<string, unknown>;
  /** Optional query parameters, by name. */
  query?: Record<string, string>;
  /** The success answer's media type when it is not JSON (TwiML, iCalendar). */
  mediaType?: 'text/xml' | 'text/calendar';
}

const project = {
  name: 'Brickell Tower',
  address: '1 Brickell Ave, Miami, FL',
  generalContractor: 'Coastal Builders LLC',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
  lastFurnishingDate: '2026-02-20',
};
const newPassword = 'Roofing2026';

export const ROUTE_CONTRACTS: Record<string, RouteContract> = {
  'GET /api/health': { summary: "The table answers a read: `{ status: 'ok' }`", auth: 'none', success: 200 },
  'GET /api/auth/user': { summary: 'The signed-in user', auth: 'session', success: 200 },
  'POST /api/auth/register': {
    summary: 'Create an account and sign in',
    auth: 'none',
    success: 201,
    body: registerRequestSchema,
    example: {
      email: 'ana@coastal.example.com',
      password: newPassword,
      firstName: 'Ana',
      lastName: 'Reyes',
      phone: '(305) 555-0142',
      acceptedDisclaimer: true,
    },
  },
  'POST /api/auth/login': {
    summary: 'Sign in',
    auth: 'none',
    success: 200,
    body: loginSchema,
    example: { email: 'ana@coastal.example.com', password: newPassword },
  },
  'POST /api/auth/logout': { summary: 'Sign out', auth: 'session', success: 200 },
  'GET /api/dashboard': { summary: "The dashboard's projects and deadlines", auth: 'session', success: 200 },
  'GET /api/projects': { summary: "The user's projects", auth: 'session', success: 200 },
  'GET /api/projects/{id}': { summary: 'One project with its deadlines', auth: 'session', success: 200 },
  'POST /api/projects': {
    summary: 'Create a project (plan limits answer 403)',
    auth: 'session',
    success: 201,
    body: projectSchema,
    example: project,
  },
  'PUT /api/projects/{id}': {
    summary: 'Replace a project (plan limits answer 403)',
    auth: 'session',
    success: 200,
    body: projectSchema,
    example: project,
  },
  'PATCH /api/projects/{id}/deadlines/{deadlineId}': {
    summary: "Mark one of the project's deadlines done, or undo the mark: the project as GET answers it",
    auth: 'session',
    success: 200,
    body: deadlineCompletionSchema,
    example: { isCompleted: true },
  },
  'DELETE /api/projects/{id}': { summary: 'Delete a project', auth: 'session', success: 200 },
  'GET /api/projects/{id}/alerts': {
    summary: "The project's alert history: scheduled, sent (masked recipients), skipped or deferred",
    auth: 'session',
    success: 200,
  },
  'POST /api/auth/forgot-password': {
    summary: 'Email a password reset link (answers alike whether or not the account exists)',
    auth: 'none',
    success: 200,
    body: forgotPasswordSchema,
    example: { email: 'ana@coastal.example.com' },
  },
  'POST /api/auth/validate-reset-token': {
    summary: 'Whether a reset token is still good',
    auth: 'none',
    success: 200,
    body: resetTokenSchema,
    example: { token: 'reset-token' },
  },
  'POST /api/auth/reset-password': {
    summary: 'Choose a new password with a reset token',
    auth: 'none',
    success: 200,
    body: resetPasswordRequestSchema,
    example: { token: 'reset-token', newPassword },
  },
  'POST /api/test-sms': {
    summary: 'Send a test text to a phone',
    auth: 'session',
    success: 200,
    body: smsTestSchema,
    example: { phone: '(305) 555-0142', message: 'LienMinder test' },
  },
  'POST /api/test-email': {
    summary: "Send a test email (the account's address when none is given)",
    auth: 'session',
    success: 200,
    body: testEmailSchema,
    example: { email: '' },
  },
  'GET /api/email-config-status': {
    summary: 'Whether email sending is configured',
    auth: 'session',
    success: 200,
  },
  'GET /api/email-connection-test': {
    summary: 'Test the email provider connection',
    auth: 'session',
    success: 200,
  },
  'GET /api/twilio/webhook-status': {
    summary: "The Twilio webhook's settings",
    auth: 'session',
    success: 200,
  },
  'POST /api/test/generate-reset-token': {
    summary: 'Diagnostics: a reset token for the signed-in user',
    auth: 'session',
    success: 200,
    body: generateResetTokenSchema,
    example: { email: 'ana@coastal.example.com' },
  },
  'POST /api/create-subscription': {
    summary: 'Start or change a paid plan',
    auth: 'session',
    success: 200,
    body: createSubscriptionSchema,
    example: { tier: 'silver' },
  },
  'POST /api/cancel-subscription': {
    summary: 'Cancel the paid plan at the period end',
    auth: 'session',
    success: 200,
    body: cancelSubscriptionSchema,
    example: { confirmDataDeletion: true },
  },
  'POST /api/stripe/webhook': {
    summary: "Stripe's billing events, verified by the Stripe-Signature header",
    auth: 'stripe-signature',
    success: 200,
    body: billingEventSchema,
    example: { id: 'evt_fake', type: 'invoice.payment_failed', created: 1_780_000_000, data: { object: {} } },
  },
  'GET /api/stripe/test': { summary: 'Diagnostics: the payment setup', auth: 'session', success: 200 },
  'GET /api/stripe/config-status': {
    summary: 'Diagnostics: payment settings',
    auth: 'session',
    success: 200,
  },
  'GET /api/stripe/api-test': {
    summary: "Diagnostics: the payment provider's API",
    auth: 'session',
    success: 200,
  },
  'GET /api/stripe/price-test': { summary: "Diagnostics: the plans' prices", auth: 'session', success: 200 },
  'GET /api/stripe/webhook-status': {
    summary: "Diagnostics: the Stripe webhook's settings",
    auth: 'session',
    success: 200,
  },
  'GET /sms/config': { summary: "The SMS program's public settings", auth: 'none', success: 200 },
  'POST /sms/opt-in': {
    summary: "Record a phone's consent to alert texts",
    auth: 'none',
    success: 200,
    body: smsOptInRequestSchema,
    example: {
      name: 'Ana Reyes',
      phone: '(305) 555-0142',
      sms_opt_in: true,
      proof: '1:16:2611231500:+13055550142::9f3c2a1b7d4e6f80a1b2c3d4:48213',
    },
  },
  'POST /sms/incoming': {
    summary: "Twilio's incoming-text webhook (STOP, START, HELP), verified by X-Twilio-Signature",
    auth: 'twilio-signature',
    success: 200,
    body: inboundSmsSchema,
    form: true,
    mediaType: 'text/xml',
    example: { MessageSid: 'SMfake', From: '+13055550142', Body: 'HELP' },
  },
  'GET /sms/admin/consents': {
    summary: 'The consent log, newest first',
    auth: 'basic',
    success: 200,
    query: { cursor: 'Where the previous page ended' },
  },
  'POST /api/calendar-feed': {
    summary: "A new private calendar feed address `{ url }`; the user's old one stops answering",
    auth: 'session',
    success: 200,
  },
  'DELETE /api/calendar-feed': {
    summary: "Revoke the user's calendar feed address (done already when there is none)",
    auth: 'session',
    success: 200,
  },
  'GET /api/calendar/{token}': {
    summary:
      "The feed owner's open deadlines as iCalendar all-day events; the token (`.ics` optional) is the key",
    auth: 'none',
    success: 200,
    mediaType: 'text/calendar',
  },
  'GET /api/openapi.json': { summary: 'This document', auth: 'none', success: 200 },
};
