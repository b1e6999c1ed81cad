import { PLANS, type RecurringInterval, type Tier } from '@lienminder/shared';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

const INTERVALS = ['15', '30'] as const satisfies readonly RecurringInterval[];

/**
 * docs/product.md section 2: two mutually exclusive checkboxes (15 days, 30 days); unchecking the chosen one
 * turns recurring alerts off. Disabled on Free (docs/product.md section 6).
 */
export function RecurringAlertsSection({ form, tier }: { form: ProjectFormApi; tier: Tier }) {
  const disabled = !PLANS[tier].recurringAlerts;
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection
      title="Recurring Lien/Bond Reminders"
      description={
        disabled ? (
          <>
            Recurring reminders are available on Silver and Gold plans.{' '}
            <Link to="/subscribe" className="text-primary underline">
              Upgrade
            </Link>
          </>
        ) : (
          'A reminder every 15 or 30 days to check what you are owed on this project.'
        )
      }
    >
      <Controller
        control={form.control}
        name="recurringAlertsInterval"
        render={({ field }) => (
          <div className="flex flex-wrap gap-6">
            {INTERVALS.map((interval) => (
              <CheckboxField
                key={interval}
                label={`Every ${interval} days`}
                checked={field.value === interval}
                onCheckedChange={(checked) => field.onChange(checked ? interval : '')}
                disabled={disabled}
              />
            ))}
          </div>
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label="Start Date"
          type="date"
          disabled={disabled}
          error={errors.recurringAlertsStartDate?.message}
          {...register('recurringAlertsStartDate')}
        />
        <Field
          label="End Date"
          type="date"
          disabled={disabled}
          hint="The end date can be at most 1 year after the start date."
          error={errors.recurringAlertsEndDate?.message}
          {...register('recurringAlertsEndDate')}
        />
      </div>
    </FormSection>
  );
}
