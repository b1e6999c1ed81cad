import { deadlineCompletionSchema, MESSAGES, type ProjectResponse } from '@lienminder/shared';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import {
  DeadlineNotFound,
  ProjectChangedConcurrently,
  ProjectNotFound,
  ValidationFailed,
} from '../../errors';
import { parseRequest } from '../validation';
import { projectResponse, withDoneMarks } from './project-response';

/**
 * Writes tried before a mark gives up on a project others keep saving. A mark only adds or removes
 * its own id, so marks and edits commute: one that lost a race is simply tried again on a fresh
 * read (a real edit moving its deadline away then answers 404).
 */
const MARK_ATTEMPTS = 3;

/**
 * Marks one of the project's deadlines done, or undoes the mark (`{ isCompleted }`), and answers
 * the project as GET /api/projects/{id} does. `read` is the user's project as just read (null: not
 * found). A deadline met by what the project records (a recorded Claim of Lien) stays done whatever
 * the mark: undoing it is refused with the way to reopen it, and marking it again changes nothing.
 * The alerts follow through the table's stream: a done deadline leaves the alert plan.
 */
export async function markDeadline(
  deps: { projects: ProjectStore },
  userId: string,
  read: StoredProject | null,
  deadlineId: string,
  body: unknown,
): Promise<ProjectResponse> {
  if (!read) throw new ProjectNotFound();
  const { isCompleted } = parseRequest(deadlineCompletionSchema, body);
  let current: StoredProject | null = read;
  for (let attempt = 1; ; attempt++) {
    if (!current) throw new ProjectNotFound();
    const deadline = current.deadlines.find((candidate) => candidate.id === deadlineId);
    if (!deadline) throw new DeadlineNotFound();
    if (deadline.metOn !== undefined && !isCompleted) {
      throw new ValidationFailed(
        [{ path: 'isCompleted', message: MESSAGES.deadlineMetByRecording }],
        MESSAGES.deadlineMetByRecording,
      );
    }
    // Already as asked (a repeated click, a met deadline): no write, so no re-plan of the alerts.
    if (deadline.isCompleted === isCompleted) return projectResponse(current.project, current.deadlines);
    try {
      await deps.projects.markDeadline({ userId, previous: current, deadlineId, isCompleted });
    } catch (error) {
      if (!(error instanceof ProjectChangedConcurrently) || attempt >= MARK_ATTEMPTS) throw error;
      current = await deps.projects.get(userId, read.project.id);
      continue;
    }
    const marks = new Set(current.completedDeadlines);
    if (isCompleted) marks.add(deadlineId);
    else marks.delete(deadlineId);
    return projectResponse(current.project, withDoneMarks(current.deadlines, marks));
  }
}
