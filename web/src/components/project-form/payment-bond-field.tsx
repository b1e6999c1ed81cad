import { Controller, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { ProjectFormApi } from './project-form-types';

/** Private jobs only: a payment bond swaps the lien for a bond claim for those under the contractor. */
export function PaymentBondField({ form }: { form: ProjectFormApi }) {
  const type = useWatch({ control: form.control, name: 'type' });
  if (type === 'public') return null;
  return (
    <Controller
      control={form.control}
      name="paymentBond"
      render={({ field, fieldState }) => (
        <CheckboxField
          label="This job has a payment bond"
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          hint="A bond that pays subs and suppliers when the contractor does not (Fla. Stat. s. 713.23). It takes the place of lien rights only when it was furnished before work began and attached to the recorded Notice of Commencement (s. 713.23(1)(a)), which says if there is one."
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
