import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';

interface FormCheckboxProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<Values, boolean>;
  label: ReactNode;
  required?: boolean;
}

/** A CheckboxField held by a react-hook-form form, its error the form's message for the field. */
export function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
}: FormCheckboxProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          ref={field.ref}
          label={label}
          required={required}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
