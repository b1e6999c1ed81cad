import { PROJECT_STATUSES } from '@lienminder/shared';
import { PROJECT_STATUS_LABELS } from '@/components/dashboard/project-status-badge';
import { documentFactAnchor } from '@/components/documents/fact-labels';
import { Field } from '@/components/ui/field';
import { FormSection } from './form-section';
import { PaymentBondField } from './payment-bond-field';
import { FormPhoneField } from './phone-field';
import { clearPrivateJobFields } from './private-job-fields';
import type { ProjectFormApi } from './project-form-types';
import { SelectField } from './select-field';

const TYPE_OPTIONS = [
  { value: 'private', label: 'Private (Fla. Stat. ch. 713)' },
  { value: 'public', label: 'Public (Fla. Stat. s. 255.05)' },
] as const;

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: PROJECT_STATUS_LABELS[status],
}));

// Alerts fire at 9:00 in the project's zone; Florida west of the Apalachicola River is Central.
const TIME_ZONE_OPTIONS = [
  { value: 'America/New_York', label: 'Eastern — most of Florida' },
  { value: 'America/Chicago', label: 'Central — western Panhandle' },
] as const;

export function ProjectDetailsSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <FormSection title="Project">
        <Field
          label="Project Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Project Address"
          required
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            label="Project Type"
            options={TYPE_OPTIONS}
            {...register('type', {
              onChange: (event: { target: HTMLSelectElement }) => {
                if (event.target.value === 'public') clearPrivateJobFields(form);
              },
            })}
          />
          <SelectField label="Project Status" options={STATUS_OPTIONS} {...register('projectStatus')} />
        </div>
        <PaymentBondField form={form} />
        <SelectField label="Time Zone" options={TIME_ZONE_OPTIONS} {...register('timeZone')} />
      </FormSection>

      <FormSection title="Contractor and Owner">
        <Field
          id={documentFactAnchor('generalContractor')}
          label="General Contractor"
          required
          autoComplete="organization"
          error={errors.generalContractor?.message}
          {...register('generalContractor')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormPhoneField
            control={control}
            name="contractorPhone"
            label="Contractor Phone"
            autoComplete="off"
          />
          <Field
            label="Contractor Email"
            type="email"
            autoComplete="off"
            error={errors.contractorEmail?.message}
            {...register('contractorEmail')}
          />
        </div>
        <Field
          id={documentFactAnchor('propertyOwner')}
          label="Property Owner"
          required
          autoComplete="off"
          error={errors.propertyOwner?.message}
          {...register('propertyOwner')}
        />
        <Field
          label="Owner Contact"
          autoComplete="off"
          hint="Phone, email or mailing address for serving notices."
          error={errors.ownerContact?.message}
          {...register('ownerContact')}
        />
      </FormSection>
    </>
  );
}
