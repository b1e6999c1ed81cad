import { useWatch } from 'react-hook-form';
import { useToday } from '@/components/deadlines/now-context';
import { Field } from '@/components/ui/field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

/**
 * After the Claim of Lien is recorded (private jobs only): the recording starts the deadlines to
 * serve and enforce it, and a Notice of Contest shortens the time to sue (s. 713.22(2)). A contest
 * answers a recording, so its date opens only once the recording date is in, and clearing the
 * recording clears it.
 */
export function RecordedLienSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const [type, recorded, timeZone] = useWatch({
    control: form.control,
    name: ['type', 'lienRecordedDate', 'timeZone'],
  });
  // Neither day can be in the future on the project's own calendar; the picker stops at today.
  const today = useToday(timeZone);
  if (type === 'public') return null;
  return (
    <FormSection
      title="Recorded Lien"
      description="Leave blank until you record a Claim of Lien. Recording it marks the Claim of Lien done and adds the deadlines that follow."
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label="Lien recorded on"
          type="date"
          max={today}
          hint="The day the county clerk recorded your Claim of Lien."
          error={errors.lienRecordedDate?.message}
          {...register('lienRecordedDate', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (event.target.value === '') setValue('contestServedDate', '');
            },
          })}
        />
        <Field
          label="Book and page, or instrument number"
          autoComplete="off"
          hint="Where the official records hold it, as the clerk's stamp says."
          error={errors.lienRecordingReference?.message}
          {...register('lienRecordingReference')}
        />
        <Field
          label="Notice of Contest served on"
          type="date"
          max={today}
          disabled={recorded === ''}
          hint={
            recorded === ''
              ? 'Enter the lien recording date first.'
              : 'If the owner contested your lien: you then have 60 days to sue, not a year. Enter the date it was served (the clerk mails it and certifies that date), not the day you read it.'
          }
          error={errors.contestServedDate?.message}
          {...register('contestServedDate')}
        />
      </div>
    </FormSection>
  );
}
