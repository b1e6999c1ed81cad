import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormCheckbox } from '@/components/ui/form-checkbox';

/**
 * The disclaimer an account is opened under (docs/product.md section 2): what LienMinder is not, and
 * the box that acknowledges it.
 */
export function LegalDisclaimer<Values extends FieldValues, Output>({
  control,
  name,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, boolean>;
}) {
  return (
    <section
      aria-labelledby="register-disclaimer"
      className="grid gap-3 rounded-lg border border-amber-300 bg-warning p-4 text-warning-foreground"
    >
      <h2 id="register-disclaimer" className="font-semibold">
        Legal Disclaimer
      </h2>
      <p className="text-sm">
        LienMinder is a convenience tool, not legal advice; the user bears all risk. It calculates deadlines
        from the dates you enter under Florida Statutes chapters 713 and 255. Verify every deadline and
        consult a Florida construction attorney before you rely on it.
      </p>
      <FormCheckbox
        control={control}
        name={name}
        label="I understand that LienMinder is not legal advice and that I am responsible for meeting my deadlines."
        required
      />
    </section>
  );
}
