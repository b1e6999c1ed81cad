import { EVENT_DATE_FIELDS, type LocalDate, type Project } from '@lienminder/shared';
import { formatLocalDate } from '@/components/deadlines/format-local-date';
import { EVENT_LABELS } from '@/components/project-form/received-events';

/** The project's events the deadlines count from, labelled as the project form labels them. */
const EVENTS = [
  { field: 'firstFurnishingDate', label: 'First Furnishing Date' },
  { field: 'lastFurnishingDate', label: 'Last Furnishing Date' },
  { field: 'lienRecordedDate', label: 'Lien recorded on' },
  { field: 'contestServedDate', label: 'Notice of Contest served on' },
  // The papers someone else served (docs/florida-rules.md section 5).
  ...EVENT_DATE_FIELDS.map((field) => ({ field, label: EVENT_LABELS[field] })),
] as const satisfies readonly { field: keyof Project; label: string }[];

/** The dates recorded so far; a blank date (not happened yet) is left out rather than shown empty. */
export function ProjectDates({ project }: { project: Project }) {
  const recorded = EVENTS.flatMap(({ field, label }) => {
    const date = project[field];
    return date === '' ? [] : [{ field, label, date: date as LocalDate }];
  });
  return (
    <section aria-labelledby="project-dates-heading" className="flex flex-col gap-3">
      <h2 id="project-dates-heading" className="text-lg font-semibold">
        Dates
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-border p-3 text-sm sm:grid-cols-2">
        {recorded.map(({ field, label, date }) => (
          <div key={field} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">
              <time dateTime={date}>{formatLocalDate(date)}</time>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
