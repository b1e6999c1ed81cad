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
