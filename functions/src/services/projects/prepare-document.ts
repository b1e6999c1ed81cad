import {
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
import type { ProjectRecord } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import { parseRequest } from '#src/services/validation';

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
 * deadlines its project no longer has.
 */
export function prepareProjectDocument(
  deps: { clock: Clock; metrics: OperationMetrics },
  user: StoredUser,
  read: ProjectRecord | null,
  kind: string,
  query: Record<string, string>,
): PreparedDocument {
  if (!hasAccess(user.tier, 'gold')) throw new PlanRestriction(MESSAGES.documentsNeedGold);
  if (!read) throw new ProjectNotFound();
  const { project } = read;
  if (!isDocumentKind(kind) || !documentsFor(project).includes(kind)) throw new DocumentNotOffered();
  const terms = parseRequest(documentQuerySchema, { amount: query.amount, throughDate: query.throughDate });
  const noticeServed = read.serviceProofs[noticeDeadlineId(project.id)];
  const prepared = prepareDocument(kind, {
    project,
    profile: user.companyProfile ?? emptyCompanyProfile(),
    today: todayIn(project.timeZone, deps.clock.now()),
    ...(isWaiver(kind) ? { waiver: terms } : {}),
    ...(noticeServed
      ? {
          noticeService: { servedOn: noticeServed.servedOn, method: serviceMethodWords(noticeServed.method) },
        }
      : {}),
  });
  deps.metrics.count(PRODUCT_METRICS.documentsPrepared, { kind });
  return prepared;
}
