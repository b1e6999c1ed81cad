import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyProfile, companyProfileSchema } from '@lienminder/shared';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useOpenAtAnchor } from '@/hooks/use-open-at-anchor';
import { returnParamOf } from '@/lib/return-to';
import { CompanyProfileFields } from './company-profile-fields';
import { useSaveCompanyProfile } from './use-save-company-profile';

const resolver = zodResolver(companyProfileSchema) as unknown as Resolver<CompanyProfile>;

const isBlank = (profile: CompanyProfile) => Object.values(profile).every((value) => value === '');

/** The company profile as saved, to edit and save; opened from a document, at the field it lacks. */
export function ProfileForm({ saved }: { saved: CompanyProfile }) {
  const form = useForm<CompanyProfile>({ defaultValues: saved, resolver, shouldFocusError: false });
  const { container, focusFirstError } = useFocusFirstError();
  // Opened to fill something in (a document's "Fill it"): at that field, and saved, back there.
  const returnTo = returnParamOf(useLocation().search);
  useOpenAtAnchor();
  const save = useSaveCompanyProfile(form, focusFirstError, returnTo);
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
      <CompanyProfileFields form={form} />
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
