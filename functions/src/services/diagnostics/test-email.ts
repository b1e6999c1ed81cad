import { normaliseEmail, testEmailSchema } from '@lienminder/shared';
import { RecipientNotAllowed } from '#src/errors';
import type { OutgoingEmail } from '#src/ports/mailer';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { ProjectList } from '#src/ports/project-store';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { UserInAccount } from '#src/ports/user-store';
import { escapeHtml } from '#src/services/messaging/alert-message';
import { parseRequest } from '#src/services/validation';
import { countTest, DIAGNOSTIC_RATE_LIMITS } from './diagnostic-limits';
import { ownEmails } from './own-recipients';

export interface TestEmailDependencies {
  projects: ProjectList;
  rateLimiter: RateLimiter;
  messages: MessageDispatch;
  publicUrl: URL;
}

export const NOT_YOUR_EMAIL =
  'A test email goes only to your account email or to an alert email of one of your projects.';

function testEmail(to: string, dashboardUrl: string): OutgoingEmail {
  const line =
    'This is a test email from LienMinder. Deadline alerts for your projects will arrive like this one.';
  return {
    to,
    subject: 'LienMinder test email',
    text: `${line}\n\n${dashboardUrl}\n`,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(dashboardUrl)}">Open LienMinder</a></p>`,
  };
}

/** POST /api/test-email: to the account email (empty body) or one of the user's own addresses. */
export async function sendTestEmail(deps: TestEmailDependencies, signedIn: UserInAccount, body: unknown) {
  const { user, account } = signedIn;
  const request = parseRequest(testEmailSchema, body ?? {});
  const to = request.email === '' ? user.email : request.email;
  const own = ownEmails(signedIn, await deps.projects.listProjects(account.id));
  if (!own.has(normaliseEmail(to))) throw new RecipientNotAllowed(NOT_YOUR_EMAIL);
  await countTest(deps.rateLimiter, DIAGNOSTIC_RATE_LIMITS.testEmail, user.id);
  await deps.messages.dispatch('test_email', [
    { channel: 'email', ...testEmail(to, new URL('/', deps.publicUrl).href) },
  ]);
  return {
    email: to,
    success: true,
    message: `Test email sent to ${to}. It should arrive in 1 to 2 minutes.`,
  };
}
