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
  autoFocus,
}: {
  hint: string;
  value: string;
  onChange: (password: string) => void;
  /** Taken when the field appears because the user asked for what it guards. */
  autoFocus?: boolean;
}) {
  return (
    <Field
      label="Current password"
      autoFocus={autoFocus}
      hint={hint}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      renderInput={(inputProps) => <PasswordInput {...inputProps} />}
    />
  );
}
