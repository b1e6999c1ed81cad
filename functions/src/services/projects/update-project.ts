import {
  type ActivityActor,
  DOCUMENT_FACT_FIELDS,
  EVENT_DATE_FIELDS,
  type ProjectSavedResponse,
} from '@lienminder/shared';
import { ProjectNotFound } from '#src/errors';
import type { ProjectRecord } from '#src/ports/project-store';
import type { SuppressionList } from '#src/ports/suppressions';
import type { StoredUser } from '#src/ports/user-store';
import { LIFTED_BY_THE_ACCOUNT_HOLDER, recipientsTypedAnew } from '#src/services/deliverability/suppressed';
import type { ConsentOrigin } from '#src/services/messaging/consent-record';
import { savedEntry } from './activity-entries';
import type { ProjectWriteDependencies } from './create-project';
import { planDayOnSave } from './project-deadlines';
import { readProjectFields } from './project-input';
import { marksKept, scheduleFor } from './project-response';
import { requireRevision } from './revision';

/**
 * Settings an API client may leave out of an update (the web form sends them; a curl user editing
 * one field should not silently turn alerts off or move the project's time zone): absent, they keep
 * their stored values instead of falling back to the create defaults.
 */
const KEPT_WHEN_ABSENT = [
  'emailAlerts',
  'smsAlerts',
  'timeZone',
  // The statutory-depth fields came after the form's first version: a client that knows nothing of
  // them must not erase the role or a recorded lien by saving.
  'role',
  'paymentBond',
  'lienRecordedDate',
  'lienRecordingReference',
  'contestServedDate',
  ...EVENT_DATE_FIELDS,
  // The facts the statutory documents are filled from came later still, and the notice's alerts after them.
  ...DOCUMENT_FACT_FIELDS,
  'noticeToOwnerAlerts',
  'textAccountPhone',
] as const;

/**
 * Saves the edit of `previous`, the user's project as the caller just read it (null: not found).
 * `asked` is the revision the client read (revision.ts): an edit of an older one is refused. The
 * write holds only if nobody saved the project since `previous` was read (`ProjectChangedConcurrently`),
 * so of two saves from the same revision one wins and the other answers 409. The answer is the
 * project and its new revision, as a create's. The deadlines are computed once, here: the marks
 * kept and the plan-day index entry both come from them.
 */
export async function updateProject(
  deps: ProjectWriteDependencies & {
    /** An edit lifts the stops on the addresses it types anew (services/deliverability/suppressed.ts). */
    suppressions: Pick<SuppressionList, 'lift'>;
  },
  user: StoredUser,
  actor: ActivityActor,
  previous: ProjectRecord | null,
  body: unknown,
  origin: ConsentOrigin,
  asked?: number,
): Promise<ProjectSavedResponse> {
  if (!previous) throw new ProjectNotFound();
  requireRevision(previous, asked);

  const kept = Object.fromEntries(KEPT_WHEN_ABSENT.map((field) => [field, previous.project[field]]));
  const now = deps.clock.now();
  const edited = isObject(body) ? { ...kept, ...body } : body;
  const fields = readProjectFields(edited, user.tier, now, previous.project);
  const { id, createdAt } = previous.project;
  const project = { ...fields, id, createdAt, updatedAt: now.toISOString() };
  const { deadlines } = scheduleFor(project);
  // Only numbers newly ticked (or changed) give a consent; a re-save repeats none.
  await deps.phoneConsents.recordSave({ userId: user.id, project, previous: previous.project, origin });
  const completedDeadlines = marksKept(previous.completedDeadlines, deadlines);
  const planDay = planDayOnSave(project, deadlines);
  const activity = savedEntry(now, actor, previous.project, project);
  await deps.projects.update({ userId: user.id, previous, project, completedDeadlines, planDay, activity });
  // After the save: a stop lifted for an edit that then failed would let alerts go unvouched.
  await Promise.all(
    recipientsTypedAnew(project, previous.project).map(({ channel, address }) =>
      deps.suppressions.lift(user.id, channel, address, LIFTED_BY_THE_ACCOUNT_HOLDER),
    ),
  );
  return { project, revision: previous.revision + 1 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
