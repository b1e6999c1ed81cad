import {
  ALERT_SLOTS,
  alertPhoneConsentField,
  type ErrorBody,
  MESSAGES,
  type ProjectFields,
  type Tier,
} from '@lienminder/shared';
import { useContext, useEffect } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { NowContext } from '@/components/deadlines/now-context';
import { Button } from '@/components/ui/button';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useOpenAtAnchor } from '@/hooks/use-open-at-anchor';
import { notifyError } from '@/lib/notify';
import { AlertContactsSection } from './alert-contacts-section';
import { DeadlinePreview } from './deadline-preview';
import { DocumentFactsSection } from './document-facts-section';
import { FurnishingDatesSection } from './furnishing-dates-section';
import { LienorRoleSection } from './lienor-role-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { ProjectDetailsSection } from './project-details-section';
import { projectResolver } from './project-form-types';
import { ReceivedEventsSection } from './received-events-section';
import { RecordedLienSection } from './recorded-lien-section';
import { RecurringAlertsSection } from './recurring-alerts-section';

export type ProjectFormMode = 'create' | 'edit';

interface ProjectFormProps {
  mode: ProjectFormMode;
  tier: Tier;
  accountEmail: string;
  /** The account holder's registered phone, which the project may text; null for a teammate. */
  registeredPhone: string | null;
  defaultValues: ProjectFields;
  pending: boolean;
  /** Field errors the API answered with (400), shown on their fields. */
  serverErrors?: ErrorBody['errors'];
  onSubmit: (fields: ProjectFields) => void;
}

const missingConsent = (errors: FieldErrors<ProjectFields>) =>
  ALERT_SLOTS.some((slot) => errors[alertPhoneConsentField(slot)] !== undefined);

export function ProjectForm({
  mode,
  tier,
  accountEmail,
  registeredPhone,
  defaultValues,
  pending,
  serverErrors,
  onSubmit,
}: ProjectFormProps) {
  const now = useContext(NowContext);
  const form = useForm<ProjectFields>({
    defaultValues,
    resolver: projectResolver(now),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const { container, focusFirstError } = useFocusFirstError();
  useOpenAtAnchor();

  useEffect(() => {
    for (const issue of serverErrors ?? []) {
      form.setError(issue.path as Path<ProjectFields>, { message: issue.message });
    }
    if (serverErrors?.length) focusFirstError();
  }, [serverErrors, form, focusFirstError]);

  const submit = form.handleSubmit(onSubmit, (invalid) => {
    focusFirstError();
    // docs/product.md section 5: a filled alert phone without its consent box blocks the save with this toast.
    if (missingConsent(invalid)) {
      notifyError({ title: MESSAGES.smsConsentRequiredTitle, description: MESSAGES.smsConsentRequired });
    }
  });

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={container} noValidate onSubmit={submit} className="flex flex-col gap-6">
      <ProjectDetailsSection form={form} />
      <LienorRoleSection form={form} />
      <FurnishingDatesSection form={form} />
      <RecordedLienSection form={form} />
      <ReceivedEventsSection form={form} />
      <DeadlinePreview form={form} editing={mode === 'edit'} />
      <DocumentFactsSection form={form} />
      <AlertContactsSection
        form={form}
        tier={tier}
        accountEmail={accountEmail}
        registeredPhone={registeredPhone}
      />
      <RecurringAlertsSection form={form} tier={tier} />
      <NotificationPreferencesSection form={form} />
      <p role="alert" className="text-sm font-medium text-destructive">
        {submitCount > 0 && hasErrors ? 'Please correct the highlighted fields.' : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/">Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {mode === 'create'
            ? pending
              ? 'Saving...'
              : 'Create Project'
            : pending
              ? 'Updating...'
              : 'Update Project'}
        </Button>
      </div>
    </form>
  );
}
