import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyProfile, companyProfileSchema, emptyCompanyProfile } from '@lienminder/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { companyProfileAnchor } from '@/components/documents/fact-labels';
import { PageFrame } from '@/components/layout/page-frame';
import { FormSection } from '@/components/project-form/form-section';
import { FormPhoneField } from '@/components/project-form/phone-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadFailure } from '@/components/ui/load-failure';
import { Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAuth } from '@/hooks/use-auth';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useOpenAtAnchor } from '@/hooks/use-open-at-anchor';
import { ApiError } from '@/lib/api-client';
import {
  COMPANY_PROFILE_PATH,
  isDocumentQueryKey,
  readCompanyProfile,
  saveCompanyProfile,
} from '@/lib/documents-api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { returnParamOf } from '@/lib/return-to';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

const PROFILE_KEY = [COMPANY_PROFILE_PATH] as const;
const resolver = zodResolver(companyProfileSchema) as unknown as Resolver<CompanyProfile>;

const isBlank = (profile: CompanyProfile) => Object.values(profile).every((value) => value === '');

function ProfileForm({ saved }: { saved: CompanyProfile }) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const form = useForm<CompanyProfile>({ defaultValues: saved, resolver, shouldFocusError: false });
  const { container, focusFirstError } = useFocusFirstError();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { search } = useLocation();
  const navigate = useNavigate();
  // Opened to fill something in (a document's "Fill it"): at that field, and saved, back there.
  const returnTo = returnParamOf(search);
  useOpenAtAnchor();
  const save = useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The documents read before were filled from the old profile ("Fill it" comes back to one).
      void queryClient.invalidateQueries({ predicate: (query) => isDocumentQueryKey(query.queryKey) });
      form.reset(profile);
      notifySuccess(TOASTS.companyProfileSaved);
      if (returnTo) navigate(returnTo);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return onUnauthorized();
      if (error instanceof ApiError && error.status === 400) {
        const body = JSON.parse(error.bodyText) as {
          errors: { path: keyof CompanyProfile; message: string }[];
        };
        for (const issue of body.errors) form.setError(issue.path, { message: issue.message });
        focusFirstError();
      }
      notifyError(TOASTS.companyProfileSaveFailed);
    },
  });
  return (
    <form
      ref={container}
      noValidate
      onSubmit={form.handleSubmit((profile) => save.mutate(profile), focusFirstError)}
      className="flex flex-col gap-6"
    >
      {isBlank(saved) && (
        <p className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
          Nothing entered yet. Until you do, every form shows a marked blank where your company's details go.
        </p>
      )}
      <FormSection title="Your company" description="As it should appear on notices, liens and waivers.">
        <Field
          id={companyProfileAnchor('legalName')}
          label="Legal name"
          hint="The name your company contracts under, e.g. Coastal Drywall LLC."
          autoComplete="organization"
          error={errors.legalName?.message}
          {...register('legalName')}
        />
        <TextareaField
          anchor={companyProfileAnchor('address')}
          label="Mailing address"
          hint="Street, city, state and ZIP."
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormPhoneField control={control} name="phone" id={companyProfileAnchor('phone')} label="Phone" />
          <Field
            id={companyProfileAnchor('email')}
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </FormSection>
      <FormSection
        title="Who signs"
        description="The person who signs the forms for the company, before a notary where the form is sworn."
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            id={companyProfileAnchor('signerName')}
            label="Signer's name"
            autoComplete="name"
            error={errors.signerName?.message}
            {...register('signerName')}
          />
          <Field
            id={companyProfileAnchor('signerTitle')}
            label="Signer's title"
            hint="e.g. President, Managing Member"
            autoComplete="organization-title"
            error={errors.signerTitle?.message}
            {...register('signerTitle')}
          />
        </div>
      </FormSection>
      <FormSection
        title="Documents for recording"
        description="A Claim of Lien is recorded by the county clerk, who needs the name and mailing address of the person who prepared it (s. 695.26(1)(b), Florida Statutes)."
      >
        <TextareaField
          anchor={companyProfileAnchor('preparedBy')}
          label="Prepared by (if not the signer)"
          hint="The name and mailing address of the person who prepared it, such as your company's attorney. Leave it blank if the signer prepared it: the signer's name and the company's address are printed."
          error={errors.preparedBy?.message}
          {...register('preparedBy')}
        />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={returnTo ?? '/'}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Company Profile'}
        </Button>
      </div>
    </form>
  );
}

function ProfileLoader() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: readCompanyProfile });
  const onUnauthorized = useUnauthorizedRedirect();
  const unauthorized = isUnauthorizedError(profile.error);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  if (profile.data) return <ProfileForm saved={{ ...emptyCompanyProfile(), ...profile.data }} />;
  if (profile.isPending || unauthorized) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading company profile</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <LoadFailure message="We could not load your company profile." onRetry={() => void profile.refetch()} />
  );
}

/**
 * /company-profile: who you are, entered once and used by every statutory form (the legal name,
 * address, phone and email the forms print, who signs them, and who prepares a recorded one).
 */
export default function CompanyProfilePage() {
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <PageFrame
      heading="Company Profile"
      description="Entered once, used on every Notice to Owner, Claim of Lien, waiver and affidavit you prepare."
    >
      {user ? <ProfileLoader /> : null}
    </PageFrame>
  );
}
