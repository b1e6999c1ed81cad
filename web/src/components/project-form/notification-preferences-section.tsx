import { Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

/**
 * docs/product.md section 2: the email alert preference and the Notice to Owner's alerts. Shown on edit
 * too, so email alerts can be turned back on. The SMS switch is with the phones it decides for
 * (text-alerts-field.tsx).
 */
export function NotificationPreferencesSection({ form }: { form: ProjectFormApi }) {
  return (
    <FormSection title="Notification Preferences">
      <Controller
        control={form.control}
        name="emailAlerts"
        render={({ field }) => (
          <CheckboxField label="Email alerts" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="noticeToOwnerAlerts"
        render={({ field }) => (
          <CheckboxField
            label="Remind me about the Notice to Owner"
            checked={field.value}
            onCheckedChange={field.onChange}
            hint="Alerts 30, 14, 7, 3 and 1 days before the last day to mail your Notice to Owner (or to Contractor), as for the Claim of Lien. Mark it done once served and they stop."
          />
        )}
      />
    </FormSection>
  );
}
