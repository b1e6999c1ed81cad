/**
 * What each HTTP route of routes.ts accepts and answers, keyed by "METHOD path" exactly as
 * routes.ts spells it: the request schemas are the shared zod schemas the handlers validate with,
 * the answers the shared response schemas (shared/src/schemas/responses.ts) the server's and the
 * web app's types derive from, so the OpenAPI document (services/openapi/openapi-document.ts)
 * cannot describe a request or an answer the code would see differently. A route states its
 * success and the refusals only it gives; those every route of its kind gives (a session route's
 * 401, a JSON route's 400, 413 and 415, a write's 403 for a foreign Origin) follow from its other
 * fields (route-refusals.ts). Kept apart from routes.ts because every Lambda bundle imports that
 * list and only GET /api/openapi.json needs the schemas. routes.ts and this file are checked
 * against each other in `npm test` (route-contracts.test.ts): a route added there needs its entry
 * here, and every answer of the integration suites is checked against the document.
 */
import {
  accountExportSchema,
  alertHistoryResponseSchema,
  billingEventReceiptSchema,
  billingEventSchema,
  calendarFeedRequestSchema,
  calendarFeedResponseSchema,
  cancelSubscriptionResponseSchema,
  cancelSubscriptionSchema,
  closeAccountRequestSchema,
  companyProfileResponseSchema,
  companyProfileSchema,
  createSubscriptionSchema,
  dashboardResponseSchema,
  deadlineCompletionSchema,
  deadlineDoneResponseSchema,
  emailChangedSchema,
  emailChangePendingSchema,
  emailChangeRequestSchema,
  emailChangeVerifySchema,
  emailConfigStatusSchema,
  emailConnectionTestSchema,
  forgotPasswordSchema,
  generatedResetTokenSchema,
  generateResetTokenSchema,
  healthSchema,
  inboundSmsSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  joinTeamRequestSchema,
  loginSchema,
  MESSAGES,
  memberRoleSchema,
  messageSchema,
  newOwnerSchema,
  preparedDocumentSchema,
  projectActivityResponseSchema,
  projectImportResultSchema,
  projectListSchema,
  projectResponseSchema,
  projectRevisionSchema,
  projectSavedSchema,
  projectSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
  STRIPE_API_VERSION,
  smsConfigSchema,
  smsConsentPageSchema,
  smsOptInRequestSchema,
  smsOptInResultSchema,
  smsTestSchema,
  stripeApiTestResponseSchema,
  stripeConfigStatusSchema,
  stripePriceTestResponseSchema,
  stripeTestResponseSchema,
  stripeWebhookStatusSchema,
  subscriptionResponseSchema,
  teamMemberSchema,
  teamSchema,
  testEmailResultSchema,
  testEmailSchema,
  testSmsResultSchema,
  textStatusSchema,
  twilioWebhookStatusSchema,
  unsubscribeFormSchema,
  userSchema,
} from '@lienminder/shared';
import * as z from 'zod/mini';

/** Who may call a route: the session cookie, HTTP Basic (the consent admin), or a provider's signature. */
export type RouteAuth = 'none' | 'session' | 'basic' | 'stripe-signature' | 'twilio-signature';

/** The refusals of docs/architecture.md section 6, each with the error body (and Retry-After on 429). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/**
 * A JSON answer; `session` when it starts a session (its cookies), ends one (clears them) or may
 * renew the caller's (a new one in place of those a change ended).
 */
export interface JsonAnswer {
  status: 200 | 201 | 202;
  body: z.ZodMiniType;
  session?: 'starts' | 'ends' | 'renews';
}

/**
 * A text answer of a route with its own wrapper (not apiHandler): TwiML to Twilio, iCalendar to
 * calendar apps, the unsubscribe page to a recipient's browser.
 */
/** An answer with no body: the thing asked for is done (a withdrawal, a removal). */
export interface NoContentAnswer {
  status: 204;
}

export interface TextAnswer {
  status: 200;
  mediaType: 'text/xml' | 'text/calendar' | 'text/html' | 'text/csv';
  /** A file to save (a CSV export), answered through apiHandler like the JSON routes. */
  file?: true;
}

export interface RouteContract {
  summary: string;
  auth: RouteAuth;
  success: JsonAnswer | TextAnswer | NoContentAnswer;
  /** The refusals this route gives beyond those of its kind (route-refusals.ts), each with when. */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** The request body's schema (JSON unless `form` is set). */
  body?: z.ZodMiniType;
  /** Twilio posts its webhook form-encoded. */
  form?: boolean;
  /** The body is a CSV file (`text/csv`), `csvExample` an example of one; `body` is then absent. */
  csv?: boolean;
  csvExample?: string;
  /** A request the route accepts: the document's example, and the fuzz tests' starting point. */
  example?: Record<string, unknown>;
  /** Optional query parameters, by name. */
  query?: Record<string, string>;
  /** Optional request headers the route reads, by name. */
  headers?: Record<string, string>;
}

const ok = (body: z.ZodMiniType, session?: JsonAnswer['session']): JsonAnswer => ({
  status: 200,
  body,
  ...(session ? { session } : {}),
});
const created = (body: z.ZodMiniType, session?: JsonAnswer['session']): JsonAnswer => ({
  ...ok(body, session),
  status: 201,
});

/** Taken on, finished later: a link on its way (an email change). */
const accepted = (body: z.ZodMiniType): JsonAnswer => ({ status: 202, body });

const noContent: NoContentAnswer = { status: 204 };

const TEAM_MANAGERS = 'The caller is a member: the owner and admins manage the team';
const NOT_IN_TEAM = 'No such person in the account (another account answers alike)';

/** GET /api/openapi.json: an OpenAPI 3.1 document (its own schema is OpenAPI's, not repeated here). */
const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

const RATE_LIMITED =
  'Too many requests from this address (or for this account); Retry-After says when to try again';
/** The three diagnostics that call Stripe's API share one per-user limit. */
const STRIPE_CHECKS_LIMITED = 'Past the per-user limit of payment provider checks (`Retry-After`)';
const NOT_YOURS = 'No such project, or not yours';
const UNSUBSCRIBE_TOKEN = "The signed token of the email's link: one account, one address";
const UNSUBSCRIBE_LINK_NOT_FOUND = 'The token was not signed by this server, or its account is gone';
const CHANGED_ELSEWHERE =
  'The `revision` sent (or `If-Match`) is not the stored one: the project changed since it was read, or another request changed it meanwhile';
const IF_MATCH =
  'The project `revision` the write was made from, as an entity tag (`"3"`), instead of the body field; `*` or none: whatever is current';
const DEADLINE_DONE_REFUSALS = {
  404: 'The token is malformed or not signed by this app, or its project or deadline is gone',
  410: "The token has expired (a while after the deadline's legal last day), or its recipient may no longer act on the project: off its alert list, removed from the team, or sent before the owner's password reset",
  429: RATE_LIMITED,
};

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
  'GET /api/health': {
    summary: "The table answers a read: `{ status: 'ok' }`",
    auth: 'none',
    success: ok(healthSchema),
  },
  'GET /api/auth/user': { summary: 'The signed-in user', auth: 'session', success: ok(userSchema) },
  'POST /api/auth/register': {
    summary: 'Create an account and sign in',
    auth: 'none',
    success: created(userSchema, 'starts'),
    refusals: { 409: 'An account with this email already exists', 429: RATE_LIMITED },
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
    success: ok(userSchema, 'starts'),
    refusals: { 401: 'Wrong email or password (one answer for both)', 429: RATE_LIMITED },
    body: loginSchema,
    example: { email: 'ana@coastal.example.com', password: newPassword },
  },
  'POST /api/auth/logout': {
    summary: 'Sign out: ends the session the cookie names, if any, and clears its cookies',
    auth: 'none',
    success: ok(messageSchema, 'ends'),
  },
  'GET /api/dashboard': {
    summary: "The dashboard's projects and deadlines",
    auth: 'session',
    success: ok(dashboardResponseSchema),
  },
  'GET /api/projects': { summary: "The user's projects", auth: 'session', success: ok(projectListSchema) },
  'GET /api/projects/{id}': {
    summary: 'One project with its deadlines',
    auth: 'session',
    success: ok(projectResponseSchema),
    refusals: { 404: NOT_YOURS },
  },
  'POST /api/projects': {
    summary: 'Create a project (plan limits answer 403): the project and its revision, no deadline',
    auth: 'session',
    success: created(projectSavedSchema),
    refusals: { 403: "A field the plan does not include, or the plan's project limit (`upgradeRequired`)" },
    body: projectSchema,
    example: project,
  },
  'PUT /api/projects/{id}': {
    summary: 'Replace a project (plan limits answer 403): the project and its revision, no deadline',
    auth: 'session',
    success: ok(projectSavedSchema),
    refusals: {
      403: 'A field the plan does not include',
      404: NOT_YOURS,
      409: CHANGED_ELSEWHERE,
    },
    body: z.intersection(projectSchema, projectRevisionSchema),
    headers: { 'If-Match': IF_MATCH },
    example: { ...project, revision: 1 },
  },
  'PATCH /api/projects/{id}/deadlines/{deadlineId}': {
    summary: "Mark one of the project's deadlines done, or undo the mark: the project as GET answers it",
    auth: 'session',
    success: ok(projectResponseSchema),
    refusals: {
      404: 'No such project or deadline, or not yours',
      409: `${CHANGED_ELSEWHERE} (a mark without a revision is tried again a few times first)`,
    },
    body: deadlineCompletionSchema,
    headers: { 'If-Match': IF_MATCH },
    example: {
      isCompleted: true,
      revision: 1,
      proof: {
        servedOn: '2026-02-10',
        method: 'certified_mail',
        servedTo: 'Brickell Holdings',
        reference: '9407 1000 0000 0000 0000 00',
      },
    },
  },
  'GET /api/projects/{id}/documents/{kind}': {
    summary:
      "A statutory document (`notice-to-owner`, `claim-of-lien`, ...) filled with the project's facts and the company profile, with the facts missing and how to serve it (Gold)",
    auth: 'session',
    success: ok(preparedDocumentSchema),
    refusals: {
      400: 'A waiver term in the query is malformed: `errors` names it',
      403: `The plan is not Gold: "${MESSAGES.documentsNeedGold}"`,
      404: "No such project, or not yours; a kind that is unknown or that the project's role and job do not call for",
    },
    query: {
      amount: 'A waiver\'s amount in dollars ("12500" or "12500.00"), s. 713.20(4), (5)',
      throughDate: "A progress waiver's through-date, YYYY-MM-DD",
    },
  },
  'DELETE /api/projects/{id}': {
    summary: 'Delete a project',
    auth: 'session',
    success: ok(messageSchema),
    refusals: { 403: 'The Free plan cannot delete projects', 404: NOT_YOURS },
  },
  'GET /api/projects/{id}/alerts': {
    summary: "The project's alert history: scheduled, sent (masked recipients), skipped or deferred",
    auth: 'session',
    success: ok(alertHistoryResponseSchema),
    refusals: { 404: NOT_YOURS },
  },
  'GET /api/projects/{id}/activity': {
    summary:
      'Who did what to the project, newest first, a page at a time: created, each save with the fields it changed, deadlines marked done or undone (from the app, or from an email link with the recipient who clicked), service recorded, documents prepared, deleted',
    auth: 'session',
    success: ok(projectActivityResponseSchema),
    refusals: {
      400: 'A `cursor` the API did not give',
      404: 'No such project, or not yours (a deleted project keeps its activity)',
    },
    query: { cursor: "The previous page's `cursor`, for the next (older) entries" },
  },
  'GET /api/company-profile': {
    summary: "The company profile the statutory forms are signed with (every field '' until entered)",
    auth: 'session',
    success: ok(companyProfileResponseSchema),
  },
  'PUT /api/company-profile': {
    summary: 'Replace the company profile (every field optional)',
    auth: 'session',
    success: ok(companyProfileResponseSchema),
    refusals: { 403: 'The caller is a member: the owner and admins keep the profile' },
    body: companyProfileSchema,
    example: {
      legalName: 'Coastal Drywall LLC',
      address: '200 Biscayne Blvd, Miami, FL 33131',
      phone: '(305) 555-0142',
      email: 'office@coastal.example.com',
      signerName: 'Ana Reyes',
      signerTitle: 'President',
    },
  },
  'POST /api/account/email': {
    summary:
      'Change the sign-in email, for the current password: a link that works once, for 24 hours, is sent to the new address; a newer request replaces it',
    auth: 'session',
    success: accepted(emailChangePendingSchema),
    refusals: {
      403: 'Not your current password',
      409: 'The new address already has a login',
      429: RATE_LIMITED,
    },
    body: emailChangeRequestSchema,
    example: { newEmail: 'maria@coastal.example.com', currentPassword: 'Lien-Minder-2026' },
  },
  'POST /api/account/email/verify': {
    summary:
      "Make the change the link sent to the new address names: every session ends but a signed-in caller's own, which gets a new one, and the old address is told",
    auth: 'none',
    success: ok(emailChangedSchema, 'renews'),
    refusals: {
      409: 'Another login took the address meanwhile',
      410: 'The link expired, was used, or a newer change replaced it',
    },
    body: emailChangeVerifySchema,
    example: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' },
  },
  'DELETE /api/account': {
    summary:
      'Close the account (the owner, for the current password): its subscription is cancelled, every sign-in of it ends, and its projects, alerts, team and logins are deleted; the SMS consent log stays',
    auth: 'session',
    success: noContent,
    refusals: { 403: 'Not the owner, or not your current password', 429: RATE_LIMITED },
    body: closeAccountRequestSchema,
    example: { currentPassword: 'Lien-Minder-2026' },
  },
  'GET /api/team': {
    summary: 'The people in the account, the owner first, and the invitations still open',
    auth: 'session',
    success: ok(teamSchema),
    refusals: { 403: TEAM_MANAGERS },
  },
  'POST /api/team/invitations': {
    summary: 'Invite someone: an email with a single-use link to /join that works for 7 days',
    auth: 'session',
    success: created(invitationResponseSchema),
    refusals: {
      403: "The caller is a member; the Free plan (its text); or the plan's seats are taken, open invitations included (naming the limit)",
    },
    body: invitationRequestSchema,
    example: { email: 'luis@coastal.example.com', role: 'member' },
  },
  'DELETE /api/team/invitations/{id}': {
    summary: 'Withdraw an invitation: its link stops working',
    auth: 'session',
    success: noContent,
    refusals: { 403: TEAM_MANAGERS, 404: 'No such open invitation in the account' },
  },
  'POST /api/team/join': {
    summary: "Join the inviting account with the invitation's link: a login of one's own, signed in",
    auth: 'none',
    success: created(userSchema, 'starts'),
    refusals: {
      403: "The plan's seats were taken meanwhile",
      409: 'The invited email already has a login (the message says what to do)',
      410: 'The link was used, withdrawn or is past its 7 days',
      429: RATE_LIMITED,
    },
    body: joinTeamRequestSchema,
    example: {
      token: 'd2hhdC1hbi1pbnZpdGF0aW9uLWxpbmstY2FycmllczQ',
      firstName: 'Luis',
      lastName: 'Ortega',
      password: 'Lien-Minder-2026',
    },
  },
  'PATCH /api/team/members/{userId}': {
    summary: "Another role for a teammate: admin or member (the owner's only moves by a handover)",
    auth: 'session',
    success: ok(teamMemberSchema),
    refusals: { 403: TEAM_MANAGERS, 404: NOT_IN_TEAM, 409: 'The person is the owner' },
    body: memberRoleSchema,
    example: { role: 'admin' },
  },
  'DELETE /api/team/members/{userId}': {
    summary:
      "Remove a teammate: their sessions, calendar feed and links end at once; the account's projects stay",
    auth: 'session',
    success: noContent,
    refusals: {
      403: TEAM_MANAGERS,
      404: NOT_IN_TEAM,
      409: 'The person is the owner, or started the account',
    },
  },
  'POST /api/team/owner': {
    summary: 'Hand ownership to an admin: they become the owner, the owner an admin',
    auth: 'session',
    success: ok(teamSchema),
    refusals: {
      403: "The caller is not the account's owner",
      404: NOT_IN_TEAM,
      409: 'The person is not an admin',
    },
    body: newOwnerSchema,
    example: { userId: 'k3j5n2p7q4r6s8t2' },
  },
  'POST /api/auth/forgot-password': {
    summary: 'Email a password reset link (answers alike whether or not the account exists)',
    auth: 'none',
    success: ok(messageSchema),
    refusals: { 429: RATE_LIMITED },
    body: forgotPasswordSchema,
    example: { email: 'ana@coastal.example.com' },
  },
  'POST /api/auth/validate-reset-token': {
    summary: 'Whether a reset token is still good',
    auth: 'none',
    success: ok(messageSchema),
    body: resetTokenSchema,
    example: { token: 'reset-token' },
  },
  'POST /api/auth/reset-password': {
    summary: 'Choose a new password with a reset token',
    auth: 'none',
    success: ok(messageSchema),
    body: resetPasswordRequestSchema,
    example: { token: 'reset-token', newPassword },
  },
  'POST /api/test-sms': {
    summary: 'Send a test text to a phone',
    auth: 'session',
    success: ok(testSmsResultSchema),
    refusals: { 403: 'Not your own opted-in number, or outside texting hours', 429: RATE_LIMITED },
    body: smsTestSchema,
    example: { phone: '(305) 555-0142', message: 'LienMinder test' },
  },
  'POST /api/test-email': {
    summary: "Send a test email (the account's address when none is given)",
    auth: 'session',
    success: ok(testEmailResultSchema),
    refusals: { 403: 'Not your own address', 429: RATE_LIMITED },
    body: testEmailSchema,
    example: { email: '' },
  },
  'GET /api/email-config-status': {
    summary: 'Whether email sending is configured',
    auth: 'session',
    success: ok(emailConfigStatusSchema),
  },
  'GET /api/email-connection-test': {
    summary: 'Test the email provider connection',
    auth: 'session',
    success: ok(emailConnectionTestSchema),
  },
  'GET /api/twilio/webhook-status': {
    summary: "The Twilio webhook's settings",
    auth: 'session',
    success: ok(twilioWebhookStatusSchema),
  },
  'POST /api/test/generate-reset-token': {
    summary: 'Diagnostics: a reset token for the signed-in user, for their current password',
    auth: 'session',
    success: ok(generatedResetTokenSchema),
    refusals: {
      403: 'Not your own account email, or not your current password',
      404: 'Diagnostics are off in this deployment',
      429: RATE_LIMITED,
    },
    body: generateResetTokenSchema,
    example: { email: 'ana@coastal.example.com', currentPassword: 'Lien-Minder-2026' },
  },
  'POST /api/create-subscription': {
    summary: 'Start or change a paid plan',
    auth: 'session',
    success: ok(subscriptionResponseSchema),
    refusals: {
      403: "The plan cannot be changed to that tier this way, or the caller is not the account's owner",
    },
    body: createSubscriptionSchema,
    example: { tier: 'silver' },
  },
  'POST /api/cancel-subscription': {
    summary: 'Cancel the paid plan at the period end',
    auth: 'session',
    success: ok(cancelSubscriptionResponseSchema),
    refusals: { 403: "No paid plan to cancel, or the caller is not the account's owner" },
    body: cancelSubscriptionSchema,
    example: { confirmDataDeletion: true },
  },
  'POST /api/stripe/webhook': {
    summary: `Stripe's billing events, verified by the Stripe-Signature header; an event of an API version other than ${STRIPE_API_VERSION} is refused (400), one still being handled by another delivery answers 409`,
    auth: 'stripe-signature',
    success: ok(billingEventReceiptSchema),
    refusals: { 409: 'Another delivery of the same event holds its lease; Stripe retries later' },
    body: billingEventSchema,
    example: {
      id: 'evt_fake',
      type: 'invoice.payment_failed',
      created: 1_780_000_000,
      api_version: STRIPE_API_VERSION,
      livemode: false,
      data: { object: {} },
    },
  },
  'GET /api/stripe/test': {
    summary: 'Diagnostics: the payment setup',
    auth: 'session',
    success: ok(stripeTestResponseSchema),
    refusals: { 429: STRIPE_CHECKS_LIMITED },
  },
  'GET /api/stripe/config-status': {
    summary: 'Diagnostics: payment settings',
    auth: 'session',
    success: ok(stripeConfigStatusSchema),
  },
  'GET /api/stripe/api-test': {
    summary: "Diagnostics: the payment provider's API",
    auth: 'session',
    success: ok(stripeApiTestResponseSchema),
    refusals: { 429: STRIPE_CHECKS_LIMITED },
  },
  'GET /api/stripe/price-test': {
    summary: "Diagnostics: the plans' prices",
    auth: 'session',
    success: ok(stripePriceTestResponseSchema),
    refusals: { 429: STRIPE_CHECKS_LIMITED },
  },
  'GET /api/stripe/webhook-status': {
    summary: "Diagnostics: the Stripe webhook's settings",
    auth: 'session',
    success: ok(stripeWebhookStatusSchema),
  },
  'GET /sms/config': {
    summary: "The SMS program's public settings",
    auth: 'none',
    success: ok(smsConfigSchema),
  },
  'POST /sms/opt-in': {
    summary: "Record a phone's consent to alert texts",
    auth: 'none',
    success: ok(smsOptInResultSchema),
    refusals: { 429: RATE_LIMITED },
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
    success: { status: 200, mediaType: 'text/xml' },
    body: inboundSmsSchema,
    form: true,
    example: { MessageSid: 'SMfake', From: '+13055550142', Body: 'HELP' },
  },
  'POST /sms/status': {
    summary:
      "Twilio's status callback for alert texts (delivered, undelivered, failed with its error code), verified by X-Twilio-Signature; answers an empty TwiML reply",
    auth: 'twilio-signature',
    success: { status: 200, mediaType: 'text/xml' },
    body: textStatusSchema,
    form: true,
    example: { MessageSid: 'SMfake', MessageStatus: 'delivered' },
  },
  'GET /sms/admin/consents': {
    summary: 'The consent log, newest first',
    auth: 'basic',
    success: ok(smsConsentPageSchema),
    refusals: { 401: 'Wrong or missing admin credentials', 429: RATE_LIMITED },
    query: { cursor: 'Where the previous page ended' },
  },
  'POST /api/calendar-feed': {
    summary:
      "A new private calendar feed address `{ url }`, for the current password; the user's old one stops answering. A password reset or signing out everywhere ends it",
    auth: 'session',
    success: ok(calendarFeedResponseSchema),
    refusals: { 403: 'Not your current password', 429: RATE_LIMITED },
    body: calendarFeedRequestSchema,
    example: { currentPassword: 'Lien-Minder-2026' },
  },
  'DELETE /api/calendar-feed': {
    summary: "Revoke the user's calendar feed address (done already when there is none)",
    auth: 'session',
    success: ok(messageSchema),
  },
  'GET /api/calendar/{token}': {
    summary:
      "The feed owner's open deadlines as iCalendar all-day events; the token (`.ics` optional) is the key",
    auth: 'none',
    success: { status: 200, mediaType: 'text/calendar' },
    refusals: { 404: 'No live feed has this token', 429: RATE_LIMITED },
  },
  'GET /api/email/unsubscribe': {
    summary:
      "The page an alert email's unsubscribe link opens: where alerts from that account to that address stand, with the button to stop or resume them; changes nothing",
    auth: 'none',
    success: { status: 200, mediaType: 'text/html' },
    refusals: { 404: UNSUBSCRIBE_LINK_NOT_FOUND },
    query: { token: UNSUBSCRIBE_TOKEN },
  },
  'POST /api/email/unsubscribe': {
    summary:
      "One-click unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`): the account stops alert emails to that address at once. The page's undo posts `resubscribe=yes`: the recipient asks for them again (any stop on the address is lifted). Answers the page",
    auth: 'none',
    success: { status: 200, mediaType: 'text/html' },
    refusals: { 404: UNSUBSCRIBE_LINK_NOT_FOUND },
    query: { token: UNSUBSCRIBE_TOKEN },
    body: unsubscribeFormSchema,
    form: true,
    example: { 'List-Unsubscribe': 'One-Click' },
  },
  'GET /api/deadline-done/{token}': {
    summary:
      "The deadline an alert email's Mark as done link opens, and its project; changes nothing (no session: the signed token is the key)",
    auth: 'none',
    success: ok(deadlineDoneResponseSchema),
    refusals: DEADLINE_DONE_REFUSALS,
  },
  'POST /api/deadline-done/{token}': {
    summary: "Mark the link's deadline done (its alerts stop): the deadline as GET answers it",
    auth: 'none',
    success: ok(deadlineDoneResponseSchema),
    refusals: { ...DEADLINE_DONE_REFUSALS, 409: 'Another request kept changing the project' },
  },
  'DELETE /api/deadline-done/{token}': {
    summary: "Undo the link's done mark (its alerts are planned again): the deadline as GET answers it",
    auth: 'none',
    success: ok(deadlineDoneResponseSchema),
    refusals: {
      ...DEADLINE_DONE_REFUSALS,
      400: 'A deadline met by a recorded Claim of Lien stays done',
      409: 'Another request kept changing the project',
    },
  },
  'GET /api/openapi.json': { summary: 'This document', auth: 'none', success: ok(openApiDocumentSchema) },
  'GET /api/projects/import/template.csv': {
    summary:
      "The import's spreadsheet: a header row of the project form's field names and two example rows, a private job and a public one",
    auth: 'session',
    success: { status: 200, mediaType: 'text/csv', file: true },
  },
  'POST /api/projects/import': {
    summary:
      'Import projects from a CSV file (UTF-8 with or without a byte order mark; dates `YYYY-MM-DD` or `M/D/YYYY`; yes/no/true/false). `dryRun=true` judges every row and writes nothing; without it each `ok` row is created as the form creates a project. Rows that repeat a project of the account or a row above (same name and address, case and spaces aside) are `duplicate` and not created',
    auth: 'session',
    success: ok(projectImportResultSchema),
    refusals: {
      400: 'The file is not CSV: not UTF-8 text, a quote never closed, or no column the import knows',
      413: 'The file is over 1 MB or holds more than 500 rows',
      415: 'The body is not `text/csv`',
    },
    query: { dryRun: '`true` to preview: nothing is written' },
    csv: true,
    csvExample:
      'name,type,address,generalContractor,propertyOwner,firstFurnishingDate,role\r\nPalm Court Remodel,private,"120 Palm Ct, Coral Gables, FL",Coastal Builders LLC,Palm Court Holdings LLC,3/2/2026,subcontractor\r\n',
  },
  'GET /api/export/projects.csv': {
    summary:
      "The account's projects as a spreadsheet: the import's columns (it imports into another account as it is), then each statutory deadline's due date, legal last day, done mark and proof of service",
    auth: 'session',
    success: { status: 200, mediaType: 'text/csv', file: true },
  },
  'GET /api/export/account.json': {
    summary:
      "Everything the account holds, as a file: the account, its company profile, projects with their deadlines and done marks, alert history with each message's outcome, the team, the calendar feeds' state and the SMS consents its people gave. No password hash, token or secret",
    auth: 'session',
    success: ok(accountExportSchema),
    refusals: { 403: "The caller is not the account's owner" },
  },
};
