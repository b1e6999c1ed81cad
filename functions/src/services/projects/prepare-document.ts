import {
  type ActivityActor,
  documentQuerySchema,
  documentsFor,
  emptyCompanyProfile,
  hasAccess,
  isDocumentKind,
  isWaiver,
  MESSAGES,
  noticeDeadlineId,
  PRODUCT_METRICS,
  type PreparedDocument,
  prepareDocument,
  serviceMethodWords,
  todayIn,
} from '@lienminder/shared';
import { DocumentNotOffered, PlanRestriction, ProjectNotFound } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { OperationMetrics } from '#src/ports/metrics';
import type { ProjectActivity } from '#src/ports/project-activity';
import type { ProjectRecord } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import { parseRequest } from '#src/services/validation';
import { documentEntry } from './activity-entries';

/**
 * How long a document prepared again counts as the same preparing: the page reads it on every
 * visit, and the project's activity wants "prepared" once a day, not once a visit.
 */
const ONCE_A_DAY_MS = 36 * 60 * 60 * 1000;

/**
 * One of the project's statutory documents, filled with its facts and the account's company
 * profile, as of the project's own calendar day. Gold's premium feature (docs/product.md section 6): the
 * server refuses it on the other plans whatever the browser shows. `read` is the user's project as
 * just read (null: absent or not theirs, 404); a kind that is unknown or that the project's role
 * and job do not call for is 404 too. A waiver's terms come from the query (s. 713.20(4), (5)): one
 * left out is a blank the document marks and lists as missing. The 45-day notice's proof of service,
 * when its done mark recorded one, is what a Claim of Lien recites of it (s. 713.08(1)(h)): read
 * from the project's record by the notice's id, without the deadline engine (docs/decisions/006),
 * as the store keeps proofs only of the deadlines marked done, and a save drops the marks of the
 * deadlines its project no longer has. The project's activity records who prepared it, once a day
 * for each document and terms (activity-entries.ts).
 */
export async function prepareProjectDocument(
  deps: { clock: Clock; metrics: OperationMetrics; activity: Pick<ProjectActivity, 'recordOnce'> },
  user: StoredUser,
  actor: ActivityActor,
  read: ProjectRecord | null,
  kind: string,
  query: Record<string, string>,
): Promise<PreparedDocument> {
  if (!hasAccess(user.tier, 'gold')) throw new PlanRestriction(MESSAGES.documentsNeedGold);
  if (!read) throw new ProjectNotFound();
  const { project } = read;
  if (!isDocumentKind(kind) || !documentsFor(project).includes(kind)) throw new DocumentNotOffered();
  const terms = parseRequest(documentQuerySchema, { amount: query.amount, throughDate: query.throughDate });
  const noticeServed = read.serviceProofs[noticeDeadlineId(project.id)];
  const now = deps.clock.now();
  const today = todayIn(project.timeZone, now);
  const prepared = prepareDocument(kind, {
    project,
    profile: user.companyProfile ?? emptyCompanyProfile(),
    today,
    ...(isWaiver(kind) ? { waiver: terms } : {}),
    ...(noticeServed
      ? {
          noticeService: { servedOn: noticeServed.servedOn, method: serviceMethodWords(noticeServed.method) },
        }
      : {}),
  });
  deps.metrics.count(PRODUCT_METRICS.documentsPrepared, { kind });
  const who = 'userId' in actor ? actor.userId : actor.email;
  const waiver = isWaiver(kind) ? terms : undefined;
  await deps.activity.recordOnce(user.id, project.id, documentEntry(now, actor, prepared.title, waiver), {
    key: [kind, who, today, waiver?.amount, waiver?.throughDate].join('#'),
    until: new Date(now.getTime() + ONCE_A_DAY_MS),
  });
  return prepared;
}
