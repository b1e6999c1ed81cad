import type { CompanyProfile } from '@lienminder/shared';
import type { UseFormReturn } from 'react-hook-form';
import { companyProfileAnchor } from '@/components/documents/fact-labels';
import { FormSection } from '@/components/project-form/form-section';
import { FormPhoneField } from '@/components/project-form/phone-field';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';

/**
 * The profile's fields in the three parts a form prints them from: the company, who signs, and who
 * prepared a recorded document. Each field's id is the anchor a document's missing fact links to.
 */
export function CompanyProfileFields({ form }: { form: UseFormReturn<CompanyProfile> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
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
    </>
  );
}
