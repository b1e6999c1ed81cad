import {
  ALERT_CONTACTS_ANCHOR,
  ALERT_SLOTS,
  type AlertSlot,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  PLANS,
  type Tier,
} from '@lienminder/shared';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PlanGate } from '@/components/billing/plan-gate';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { FormSection } from './form-section';
import { PhoneConsentText } from './phone-consent-text';
import { FormPhoneField } from './phone-field';
import type { ProjectFormApi } from './project-form-types';
import { shownSlots } from './shown-slots';
import { TextAlertsField } from './text-alerts-field';

function AlertPhoneSlot({
  form,
  slot,
  disabled,
}: {
  form: ProjectFormApi;
  slot: AlertSlot;
  disabled: boolean;
}) {
  const phoneName = alertPhoneField(slot);
  const consentName = alertPhoneConsentField(slot);
  // useWatch re-renders this slot only, not the whole form, on each keystroke.
  const phone = useWatch({ control: form.control, name: phoneName });
  return (
    <div className="grid gap-2">
      <FormPhoneField
        control={form.control}
        name={phoneName}
        label={`Alert Phone ${slot}`}
        // Consent belongs to a number; a cleared number keeps none.
        onDigitsChange={(digits) => {
          if (digits === '') form.setValue(consentName, false);
        }}
        disabled={disabled}
        hint={
          disabled ? (
            <>
              SMS alerts are available on Silver and Gold plans.{' '}
              <Link to="/subscribe" className="text-primary underline">
                Upgrade
              </Link>
            </>
          ) : undefined
        }
      />
      {phone !== '' && !disabled && (
        <Controller
          control={form.control}
          name={consentName}
          render={({ field, fieldState }) => (
            <CheckboxField
              ref={field.ref}
              label={<PhoneConsentText />}
              checked={field.value}
              onCheckedChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </div>
  );
}

/**
 * docs/product.md section 6: alert emails Free 1 / Silver 2 / Gold 5, phones 0 / 2 / 5. Free still sees the
 * first phone, disabled, so the upgrade is discoverable. Of those, the filled slots show and one empty
 * one after them: the next appears as the last is filled.
 */
export function AlertContactsSection({
  form,
  tier,
  accountEmail,
  registeredPhone,
}: {
  form: ProjectFormApi;
  tier: Tier;
  accountEmail: string;
  /** The account holder's registered phone, which they may have texted (null for a teammate). */
  registeredPhone: string | null;
}) {
  const plan = PLANS[tier];
  const {
    register,
    formState: { errors },
  } = form;
  const emails = useWatch({ control: form.control, name: ALERT_SLOTS.map(alertEmailField) });
  const phones = useWatch({ control: form.control, name: ALERT_SLOTS.map(alertPhoneField) });
  const emailSlots = shownSlots(
    emails.map((email) => email !== ''),
    plan.alertEmails,
  );
  const phoneSlots = shownSlots(
    phones.map((phone) => phone !== ''),
    Math.max(1, plan.alertPhones),
  );
  return (
    <FormSection
      id={ALERT_CONTACTS_ANCHOR}
      title="Alert Contacts"
      description="Alerts go out 30, 14, 7, 3 and 1 days before each deadline; the 45-day notice is reference only."
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {emailSlots.map((slot) => (
          <Field
            key={slot}
            label={`Alert Email ${slot}`}
            type="email"
            autoComplete="off"
            hint={slot === 1 ? `If blank, alerts go to your account email (${accountEmail}).` : undefined}
            error={errors[alertEmailField(slot)]?.message}
            {...register(alertEmailField(slot))}
          />
        ))}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {phoneSlots.map((slot) => (
          <AlertPhoneSlot key={slot} form={form} slot={slot} disabled={!plan.smsAlerts} />
        ))}
      </div>
      <TextAlertsField form={form} tier={tier} registeredPhone={registeredPhone} />
      {tier === 'free' ? (
        <PlanGate tier={tier} required="silver" feature="A second alert email and SMS alerts to 2 phones" />
      ) : (
        <PlanGate tier={tier} required="gold" feature="Alert emails and phones 3 to 5" />
      )}
    </FormSection>
  );
}
