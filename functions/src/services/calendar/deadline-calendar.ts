/** The user's open deadlines as the iCalendar a calendar app subscribes to. */
import { type ComputedDeadline, isDeadlineDone } from '@lienminder/shared';
import type { ProjectWithSchedule } from '#src/ports/project-store';
import { ALERT_DISCLAIMER, longDate } from '#src/services/messaging/alert-message';
import { type AllDayEvent, icalendar } from './icalendar';

const CALENDAR_NAME = 'LienMinder deadlines';

/** How often a subscribed app should fetch again: deadlines move only when a project is edited. */
const REFRESH_SECONDS = 60 * 60;

/** The page of the project in the web app, where its deadlines are shown and marked done. */
const projectPageUrl = (projectId: string, publicUrl: URL) =>
  new URL(`/projects/${encodeURIComponent(projectId)}/edit`, publicUrl).href;

/** The event sits on the legal last day: say so when the statutory date falls before it. */
function movedDayLine(deadline: ComputedDeadline): string[] {
  if (deadline.legalLastDay === deadline.dueDate) return [];
  const why = deadline.legalLastDayReason ? ` (${deadline.legalLastDayReason})` : '';
  return [
    `Due ${longDate(deadline.dueDate)}; the legal last day is ${longDate(deadline.legalLastDay)}${why}.`,
  ];
}

function eventDescription(deadline: ComputedDeadline, projectUrl: string): string {
  return [
    deadline.summary,
    '',
    deadline.description,
    ...movedDayLine(deadline),
    '',
    deadline.statute
      ? `Statute: ${deadline.statute} ${deadline.statuteUrl ?? ''}`.trimEnd()
      : 'Your own reminder.',
    `Project: ${projectUrl}`,
    '',
    ALERT_DISCLAIMER,
  ].join('\n');
}

/**
 * One all-day event on its legal last day (the day the law really ends it, s. 713.011) for every
 * deadline not done, of every project not completed: what the dashboard counts down to, past ones
 * included, since a missed deadline still open is what most needs seeing. Each event's UID is its
 * deadline's id, stable across fetches and new feed addresses, so an app moves the event when the
 * project's dates change instead of adding a second one.
 */
export function deadlineCalendar(
  projects: readonly ProjectWithSchedule<ComputedDeadline>[],
  context: { publicUrl: URL; now: Date },
): string {
  const events: AllDayEvent[] = [];
  for (const { project, deadlines, completedDeadlines } of projects) {
    if (project.projectStatus === 'completed') continue;
    const url = projectPageUrl(project.id, context.publicUrl);
    for (const deadline of deadlines) {
      if (isDeadlineDone(deadline, completedDeadlines)) continue;
      events.push({
        uid: `${deadline.id}@${context.publicUrl.hostname}`,
        date: deadline.legalLastDay,
        summary: `${deadline.title}: ${project.name}`,
        description: eventDescription(deadline, url),
        url,
      });
    }
  }
  return icalendar({
    productId: '-//LienMinder//Deadlines//EN',
    name: CALENDAR_NAME,
    refreshSeconds: REFRESH_SECONDS,
    stamp: context.now,
    events,
  });
}
