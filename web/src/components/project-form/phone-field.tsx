import { formatPhone, phoneDigits } from '@lienminder/shared';
import type { ComponentProps, ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PHONE_INPUT } from '@/components/ui/phone-input';

interface PhoneFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> {
  /** An id for the field's wrapper (Field's `id`). */
  id?: string;
  label: ReactNode;
  /** The stored form of the number: up to 10 digits. */
  value: string;
  onDigitsChange: (digits: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** docs/product.md section 5: keeps digits only, at most 10, shown as (###) ###-#### while typing. */
export function PhoneField({ value, onDigitsChange, ...props }: PhoneFieldProps) {
  return (
    <Field
      {...PHONE_INPUT}
      autoComplete="tel"
      value={formatPhone(value)}
      onChange={(event) => onDigitsChange(phoneDigits(event.target.value))}
      {...props}
    />
  );
}

/** A PhoneField bound to a form's field: its digits, blur and error; `onDigitsChange` runs after the form's. */
export function FormPhoneField<Fields extends FieldValues>({
  control,
  name,
  onDigitsChange,
  ...props
}: Omit<PhoneFieldProps, 'value' | 'onDigitsChange' | 'name'> & {
  control: Control<Fields>;
  name: Path<Fields>;
  onDigitsChange?: (digits: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          onDigitsChange={(digits) => {
            field.onChange(digits);
            onDigitsChange?.(digits);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
