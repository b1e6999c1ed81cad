import { LIENOR_ROLE_CHOICES, LIENOR_ROLES } from '@lienminder/shared';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

/**
 * "Who hired you?": the lienor's place in the chain of contracts decides the notices owed
 * (docs/florida-rules.md section 3). Radios rather than a select, so each answer's hint is read
 * before choosing; the whole card is the click target, a thumb's width on a phone.
 */
export function LienorRoleSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors.role?.message;
  return (
    <FormSection
      title="Who Hired You?"
      description="Your place on the job decides which notices and deadlines you owe."
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {LIENOR_ROLES.map((role) => {
          const { label, hint } = LIENOR_ROLE_CHOICES[role];
          const optionId = `${id}-${role || 'none'}`;
          return (
            <label
              key={role}
              htmlFor={optionId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                id={optionId}
                type="radio"
                value={role}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={[`${optionId}-hint`, error ? errorId : null].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                {...register('role')}
              />
              <span className="flex flex-col gap-0.5">
                <span id={`${optionId}-label`} className="text-sm font-medium">
                  {label}
                </span>
                <span id={`${optionId}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FormSection>
  );
}
