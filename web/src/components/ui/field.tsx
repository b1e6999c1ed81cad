import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  /** An id for the wrapper (the input's own is generated), so a link can open a form at this field. */
  id?: string | undefined;
  label: ReactNode;
  /** The validation message (react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
  /** A standing hint below the input, read with it by screen readers. */
  hint?: ReactNode;
  required?: boolean;
  /** Replace the plain input (e.g. with a PasswordInput); it receives id and aria attributes. */
  renderInput?: (inputProps: ComponentProps<'input'>) => ReactNode;
}

/**
 * Label, input, hint and error wired together: the input names itself by the label, points at the
 * hint and error with aria-describedby, and says aria-invalid when there is an error.
 */
export function Field({
  id: anchor,
  label,
  error,
  hint,
  required,
  className,
  renderInput,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps: ComponentProps<'input'> = {
    ...inputProps,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div id={anchor} className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {renderInput ? renderInput(controlProps) : <Input {...controlProps} />}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
