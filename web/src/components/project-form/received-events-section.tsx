import { type ComputedDeadline, type EventDateField, jobKindOf } from '@lienminder/shared';
import { useWatch } from 'react-hook-form';
import { formatLocalDate } from '@/components/deadlines/format-local-date';
import { useToday } from '@/components/deadlines/now-context';
import { documentFactAnchor } from '@/components/documents/fact-labels';
import { Field } from '@/components/ui/field';
import { usePreviewSchedule } from './deadline-preview';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';
import { type EventChoice, RECEIVED_EVENTS, type Situation } from './received-events';

/** What an entered event does, before saving: the deadline it brings or shortens, or that it does not. */
function EventEffect({ choice, deadline }: { choice: EventChoice; deadline: ComputedDeadline | undefined }) {
  if (!deadline) return null;
  const shortened = choice.shortenedBy === undefined || deadline.description.includes(choice.shortenedBy);
  const moved =
    deadline.legalLastDay !== deadline.dueDate
      ? ` (legal last day ${formatLocalDate(deadline.legalLastDay)})`
      : '';
  return (
    <p className="text-sm font-medium" data-event-effect={choice.field}>
      {choice.shortenedBy === undefined ? 'Brings' : shortened ? 'Shortens' : 'Does not shorten'}:{' '}
      {deadline.title}, due {formatLocalDate(deadline.dueDate)}
      {moved}
      {shortened ? '' : ', an earlier date counts'}.
    </p>
  );
}

/**
 * "Received a notice or a demand?": the papers whose dates start the shortest clocks in the statute
 * (docs/florida-rules.md section 5), each shown only where the job and role let it matter, and under
 * each entered date the deadline it brings or shortens, before saving.
 */
export function ReceivedEventsSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  const [type, paymentBond, role, recorded, nocRecorded, timeZone] = useWatch({
    control: form.control,
    name: ['type', 'paymentBond', 'role', 'lienRecordedDate', 'nocRecordedDate', 'timeZone'],
  });
  // Watching every answer the engine reads re-renders this section as a date is typed.
  const { schedule } = usePreviewSchedule(form);
  const today = useToday(timeZone);
  const situation: Situation = {
    job: jobKindOf({ type, paymentBond }),
    role,
    recorded: recorded !== '',
    nocRecorded: nocRecorded !== '',
  };
  const entered = (field: EventDateField) => form.getValues(field) !== '';
  const shown = RECEIVED_EVENTS.filter((choice) => choice.applies(situation) || entered(choice.field));
  if (shown.length === 0) return null;
  const deadlineFor = (suffix: string) => schedule?.deadlines.find((d) => d.id === `preview-${suffix}`);
  return (
    <FormSection
      title="Received a notice or a demand?"
      description="Some of the shortest deadlines start when someone else acts. If one of these reached you, enter its date: the deadline it starts shows here before you save."
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {shown.map((choice) => {
          const waiting = choice.waitsFor?.(situation) ?? null;
          return (
            <div key={choice.field} className="grid gap-1">
              <Field
                id={documentFactAnchor(choice.field)}
                label={choice.label}
                type="date"
                // An expiration is a date the notice states, usually ahead; the others have happened.
                max={choice.field === 'nocExpirationDate' ? undefined : today}
                disabled={waiting !== null && !entered(choice.field)}
                hint={waiting ?? `${choice.who} ${choice.which}`}
                error={errors[choice.field]?.message}
                {...register(choice.field)}
              />
              {entered(choice.field) && <EventEffect choice={choice} deadline={deadlineFor(choice.suffix)} />}
            </div>
          );
        })}
      </div>
    </FormSection>
  );
}
