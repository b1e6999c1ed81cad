/**
 * The page behind an alert email's "Mark as done" link (GET /api/deadline-done/{token}) and its
 * button (POST marks the deadline done, DELETE undoes it), with no session: the signed token is the
 * only credential, and it opens one deadline of one project for the recipient it was emailed to,
 * while that recipient may still act on the project (deadline-done-token.ts,
 * recipient-standing.ts); a link that no longer may answers 410 and marks nothing. Reading never
 * changes anything, since mail scanners open every link in a message. The mark itself is the done
 * mark of the project screen (projects/mark-deadline.ts), so its alerts stop the same way: the
 * table's stream takes a done deadline out of the alert plan.
 */
import type { DeadlineDoneResponse, ProjectResponse } from '@lienminder/shared';
import {
  DeadlineDoneLinkExpired,
  DeadlineDoneLinkNotFound,
  DeadlineDoneLinkWithdrawn,
  DeadlineNotFound,
  ProjectNotFound,
  TooManyRequests,
} from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { OperationMetrics } from '#src/ports/metrics';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import { addressKey } from '#src/services/address-key';
import { markDeadline } from '#src/services/projects/mark-deadline';
import { projectResponse } from '#src/services/projects/project-response';
import { type DeadlineDoneClaims, verifyDeadlineDoneToken } from './deadline-done-token';
import { mayRecipientAct, type RecipientStandingDependencies } from './recipient-standing';

/**
 * Requests per address, reads and marks together. A token cannot be guessed (HS256), so this is
 * about cost and about someone replaying links: a person opens the page, presses the button and
 * perhaps undo, a few links a morning, and an office behind one address has room for all of its
 * people; a link scanner checking a whole mailbox is slowed, not refused for long.
 */
export const DEADLINE_DONE_RATE_LIMIT = {
  action: 'deadline-done-ip',
  limit: 60,
  windowSeconds: 10 * 60,
} satisfies RateLimit;

export const TOO_MANY_DEADLINE_DONE_REQUESTS =
  'Too many requests from this address. Please wait a while and try again.';

export interface DeadlineDoneDependencies extends RecipientStandingDependencies {
  projects: DescribedProjectStore;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  /** The session secret the token key is derived from (decisions 003, 031). */
  secret: () => Promise<string>;
}

/** The token's claims and its user's project as just read; refusals as the error contract says. */
async function openLink(
  deps: DeadlineDoneDependencies,
  token: string,
  clientIp: string,
): Promise<{ claims: DeadlineDoneClaims; read: DescribedProject | null }> {
  const verdict = await deps.rateLimiter.hit(DEADLINE_DONE_RATE_LIMIT, addressKey(clientIp));
  if (!verdict.allowed) throw new TooManyRequests(TOO_MANY_DEADLINE_DONE_REQUESTS, verdict.retryAfterSeconds);
  const verified = verifyDeadlineDoneToken(await deps.secret(), token, deps.clock.now());
  if (!verified.ok) {
    if (verified.refusal === 'expired') throw new DeadlineDoneLinkExpired();
    throw new DeadlineDoneLinkNotFound();
  }
  const { claims } = verified;
  const read = await deps.projects.get(claims.userId, claims.projectId);
  if (read) {
    const link = { ...claims, accountId: claims.userId, issuedAt: new Date(claims.issuedAt) };
    if (!(await mayRecipientAct(deps, link, read.project))) throw new DeadlineDoneLinkWithdrawn();
  }
  return { claims, read };
}

/** The token's deadline out of the project as GET /api/projects/{id} answers it. */
function deadlineDone(response: ProjectResponse, deadlineId: string): DeadlineDoneResponse {
  const found = response.deadlines.find((deadline) => deadline.id === deadlineId);
  if (!found) throw new DeadlineDoneLinkNotFound();
  const { project: _summary, ...deadline } = found;
  const { id, name, address, timeZone } = response.project;
  return { project: { id, name, address, timeZone }, deadline };
}

/** GET: what the link opens, as it is now. Changes nothing. */
export async function readDeadlineDone(
  deps: DeadlineDoneDependencies,
  token: string,
  clientIp: string,
): Promise<DeadlineDoneResponse> {
  const { claims, read } = await openLink(deps, token, clientIp);
  if (!read) throw new DeadlineDoneLinkNotFound();
  return deadlineDone(projectResponse(read.project, read.revision, read.deadlines), claims.deadlineId);
}

/**
 * POST (`isCompleted` true) or DELETE (false): the project screen's done mark, for the token's
 * deadline alone. A project or deadline gone since the email was sent answers as a bad link does.
 */
export async function markDeadlineDone(
  deps: DeadlineDoneDependencies & { metrics: OperationMetrics },
  token: string,
  clientIp: string,
  isCompleted: boolean,
): Promise<DeadlineDoneResponse> {
  const { claims, read } = await openLink(deps, token, clientIp);
  try {
    const marking = {
      projects: deps.projects,
      clock: deps.clock,
      metrics: deps.metrics,
      source: 'email' as const,
      // No one signs in to a link: the mark is the recipient's the email went to.
      actor: { email: claims.recipient },
    };
    const marked = await markDeadline(marking, claims.userId, read, claims.deadlineId, { isCompleted });
    return deadlineDone(marked, claims.deadlineId);
  } catch (error) {
    if (error instanceof ProjectNotFound || error instanceof DeadlineNotFound)
      throw new DeadlineDoneLinkNotFound();
    throw error;
  }
}
