import { Field } from './field';
import { PasswordInput } from './password-input';

/**
 * The signed-in user's current password, asked again before something a session alone must not
 * get; `hint` says why this page asks.
 */
export function CurrentPasswordField({
  hint,
  value,
  onChange,
}: {
  hint: string;
  value: string;
  onChange: (password: string) => void;
}) {
  return (
    <Field
      label="Current password"
      hint={hint}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      renderInput={(inputProps) => <PasswordInput {...inputProps} />}
    />
  );
}
