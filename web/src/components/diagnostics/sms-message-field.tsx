import { SMS_MAX_LENGTH } from '@lienminder/shared';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The test message, at most 160 characters with a counter (docs/product.md section 5). */
export function SmsMessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (message: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Message</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={SMS_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
        {value.length}/{SMS_MAX_LENGTH} characters
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
