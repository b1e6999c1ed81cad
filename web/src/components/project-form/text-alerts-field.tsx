import {
  ALERT_SLOTS,
  alertPhoneConsentField,
  alertPhoneField,
  formatPhone,
  PLANS,
  type Tier,
} from '@lienminder/shared';
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { listed } from '@/lib/words';
import type { ProjectFormApi } from './project-form-types';

/**
 * The phones this project texts, as the server chooses them (functions/src/services/alerts/recipients.ts):
 * each alert phone of the plan with its consent box ticked, and the registered phone when chosen.
 */
function textedPhones(form: ProjectFormApi, tier: Tier, registeredPhone: string | null): string[] {
  const values = form.getValues();
  const slots = ALERT_SLOTS.filter((slot) => slot <= PLANS[tier].alertPhones);
  const phones = slots
    .filter((slot) => values[alertPhoneField(slot)] !== '' && values[alertPhoneConsentField(slot)])
    .map((slot) => formatPhone(values[alertPhoneField(slot)]));
  const own = registeredPhone && values.textAccountPhone ? formatPhone(registeredPhone) : null;
  // The server texts a number once, though both the registered phone and a slot hold it.
  const others = [...new Set(phones)].filter((phone) => phone !== own);
  return own ? [`${own} (your phone)`, ...others] : others;
}

/**
 * One switch for the project's texts (docs/product.md section 5, "SMS alerts"), beside the phones it
 * decides for, and the account holder's own registered phone as a recipient. On unless turned off:
 * ticking a phone's consent box is what asks for texts; the line under the switch says which phones
 * will get them. `registeredPhone` is the signed-in account holder's (null for a teammate, whose own
 * phone is no recipient).
 */
export function TextAlertsField({
  form,
  tier,
  registeredPhone,
}: {
  form: ProjectFormApi;
  tier: Tier;
  registeredPhone: string | null;
}) {
  const smsAllowed = PLANS[tier].smsAlerts;
  // Re-render on the fields the summary reads, and only on them.
  useWatch({
    control: form.control,
    name: [
      'smsAlerts',
      'textAccountPhone',
      ...ALERT_SLOTS.flatMap((slot) => [alertPhoneField(slot), alertPhoneConsentField(slot)]),
    ],
  });
  if (!smsAllowed) {
    // docs/product.md section 5: on Free the SMS toggle is there, disabled, so the upgrade shows.
    return (
      <CheckboxField
        label="SMS alerts"
        checked={false}
        onCheckedChange={() => {}}
        disabled
        hint="SMS alerts are available on Silver and Gold plans."
      />
    );
  }
  const phones = textedPhones(form, tier, registeredPhone);
  const on = form.getValues('smsAlerts');
  const summary = !on
    ? 'Texts are off for this project: no phone gets its alerts by text.'
    : phones.length === 0
      ? 'No phone gets texts yet: add a phone above and tick its consent box, or choose your own phone.'
      : `Texts go to ${listed(phones)}.`;
  return (
    <div className="grid gap-3">
      {registeredPhone && (
        <Controller
          control={form.control}
          name="textAccountPhone"
          render={({ field }) => (
            <CheckboxField
              label={`Text my phone, ${formatPhone(registeredPhone)}`}
              checked={field.value}
              onCheckedChange={field.onChange}
              hint="The number you registered with and agreed to texts for. Reply STOP to it at any time."
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="smsAlerts"
        render={({ field }) => (
          <CheckboxField
            label="SMS alerts"
            checked={field.value}
            onCheckedChange={field.onChange}
            hint={<span aria-live="polite">{summary}</span>}
          />
        )}
      />
    </div>
  );
}
