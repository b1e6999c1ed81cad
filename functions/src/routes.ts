/**
 * Every Lambda entry and the HTTP routes that reach it: one list that the local server (which
 * imports `src/handlers/<entry>.ts`) and the CDK stack (which bundles the same files and grants
 * each function only what `access` names) both read, so the two runtimes cannot drift apart.
 */
import { PROJECT_IMPORT_MAX_BODY_BYTES, STRIPE_EVENT_MAX_BODY_BYTES } from './body-limits';
import { ALERTS_PARTITION_PREFIX, type ItemType, USER_PARTITION_PREFIX } from './keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The secrets, each its own Secrets Manager secret in AWS (docs/decisions/034): `session` the key
 * that signs sessions, links and challenges; `stripe` the Stripe keys, webhook secret and price
 * ids; `twilio` the Twilio credentials and sender, with the consent log's admin credentials.
 */
export type SecretName = 'session' | 'stripe' | 'twilio';

export interface FunctionAccess {
  /**
   * DynamoDB access to the single table. Functions that call a provider (Scheduler, SES, Twilio)
   * have none: they act on what a table-reading function decided (docs/decisions/007).
   */
  table?: 'read' | 'readwrite';
  /**
   * The item types whose partitions it reads or writes (keys.ts PARTITION_KEYS, the index's among
   * them for a Query on it): its table grant is limited to them with `dynamodb:LeadingKeys`, and
   * the integration tests refuse, as AWS would, a request outside them (functions/test/table-access.ts).
   */
  items?: readonly ItemType[];
  /**
   * Why it needs the whole table (a grant no LeadingKeys condition limits), instead of `items`:
   * shown in docs/security.md and kept by infra/test/table-access.ts.
   */
  wholeTable?: string;
  /** Create, update and delete alert schedules in the stage's schedule group (and pass its role). */
  scheduler?: boolean;
  /** Send email through SES from the configured identity. */
  email?: boolean;
  /** The secrets it reads, and may read: no function is granted one it does not use (infra/test/secrets-by-need.test.ts). */
  secrets?: readonly SecretName[];
  /**
   * Read and update alert delivery records, the `DELIVERY#` partitions alone (an IAM LeadingKeys
   * condition): how deliver-alert, which acts, records each provider's answer (docs/decisions/014).
   */
  deliveryRecords?: boolean;
  /**
   * Read (only) a number's opt-in state, the `PHONE#` partitions alone (an IAM LeadingKeys
   * condition): every function that texts checks consent right before each text
   * (services/messages/send-message.ts).
   */
  phoneStatuses?: boolean;
  /** Hand unsent alert messages back to DeliverAlert (EventBridge PutEvents of REDELIVERY_EVENTS, docs/decisions/014). */
  redelivery?: boolean;
  /** Hand emails and texts to DeliverMessages (EventBridge PutEvents of MESSAGE_EVENTS): see ports/message-dispatch.ts. */
  messages?: boolean;
}

export interface FunctionDefinition {
  /** PascalCase construct id in the stack, e.g. "CreateProject". */
  name: string;
  /** Path under `src/handlers/` without extension; the file exports `handler`. */
  entry: string;
  access: FunctionAccess;
  /**
   * Memory in MB when the default is not enough: password hashing runs scrypt at OWASP's cost
   * (N=2^17, r=8: 128 MiB per hash), so sign-up and sign-in need room for it.
   */
  memoryMb?: number;
}

/**
 * An HTTP route's function. Besides what `access` names, each reads the origin verification secret:
 * every request must prove it came through CloudFront (http/cloudfront-only.ts, docs/decisions/021),
 * which also lets http/client-ip.ts trust CloudFront's X-Forwarded-For entry (decision 008).
 */
export interface ApiFunctionDefinition extends FunctionDefinition {
  method: HttpMethod;
  /** API Gateway route path; `{id}` segments become `pathParameters`. */
  path: string;
  /** A body limit of its own instead of the API's 64 KB (the local server stops reading there). */
  maxBodyBytes?: number;
}

export const isApiFunction = (definition: FunctionDefinition): definition is ApiFunctionDefinition =>
  'method' in definition;

/**
 * A project created from the form or from a spreadsheet's row, which the import creates as the
 * form's save does (services/project-import): one grant for both, so that they cannot drift apart.
 */
const PROJECT_CREATE_ACCESS: FunctionAccess = {
  table: 'readwrite',
  items: ['activity', 'consentMonth', 'consentMonths', 'phone', 'rateLimit', 'session', 'user'],
  secrets: ['session'],
  // A new consent's confirmation text, within its hourly budget (services/messaging/phone-consents.ts).
  messages: true,
};

// No `access` is spread from a shared object (one is named whole, or written out): esbuild keeps a
// top-level object spread (a getter could run), and with it this whole list, in every bundle that
// imports MESSAGE_EVENTS from here (2.4 KB each).
export const API_FUNCTIONS: ApiFunctionDefinition[] = [
  {
    name: 'Health',
    method: 'GET',
    path: '/api/health',
    entry: 'health',
    access: { table: 'read', items: ['health'] },
  },
  {
    name: 'GetUser',
    method: 'GET',
    path: '/api/auth/user',
    entry: 'auth/get-user',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'Register',
    method: 'POST',
    path: '/api/auth/register',
    entry: 'auth/register',
    access: { table: 'readwrite', items: ['email', 'rateLimit', 'session', 'user'], secrets: ['session'] },
    memoryMb: 512,
  },
  {
    name: 'Login',
    method: 'POST',
    path: '/api/auth/login',
    entry: 'auth/login',
    access: {
      table: 'readwrite',
      items: ['closedLogin', 'email', 'rateLimit', 'session', 'user'],
      secrets: ['session'],
    },
    memoryMb: 512,
  },
  {
    name: 'Logout',
    method: 'POST',
    path: '/api/auth/logout',
    entry: 'auth/logout',
    access: { table: 'readwrite', items: ['session'], secrets: ['session'] },
  },
  {
    name: 'GetDashboard',
    method: 'GET',
    path: '/api/dashboard',
    entry: 'dashboard/get-dashboard',
    access: { table: 'read', items: ['delivery', 'session', 'suppressions', 'user'], secrets: ['session'] },
  },
  {
    name: 'ListProjects',
    method: 'GET',
    path: '/api/projects',
    entry: 'projects/list-projects',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'GetProject',
    method: 'GET',
    path: '/api/projects/{id}',
    entry: 'projects/get-project',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'ListProjectAlerts',
    method: 'GET',
    path: '/api/projects/{id}/alerts',
    entry: 'projects/list-project-alerts',
    access: {
      table: 'read',
      // The team's removals and the email claims: which alert addresses' people left the team.
      items: ['alerts', 'delivery', 'email', 'session', 'suppressions', 'teamRemovals', 'user'],
      secrets: ['session'],
    },
  },
  {
    name: 'ListProjectActivity',
    method: 'GET',
    path: '/api/projects/{id}/activity',
    entry: 'projects/list-project-activity',
    access: { table: 'read', items: ['activity', 'session', 'user'], secrets: ['session'] },
  },
  {
    name: 'CreateProject',
    method: 'POST',
    path: '/api/projects',
    entry: 'projects/create-project',
    access: PROJECT_CREATE_ACCESS,
  },
  // A spreadsheet of projects in (docs/features.md, "Projects in and out as CSV"): each row is
  // created as the form's save creates a project.
  {
    name: 'GetProjectImportTemplate',
    method: 'GET',
    path: '/api/projects/import/template.csv',
    entry: 'projects/import-template',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'ImportProjects',
    method: 'POST',
    path: '/api/projects/import',
    entry: 'projects/import-projects',
    access: PROJECT_CREATE_ACCESS,
    maxBodyBytes: PROJECT_IMPORT_MAX_BODY_BYTES,
  },
  {
    name: 'UpdateProject',
    method: 'PUT',
    path: '/api/projects/{id}',
    entry: 'projects/update-project',
    access: {
      table: 'readwrite',
      items: [
        'activity',
        'consentMonth',
        'consentMonths',
        'phone',
        'rateLimit',
        'session',
        'suppressions',
        'user',
      ],
      secrets: ['session'],
      // A new consent's confirmation text, within its hourly budget (services/messaging/phone-consents.ts).
      messages: true,
    },
  },
  {
    name: 'MarkDeadline',
    method: 'PATCH',
    path: '/api/projects/{id}/deadlines/{deadlineId}',
    entry: 'projects/mark-deadline',
    access: { table: 'readwrite', items: ['activity', 'session', 'user'], secrets: ['session'] },
  },
  {
    name: 'GetProjectDocument',
    method: 'GET',
    path: '/api/projects/{id}/documents/{kind}',
    entry: 'projects/get-project-document',
    // Records who prepared it in the project's activity.
    access: { table: 'readwrite', items: ['activity', 'session', 'user'], secrets: ['session'] },
  },
  {
    name: 'DeleteProject',
    method: 'DELETE',
    path: '/api/projects/{id}',
    entry: 'projects/delete-project',
    access: { table: 'readwrite', items: ['activity', 'session', 'user'], secrets: ['session'] },
  },
  {
    name: 'GetCompanyProfile',
    method: 'GET',
    path: '/api/company-profile',
    entry: 'account/get-company-profile',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'UpdateCompanyProfile',
    method: 'PUT',
    path: '/api/company-profile',
    entry: 'account/update-company-profile',
    access: { table: 'readwrite', items: ['session', 'user'], secrets: ['session'] },
  },
  // A person's own login (docs/product.md section 2, the account page): the sign-in email changes
  // through a link sent to the new address, which the link's token alone confirms.
  {
    name: 'RequestEmailChange',
    method: 'POST',
    path: '/api/account/email',
    entry: 'account/request-email-change',
    // Hands the link's email to DeliverMessages.
    access: {
      table: 'readwrite',
      items: ['email', 'rateLimit', 'session', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'ConfirmEmailChange',
    method: 'POST',
    path: '/api/account/email/verify',
    entry: 'account/confirm-email-change',
    // Hands the notice to the old address to DeliverMessages; the secret checks the link's token.
    access: {
      table: 'readwrite',
      items: ['email', 'session', 'suppressions', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'CloseAccount',
    method: 'DELETE',
    path: '/api/account',
    entry: 'account/close-account',
    // Cancels the subscription (Stripe), then deletes the account's items of nearly every kind.
    access: {
      table: 'readwrite',
      items: [
        'activity',
        'alerts',
        'calendarFeed',
        'closedLogin',
        'delivery',
        'email',
        'invitation',
        'rateLimit',
        'session',
        'stripeCustomer',
        'suppressions',
        'team',
        'teamRemovals',
        'user',
      ],
      secrets: ['session', 'stripe'],
    },
  },
  // The company's team (docs/architecture.md section 9): the owner and admins see and change it; an
  // invitation's link makes the invited person's login in the account.
  {
    name: 'GetTeam',
    method: 'GET',
    path: '/api/team',
    entry: 'team/get-team',
    access: { table: 'read', items: ['session', 'team', 'user'], secrets: ['session'] },
  },
  {
    name: 'InviteTeammate',
    method: 'POST',
    path: '/api/team/invitations',
    entry: 'team/invite-teammate',
    // Hands the invitation email to DeliverMessages.
    access: {
      table: 'readwrite',
      items: ['invitation', 'session', 'team', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'WithdrawInvitation',
    method: 'DELETE',
    path: '/api/team/invitations/{id}',
    entry: 'team/withdraw-invitation',
    access: { table: 'readwrite', items: ['invitation', 'session', 'team', 'user'], secrets: ['session'] },
  },
  {
    name: 'JoinTeam',
    method: 'POST',
    path: '/api/team/join',
    entry: 'team/join-team',
    access: {
      table: 'readwrite',
      items: ['email', 'invitation', 'rateLimit', 'session', 'team', 'user'],
      secrets: ['session'],
    },
    memoryMb: 512,
  },
  {
    name: 'ChangeTeammateRole',
    method: 'PATCH',
    path: '/api/team/members/{userId}',
    entry: 'team/change-role',
    access: { table: 'readwrite', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'RemoveTeammate',
    method: 'DELETE',
    path: '/api/team/members/{userId}',
    entry: 'team/remove-teammate',
    access: {
      table: 'readwrite',
      items: ['calendarFeed', 'email', 'session', 'team', 'teamRemovals', 'user'],
      secrets: ['session'],
    },
  },
  {
    name: 'HandOwnership',
    method: 'POST',
    path: '/api/team/owner',
    entry: 'team/hand-ownership',
    access: { table: 'readwrite', items: ['session', 'team', 'user'], secrets: ['session'] },
  },
  // The account's data out: its projects as a spreadsheet, or everything as JSON (the owner's).
  {
    name: 'ExportProjects',
    method: 'GET',
    path: '/api/export/projects.csv',
    entry: 'export/projects-csv',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'ExportAccount',
    method: 'GET',
    path: '/api/export/account.json',
    entry: 'export/account-json',
    access: {
      table: 'read',
      items: [
        'alerts',
        'calendarFeed',
        'consentMonth',
        'consentMonths',
        'delivery',
        'email',
        'session',
        'suppressions',
        'team',
        'teamRemovals',
        'user',
      ],
      secrets: ['session'],
    },
  },
  {
    name: 'ForgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    entry: 'auth/forgot-password',
    access: { table: 'readwrite', items: ['email', 'rateLimit', 'resetToken', 'user'], messages: true },
  },
  {
    name: 'ValidateResetToken',
    method: 'POST',
    path: '/api/auth/validate-reset-token',
    entry: 'auth/validate-reset-token',
    access: { table: 'read', items: ['resetToken'] },
  },
  {
    name: 'ResetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    entry: 'auth/reset-password',
    access: { table: 'readwrite', items: ['calendarFeed', 'resetToken', 'user'] },
    memoryMb: 512,
  },
  {
    name: 'TestSms',
    method: 'POST',
    path: '/api/test-sms',
    entry: 'diagnostics/test-sms',
    access: {
      table: 'readwrite',
      items: ['phone', 'rateLimit', 'session', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'TestEmail',
    method: 'POST',
    path: '/api/test-email',
    entry: 'diagnostics/test-email',
    access: {
      table: 'readwrite',
      items: ['rateLimit', 'session', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'EmailConfigStatus',
    method: 'GET',
    path: '/api/email-config-status',
    entry: 'diagnostics/email-config-status',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'EmailConnectionTest',
    method: 'GET',
    path: '/api/email-connection-test',
    entry: 'diagnostics/email-connection-test',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session'] },
  },
  {
    name: 'TwilioWebhookStatus',
    method: 'GET',
    path: '/api/twilio/webhook-status',
    entry: 'diagnostics/twilio-webhook-status',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session', 'twilio'] },
  },
  {
    name: 'GenerateResetToken',
    method: 'POST',
    path: '/api/test/generate-reset-token',
    entry: 'diagnostics/generate-reset-token',
    access: {
      table: 'readwrite',
      items: ['rateLimit', 'resetToken', 'session', 'user'],
      secrets: ['session'],
    },
  },
  {
    name: 'CreateSubscription',
    method: 'POST',
    path: '/api/create-subscription',
    entry: 'billing/create-subscription',
    access: {
      table: 'readwrite',
      items: ['session', 'stripeCustomer', 'user'],
      secrets: ['session', 'stripe'],
    },
  },
  {
    name: 'CancelSubscription',
    method: 'POST',
    path: '/api/cancel-subscription',
    entry: 'billing/cancel-subscription',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'StripeWebhook',
    method: 'POST',
    path: '/api/stripe/webhook',
    entry: 'stripe/webhook',
    // The payment-failed email is handed to DeliverMessages.
    access: {
      table: 'readwrite',
      items: ['stripeCustomer', 'stripeEvent', 'user'],
      secrets: ['stripe'],
      messages: true,
    },
    maxBodyBytes: STRIPE_EVENT_MAX_BODY_BYTES,
  },
  {
    name: 'StripeTest',
    method: 'GET',
    path: '/api/stripe/test',
    entry: 'stripe/plan-prices-check',
    // Writes: each call is counted for the user (diagnostic-limits.ts).
    access: { table: 'readwrite', items: ['rateLimit', 'session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'StripeConfigStatus',
    method: 'GET',
    path: '/api/stripe/config-status',
    entry: 'stripe/config-status',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'StripeApiTest',
    method: 'GET',
    path: '/api/stripe/api-test',
    entry: 'stripe/api-test',
    // Writes: each call is counted for the user (diagnostic-limits.ts).
    access: { table: 'readwrite', items: ['rateLimit', 'session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'StripePriceTest',
    method: 'GET',
    path: '/api/stripe/price-test',
    entry: 'stripe/price-test',
    // Writes: each call is counted for the user (diagnostic-limits.ts).
    access: { table: 'readwrite', items: ['rateLimit', 'session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'StripeWebhookStatus',
    method: 'GET',
    path: '/api/stripe/webhook-status',
    entry: 'stripe/webhook-status',
    access: { table: 'read', items: ['session', 'user'], secrets: ['session', 'stripe'] },
  },
  {
    name: 'GetSmsConfig',
    method: 'GET',
    path: '/sms/config',
    entry: 'sms/get-config',
    // The secret signs the proof-of-work challenge it issues (services/sms/opt-in-challenge.ts).
    access: { secrets: ['session'] },
  },
  {
    name: 'SmsOptIn',
    method: 'POST',
    path: '/sms/opt-in',
    entry: 'sms/opt-in',
    // Records the consent with the browser's address, and hands the confirmation text over; the
    // secret checks the session a `registration` opt-in must come with.
    access: {
      table: 'readwrite',
      items: ['consentMonth', 'consentMonths', 'phone', 'rateLimit', 'session', 'spentProof', 'user'],
      secrets: ['session'],
      messages: true,
    },
  },
  {
    name: 'SmsIncoming',
    method: 'POST',
    path: '/sms/incoming',
    entry: 'sms/incoming',
    // The address and user agent of the webhook call are kept with a keyword's consent record.
    access: {
      table: 'readwrite',
      items: ['consentMonth', 'consentMonths', 'inboundMessage', 'phone'],
      secrets: ['twilio'],
    },
  },
  {
    name: 'SmsStatus',
    method: 'POST',
    path: '/sms/status',
    entry: 'sms/status',
    // Twilio's status callback for alert texts: records each outcome; 21610 writes an opt-out to
    // the consent log with the call's address and user agent.
    access: {
      table: 'readwrite',
      items: [
        'consentMonth',
        'consentMonths',
        'delivery',
        'inboundMessage',
        'phone',
        'sentMessage',
        'suppressions',
        'user',
      ],
      secrets: ['twilio'],
    },
  },
  {
    name: 'ListSmsConsents',
    method: 'GET',
    path: '/sms/admin/consents',
    entry: 'sms/admin-consents',
    // Writes: failed sign-ins are counted per address.
    access: {
      table: 'readwrite',
      items: ['consentMonth', 'consentMonths', 'rateLimit'],
      secrets: ['twilio'],
    },
  },
  {
    name: 'CreateCalendarFeed',
    method: 'POST',
    path: '/api/calendar-feed',
    entry: 'calendar/create-feed',
    access: {
      table: 'readwrite',
      items: ['calendarFeed', 'rateLimit', 'session', 'user'],
      secrets: ['session'],
    },
  },
  {
    name: 'RevokeCalendarFeed',
    method: 'DELETE',
    path: '/api/calendar-feed',
    entry: 'calendar/revoke-feed',
    access: { table: 'readwrite', items: ['calendarFeed', 'session', 'user'], secrets: ['session'] },
  },
  {
    name: 'GetCalendarFeed',
    method: 'GET',
    // One segment, the token with its `.ics`: the handler takes the suffix off.
    path: '/api/calendar/{token}',
    entry: 'calendar/get-feed',
    // No session (a calendar app has none); writes: fetches are counted per address.
    access: { table: 'readwrite', items: ['calendarFeed', 'rateLimit', 'user'] },
  },
  // One-click unsubscribe for the people an account lists (RFC 8058): the signed token in the link
  // is the only authority (services/deliverability/unsubscribe.ts); the secret checks it.
  {
    name: 'UnsubscribePage',
    method: 'GET',
    path: '/api/email/unsubscribe',
    entry: 'email/unsubscribe-page',
    access: { table: 'read', items: ['suppressions', 'user'], secrets: ['session'] },
  },
  {
    // The page's undo posts here too (`resubscribe=yes`): one function fewer in a stack near
    // CloudFormation's 500 resources.
    name: 'Unsubscribe',
    method: 'POST',
    path: '/api/email/unsubscribe',
    entry: 'email/unsubscribe',
    access: { table: 'readwrite', items: ['suppressions', 'user'], secrets: ['session'] },
  },
  // An alert email's "Mark as done" link: no session, the signed token in the path opens one
  // deadline (services/deadlines/deadline-done.ts). Writes: requests are counted per address.
  {
    name: 'ReadDeadlineDone',
    method: 'GET',
    path: '/api/deadline-done/{token}',
    entry: 'deadlines/read-deadline-done',
    access: { table: 'readwrite', items: ['rateLimit', 'teamRemovals', 'user'], secrets: ['session'] },
  },
  {
    name: 'MarkDeadlineDone',
    method: 'POST',
    path: '/api/deadline-done/{token}',
    entry: 'deadlines/mark-deadline-done',
    access: {
      table: 'readwrite',
      items: ['activity', 'rateLimit', 'teamRemovals', 'user'],
      secrets: ['session'],
    },
  },
  {
    name: 'UndoDeadlineDone',
    method: 'DELETE',
    path: '/api/deadline-done/{token}',
    entry: 'deadlines/undo-deadline-done',
    access: {
      table: 'readwrite',
      items: ['activity', 'rateLimit', 'teamRemovals', 'user'],
      secrets: ['session'],
    },
  },
  // What every route accepts, from the shared schemas (route-contracts.ts).
  { name: 'OpenApi', method: 'GET', path: '/api/openapi.json', entry: 'openapi', access: {} },
];

/**
 * Web app pages whose paths lie under an API prefix (docs/product.md section 2: /sms/opt-in, /sms/compliance).
 * A browser's GET or HEAD of one gets the app, both locally (local/router.ts) and through CloudFront
 * (infra/lib/web.ts); any other method goes to the API, where POST /sms/opt-in lives.
 */
export const WEB_PAGES_UNDER_API_PATHS = ['/sms/opt-in', '/sms/compliance'] as const;

/**
 * Functions invoked by AWS rather than by HTTP: send-alert by each alert's EventBridge Scheduler
 * schedule, deliver-alert by Lambda with send-alert's result (an on-success destination),
 * deliver-messages by the rule for MESSAGE_EVENTS, the sweep by a daily schedule.
 */
export const ALERT_FUNCTIONS = {
  sendAlert: {
    name: 'SendAlert',
    entry: 'alerts/send-alert',
    // The secret signs the Mark-as-done links of its emails and each other recipient's unsubscribe
    // link (services/deliverability/unsubscribe-token.ts).
    access: {
      table: 'readwrite',
      items: ['alertDay', 'alerts', 'delivery', 'phone', 'sentClaim', 'suppressions', 'user'],
      secrets: ['session'],
    },
  },
  deliverAlert: {
    name: 'DeliverAlert',
    entry: 'alerts/deliver-alert',
    access: { email: true, secrets: ['twilio'], deliveryRecords: true, phoneStatuses: true },
  },
  /**
   * Sends the messages a table function dispatched (password reset, SMS confirmation ...): no table
   * but the phone states each text is checked against.
   */
  deliverMessages: {
    name: 'DeliverMessages',
    entry: 'messages/deliver-messages',
    access: { email: true, secrets: ['twilio'], phoneStatuses: true },
  },
  dailySweep: {
    name: 'DailySweep',
    entry: 'alerts/daily-sweep',
    access: {
      table: 'readwrite',
      items: [
        'accountClosing',
        'activity',
        'alertDay',
        'alerts',
        'calendarFeed',
        'closedLogin',
        'dataDeletionDue',
        'delivery',
        'email',
        'invitation',
        'planDay',
        'sentClaim',
        'stripeCustomer',
        'suppressions',
        'team',
        'teamRemovals',
        'unscheduledAlerts',
        'user',
      ],
    },
  },
  /**
   * SES's delivery, bounce and complaint events for the configuration set, through the default
   * event bus: records each on its message and keeps the suppression list (services/deliverability).
   */
  emailEvents: {
    name: 'EmailEvents',
    entry: 'deliverability/email-events',
    access: { table: 'readwrite', items: ['delivery', 'sentMessage', 'suppressions', 'user'] },
  },
  /** Every few minutes: hands messages claimed but not delivered in time back to DeliverAlert (decision 014). */
  reconcileDeliveries: {
    name: 'ReconcileDeliveries',
    entry: 'alerts/reconcile-deliveries',
    access: { table: 'readwrite', items: ['delivery', 'deliveryDue'], redelivery: true },
  },
} satisfies Record<string, FunctionDefinition>;

/** The event a MessageDispatch puts on the default bus, and the stack's rule for DeliverMessages matches. */
export const MESSAGE_EVENTS = { source: 'lienminder.messages', detailType: 'Messages requested' } as const;

/** The event the reconciler puts on the default bus (a delivery order), and the stack's rule for DeliverAlert matches. */
export const REDELIVERY_EVENTS = {
  source: 'lienminder.alerts',
  detailType: 'Alert redelivery requested',
} as const;

/** Which table changes reach a stream function: items whose partition key starts with `pkPrefix`. */
export interface StreamFilter {
  pkPrefix: string;
}

export interface StreamFunctionDefinition extends FunctionDefinition {
  /** The stack turns this into the event source's filter; the local stream reader applies it itself. */
  filter: StreamFilter;
}

/**
 * How every stream function reads the stream, in AWS (infra/lib/alert-streams.ts) and locally
 * (local/table-stream.ts) alike: batches of up to 25 records, and a failing record retried 5 times
 * before it is given up on (dead-lettered in AWS; the daily sweep re-applies what is due soon).
 */
export const STREAM_READING = { batchSize: 25, retryAttempts: 5 } as const;

/**
 * Functions fed by the table's DynamoDB stream (new and old images). Each handler takes a
 * `DynamoDBStreamEvent` and answers a `DynamoDBBatchResponse` naming the records to retry. Two at
 * most: DynamoDB Streams serves two readers per shard.
 */
export const STREAM_FUNCTIONS = {
  /** Project, deadline and profile changes (the `USER#` partition) re-plan that project's alerts. */
  syncAlerts: {
    name: 'SyncAlerts',
    entry: 'alerts/sync-alerts',
    access: { table: 'readwrite', items: ['alerts', 'sentClaim', 'user'] },
    filter: { pkPrefix: USER_PARTITION_PREFIX },
  },
  /** Alert items (the `ALERTS#` partitions) become, move or remove EventBridge Scheduler schedules. */
  applySchedules: {
    name: 'ApplySchedules',
    entry: 'alerts/apply-schedules',
    access: { scheduler: true },
    filter: { pkPrefix: ALERTS_PARTITION_PREFIX },
  },
} satisfies Record<string, StreamFunctionDefinition>;
