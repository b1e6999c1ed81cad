/**
 * Failures a user or client can act on, each knowing the HTTP answer it becomes (docs/architecture.md section
 * 6: `{ message, errors: [{ path, message }] }`). Services and stores throw these; the HTTP layer
 * turns them into responses. Anything else is a bug and answers 500 without details.
 */
import {
  ACCOUNT_MESSAGES,
  DOCUMENT_NOT_OFFERED,
  emailHasLoginMessage,
  PROJECT_CHANGED_ELSEWHERE,
  TEAM_MESSAGES,
} from '@lienminder/shared';

export interface FieldError {
  path: string;
  message: string;
}

export abstract class AppError extends Error {
  abstract readonly status: number;
  readonly errors: FieldError[];
  /** Extra top-level fields of the response body (e.g. `upgradeRequired`). */
  readonly details: Record<string, unknown>;
  /** Extra response headers (e.g. `Retry-After`). */
  readonly headers: Record<string, string>;

  constructor(
    message: string,
    options: {
      errors?: FieldError[];
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.errors = options.errors ?? [];
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

export class ValidationFailed extends AppError {
  readonly status = 400;
  constructor(errors: FieldError[], message = 'Please check your information and try again.') {
    super(message, { errors });
  }
}

export class MalformedJson extends AppError {
  readonly status = 400;
  constructor() {
    super('The request body is not valid JSON.');
  }
}

export class AuthenticationRequired extends AppError {
  readonly status = 401;
  constructor() {
    super('Authentication required');
  }
}

/** The same answer for a wrong password and an unknown email, so the API does not reveal accounts. */
export class InvalidCredentials extends AppError {
  readonly status = 401;
  constructor() {
    super('Invalid email or password');
  }
}

/**
 * A reset link that is unknown, expired or used: one answer for all three. The reset page looks for
 * 'Invalid or expired' (docs/product.md section 8).
 */
export class InvalidResetToken extends AppError {
  readonly status = 400;
  constructor() {
    super('Invalid or expired reset token');
  }
}

/** The user's plan does not include what the request asks for (docs/product.md section 6). */
export class PlanRestriction extends AppError {
  readonly status = 403;
}

/** The plan's project limit in words: the refusal below, and an imported row past the limit (services/project-import). */
export const PROJECT_LIMIT_MESSAGE = 'Project limit reached for your plan';

/**
 * The web client recognises this answer by the text `upgradeRequired` in the body and shows the
 * spec's 'Upgrade Required' toast (docs/product.md section 8).
 */
export class ProjectLimitReached extends AppError {
  readonly status = 403;
  constructor(projectLimit: number) {
    super(PROJECT_LIMIT_MESSAGE, { details: { upgradeRequired: true, projectLimit } });
  }
}

/** Wrong or missing admin credentials (docs/product.md section 8 words the toast 'Invalid username or password'). */
export class AdminCredentialsRejected extends AppError {
  readonly status = 401;
  constructor() {
    super('Invalid username or password');
  }
}

/**
 * A signed-in user's current password, asked again before something that could take the account
 * over (the diagnostic reset token): 403, not 401, because the session itself is fine.
 */
export class CurrentPasswordRejected extends AppError {
  readonly status = 403;
  constructor() {
    super('Current password is incorrect');
  }
}

/** A Twilio webhook whose signature does not prove it came from Twilio: 403, nothing is changed. */
export class InvalidTwilioSignature extends AppError {
  readonly status = 403;
  constructor() {
    super('Invalid signature');
  }
}

/** A test message to a recipient that is not the user's own, or not allowed to be texted now. */
export class RecipientNotAllowed extends AppError {
  readonly status = 403;
}

/** A route that exists only in some deployments (the diagnostic reset-token generator). */
export class RouteNotAvailable extends AppError {
  readonly status = 404;
  constructor() {
    super('Not found');
  }
}

/** A calendar feed token never issued, replaced or revoked: one answer, so none says which. */
export class CalendarFeedNotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('Calendar feed not found');
  }
}

/**
 * A deadline-done link that opens nothing: malformed, not signed by us, or naming a deadline its
 * project no longer has (or a project no longer there). One answer, so none says which.
 */
export class DeadlineDoneLinkNotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('This link does not open a deadline. Sign in to see your projects.');
  }
}

/** A genuine deadline-done link past its expiry (a while after the deadline's legal last day). */
export class DeadlineDoneLinkExpired extends AppError {
  readonly status = 410;
  constructor() {
    super('This link has expired. Sign in to mark the deadline done from its project.');
  }
}

/**
 * A genuine deadline-done link whose recipient may no longer act on the project: off its alert
 * list, removed from the team, or sent before the owner reset the password.
 */
export class DeadlineDoneLinkWithdrawn extends AppError {
  readonly status = 410;
  constructor() {
    super('This link no longer works for this address. Sign in to mark the deadline done from its project.');
  }
}

/** A Stripe webhook whose signature is missing, wrong or too old: 400 (Stripe's advice), nothing in it is believed. */
export class InvalidStripeSignature extends AppError {
  readonly status = 400;
  constructor() {
    super('The webhook signature is missing or invalid.');
  }
}

/**
 * A signed payment event this code cannot read (another API version, a handled type in an unknown
 * shape): not 2xx, so Stripe retries it and its dashboard shows the failure, instead of a 200 that
 * drops a payment.
 */
export class PaymentEventRefused extends AppError {
  readonly status = 400;
}

/** Another delivery of the same event holds its lease (it may still be acting): Stripe retries later. */
export class PaymentEventInProgress extends AppError {
  readonly status = 409;
  constructor() {
    super('This event is being handled by another delivery; try again later.');
  }
}

/** The provider's webhook secret is not configured, so no delivery can be verified. */
export class WebhookNotConfigured extends AppError {
  readonly status = 503;
  constructor(provider: string) {
    super(`${provider} webhooks are not configured on this server.`);
  }
}

/** A request sent to the API's own address instead of through CloudFront (http/cloudfront-only.ts). */
export class NotThroughCloudFront extends AppError {
  readonly status = 403;
  constructor() {
    super('Requests must come through the app’s address');
  }
}

export class ForeignOrigin extends AppError {
  readonly status = 403;
  constructor() {
    super('Cross-origin requests are not allowed');
  }
}

/** Absent and "not yours" answer alike, so ids of other users' projects reveal nothing. */
export class ProjectNotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('Project not found');
  }
}

/** A deadline id the project does not have now (never had, or an edit removed it): 404, as an absent project. */
export class DeadlineNotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('Deadline not found');
  }
}

/**
 * A statutory document kind that is unknown, or that the project's role and job do not call for
 * (shared/src/documents): 404, as a path that names nothing.
 */
export class DocumentNotOffered extends AppError {
  readonly status = 404;
  constructor() {
    super(DOCUMENT_NOT_OFFERED);
  }
}

export class EmailTaken extends AppError {
  readonly status = 409;
  constructor() {
    super('An account with this email already exists');
  }
}

/**
 * A write made from an older revision of the project than the stored one, or two writes raced on
 * it: the later one is refused rather than merged blindly (docs/decisions/026).
 */
export class ProjectChangedConcurrently extends AppError {
  readonly status = 409;
  constructor() {
    super(PROJECT_CHANGED_ELSEWHERE);
  }
}

export class PayloadTooLarge extends AppError {
  readonly status = 413;
  constructor(limitBytes: number) {
    super(`The request body is larger than ${limitBytes / 1024} KiB.`);
  }
}

/** A file sent as CSV that is none: not UTF-8 text, quotes left open, or no column the import knows. */
export class NotCsv extends AppError {
  readonly status = 400;
}

/** A spreadsheet of more rows than one import takes (413, as a body over its size). */
export class TooManyRows extends AppError {
  readonly status = 413;
}

export class UnsupportedMediaType extends AppError {
  readonly status = 415;
  constructor(message = 'The request body must be JSON (Content-Type: application/json).') {
    super(message);
  }
}

export class TooManyRequests extends AppError {
  readonly status = 429;
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}

/** No admin credentials are configured: there is no default, so the admin endpoint stays shut. */
export class AdminNotConfigured extends AppError {
  readonly status = 503;
  constructor() {
    super('Admin access is not configured', { details: { notConfigured: true } });
  }
}

export class StoreUnavailable extends AppError {
  readonly status = 503;
  constructor() {
    super('The data store is not answering');
  }
}

/** An unsubscribe link whose token this server did not sign (services/deliverability/unsubscribe.ts). */
export class UnsubscribeLinkNotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('This unsubscribe link is not valid');
  }
}

/** The signed-in person's role in the account does not allow the request (docs/product.md section 6). */
export class RoleRestriction extends AppError {
  readonly status = 403;
}

/** An invitation link used, withdrawn or past its 7 days: one answer for all three. */
export class InvitationGone extends AppError {
  readonly status = 410;
  constructor() {
    super(TEAM_MESSAGES.invitationGone);
  }
}

/** The invited address signs in already: a login belongs to one company. */
export class InvitedEmailHasLogin extends AppError {
  readonly status = 409;
  constructor(email: string) {
    super(emailHasLoginMessage(email), { errors: [{ path: 'email', message: emailHasLoginMessage(email) }] });
  }
}

/** A teammate or invitation the account does not have (another account's answers alike). */
export class TeamEntryNotFound extends AppError {
  readonly status = 404;
}

/** A change the team's rules refuse: the owner removed or demoted, the first user removed, ownership to a non-admin. */
export class TeamRuleRefused extends AppError {
  readonly status = 409;
}

/** A sign-in email change's link that expired, was used, or was replaced by a newer request. */
export class EmailChangeLinkGone extends AppError {
  readonly status = 410;
  constructor() {
    super(ACCOUNT_MESSAGES.emailChangeLinkGone);
  }
}

/** A sign-in to a login of an account its owner closed: said plainly rather than "invalid password". */
export class AccountClosed extends AppError {
  readonly status = 401;
}
