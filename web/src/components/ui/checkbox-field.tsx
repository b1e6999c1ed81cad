import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox } from './checkbox';
import { FieldError } from './field';
import { Label } from './label';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** A box the form cannot be sent without (a consent or an acknowledgement). */
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** The box itself, for a form that focuses it when it is the field to fix (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox named by its label, with an optional hint and error read alongside it. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  onBlur,
  disabled,
  required,
  error,
  hint,
  ref,
}: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <Checkbox
          ref={ref}
          id={id}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="leading-snug font-normal">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-7 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <div className="pl-7">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
