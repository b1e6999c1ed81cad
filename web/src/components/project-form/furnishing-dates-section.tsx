import { documentFactAnchor } from '@/components/documents/fact-labels';
import { Field } from '@/components/ui/field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

export function FurnishingDatesSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection
      title="Furnishing Dates"
      description="The days you first and last furnished labor, services or materials to the job."
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id={documentFactAnchor('firstFurnishingDate')}
          label="First Furnishing Date"
          type="date"
          required
          hint="Starts the 45-day Notice to Owner period. For specially fabricated materials it can be the day fabrication began."
          error={errors.firstFurnishingDate?.message}
          {...register('firstFurnishingDate')}
        />
        <Field
          id={documentFactAnchor('lastFurnishingDate')}
          label="Last Furnishing Date"
          type="date"
          hint="Leave blank while work continues; the Claim of Lien deadline (90 days) needs it. Punch-list, warranty and corrective work do not count; for rented equipment, the last day it was on the job and available for use."
          error={errors.lastFurnishingDate?.message}
          {...register('lastFurnishingDate')}
        />
      </div>
    </FormSection>
  );
}
