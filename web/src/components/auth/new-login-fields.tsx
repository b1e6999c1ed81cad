import { PASSWORD_RULES } from '@lienminder/shared';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

interface FieldProps {
  /** The parent's `register(name)`, called in the form's reading order (the first error takes the focus). */
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A form's field as these take it: `registeredField(register, errors)('firstName')`. Each call
 * registers the field, so call it in the form's reading order.
 */
export const registeredField =
  <Form extends FieldValues>(register: UseFormRegister<Form>, errors: FieldErrors<Form>) =>
  (name: Path<Form>): FieldProps => ({
    field: register(name),
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });

/** First and last name side by side: registration and joining a team ask them alike. */
export function NameFields({ first, last }: { first: FieldProps; last: FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First Name" autoComplete="given-name" required error={first.error} {...first.field} />
      <Field label="Last Name" autoComplete="family-name" required error={last.error} {...last.field} />
    </div>
  );
}

/** A new password and its confirmation, the rules said beside it before the first failure, with their messages. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <Field
        label="Password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULES}
        error={password.error}
        renderInput={(props) => <PasswordInput {...props} />}
        {...password.field}
      />
      <Field
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={confirm.error}
        renderInput={(props) => <PasswordInput {...props} />}
        {...confirm.field}
      />
    </>
  );
}
