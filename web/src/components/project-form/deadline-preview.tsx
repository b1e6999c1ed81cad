import { computeDeadlines, type DeadlineSchedule, EVENT_DATE_FIELDS, isLocalDate } from '@lienminder/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ProjectDeadlines } from './project-deadlines';
import type { ProjectFormApi } from './project-form-types';

/** The form's answers the statutory deadlines depend on. */
const PREVIEWED_FIELDS = [
  'type',
  'role',
  'paymentBond',
  'firstFurnishingDate',
  'lastFurnishingDate',
  'lienRecordedDate',
  'contestServedDate',
  'noticeToOwnerAlerts',
  ...EVENT_DATE_FIELDS,
  'timeZone',
] as const;

const dateOrBlank = (value: string) => (isLocalDate(value) ? value : '');

/**
 * The deadlines the form's answers give, from the same engine the API runs (null until the first
 * furnishing date is a date), with the answers they were computed from. Dates still being typed
 * count as blank. The user's own recurring reminders are left out: they are a schedule, not the law.
 */
export function usePreviewSchedule(form: ProjectFormApi) {
  const values = useWatch({ control: form.control, name: PREVIEWED_FIELDS });
  const [type, role, paymentBond, first, last, recorded, contest, noticeAlerts, ...rest] = values;
  const events = rest.slice(0, EVENT_DATE_FIELDS.length);
  const eventsKey = events.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the events are keyed by their joined dates
  const schedule = useMemo<DeadlineSchedule | null>(
    () =>
      isLocalDate(first)
        ? computeDeadlines({
            projectId: 'preview',
            type,
            role,
            paymentBond,
            firstFurnishingDate: first,
            lastFurnishingDate: dateOrBlank(last),
            lienRecordedDate: dateOrBlank(recorded),
            contestServedDate: dateOrBlank(contest),
            noticeToOwnerAlerts: noticeAlerts,
            ...Object.fromEntries(
              EVENT_DATE_FIELDS.map((field, index) => [field, dateOrBlank(events[index] ?? '')]),
            ),
            recurringAlertsInterval: '',
            recurringAlertsStartDate: '',
            recurringAlertsEndDate: '',
          })
        : null,
    [type, role, paymentBond, first, last, recorded, contest, noticeAlerts, eventsKey],
  );
  return { values, schedule };
}

/**
 * Before saving: the deadlines the chosen role, job and dates give, so a user sees what an answer
 * changes while still choosing it. On edit it shows once an answer differs from the saved project,
 * whose own deadlines are on the project page.
 */
export function DeadlinePreview({ form, editing }: { form: ProjectFormApi; editing: boolean }) {
  const { values, schedule } = usePreviewSchedule(form);
  const timeZone = values[values.length - 1] as string;
  const saved = form.formState.defaultValues;
  if (editing && PREVIEWED_FIELDS.every((name, index) => values[index] === saved?.[name])) return null;

  const heading = editing ? 'Deadlines After You Save' : 'Your Deadlines';
  const count = schedule?.deadlines.length ?? 0;
  return (
    <div className="rounded-xl border border-border p-4 sm:p-6">
      <ProjectDeadlines
        heading={heading}
        description={
          editing
            ? 'What your changes give, before you save them.'
            : 'Worked out from your answers as you fill in the form.'
        }
        deadlines={schedule?.deadlines ?? []}
        pending={schedule?.pending ?? []}
        notes={schedule?.notes ?? []}
        timeZone={timeZone}
        emptyText={schedule ? undefined : "Enter the first furnishing date to see this job's deadlines."}
      />
      <p className="sr-only" aria-live="polite">
        {schedule ? `${count === 1 ? '1 deadline' : `${count} deadlines`} for these answers.` : ''}
      </p>
    </div>
  );
}
