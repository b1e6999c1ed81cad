import { formatPhone } from '@lienminder/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PHONE_INPUT } from '@/components/ui/phone-input';

/** Shows the phone as (555) 555-5555 while typing (docs/product.md section 2); the form keeps the formatted text. */
function withPhoneFormat<Name extends string>(
  field: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = formatPhone(event.target.value);
      return field.onChange(event);
    },
  };
}

/** The account holder's own phone, formatted as it is typed. */
export function AccountPhoneField({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field
      label="Phone Number"
      {...PHONE_INPUT}
      autoComplete="tel-national"
      required
      hint="Required for SMS deadline alerts and notifications"
      error={error}
      {...withPhoneFormat(field)}
    />
  );
}
