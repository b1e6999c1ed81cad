import { PLANS, type Tier } from '@lienminder/shared';
import { Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from './form-section';
import type { ProjectFormApi } from './project-form-types';

/**
 * docs/product.md section 2: the email and SMS alert preferences; SMS is off-limits on Free. Shown on edit too,
 * so a project created on Free can turn SMS on after an upgrade and email alerts can be turned back on.
 */
export function NotificationPreferencesSection({ form, tier }: { form: ProjectFormApi; tier: Tier }) {
  const smsAllowed = PLANS[tier].smsAlerts;
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
        name="smsAlerts"
        render={({ field }) => (
          <CheckboxField
            label="SMS alerts"
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={!smsAllowed}
            hint={smsAllowed ? undefined : 'SMS alerts are available on Silver and Gold plans.'}
          />
        )}
      />
    </FormSection>
  );
}
