import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';
import { Label } from './label';
import { Textarea } from './textarea';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** An id for the wrapper, so a link can open the form at this field. */
  anchor?: string;
}

/** Field's wiring (label, hint, error, aria) around a text area: addresses, descriptions. */
export function TextareaField({ label, error, hint, anchor, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div id={anchor} className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        className="min-h-20"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
