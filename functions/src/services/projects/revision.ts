/**
 * The revision a write says it was made from (docs/decisions/026): the body's `revision`, or the
 * `If-Match` header, the revision as an entity tag (`"3"`; the bare number is read too). A write
 * made from an older revision than the stored one is refused, so a tab that read the project before
 * another saved it (a recorded lien, its deadlines, alerts and done marks) cannot write it back.
 */
import { MESSAGES, projectRevisionSchema } from '@lienminder/shared';
import { ProjectChangedConcurrently, ValidationFailed } from '#src/errors';
import type { ProjectRecord } from '#src/ports/project-store';
import { parseRequest } from '#src/services/validation';

const REVISION_TAG = /^"?([1-9][0-9]{0,14})"?$/;

function revisionOfHeader(ifMatch: string | undefined): number | undefined {
  // `*` matches any current representation: no revision asked.
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = REVISION_TAG.exec(ifMatch.trim());
  if (!match) throw new ValidationFailed([{ path: 'If-Match', message: MESSAGES.revisionInvalid }]);
  return Number(match[1]);
}

/**
 * The revision the client read, or undefined when it names none: such a write goes over whatever is
 * current (still only if nobody wrote between this request's read and its write).
 */
export function revisionAsked(body: unknown, ifMatch: string | undefined): number | undefined {
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? parseRequest(projectRevisionSchema, body).revision
      : undefined;
  const fromHeader = revisionOfHeader(ifMatch);
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    throw new ValidationFailed([{ path: 'revision', message: MESSAGES.revisionsDisagree }]);
  }
  return fromBody ?? fromHeader;
}

/** Refuses (409) a write made from a revision other than the stored one. */
export function requireRevision(stored: Pick<ProjectRecord, 'revision'>, asked: number | undefined): void {
  if (asked !== undefined && asked !== stored.revision) throw new ProjectChangedConcurrently();
}
