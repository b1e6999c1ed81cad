import { SMS_CONSENT_TEXT } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { AccountPhoneField } from '@/components/auth/account-phone-field';
import { AuthCard } from '@/components/auth/auth-card';
import { LegalDisclaimer } from '@/components/auth/legal-disclaimer';
import { NameFields, NewPasswordFields, registeredField } from '@/components/auth/new-login-fields';
import { TermsAgreement } from '@/components/auth/terms-agreement';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { useCreateAccount } from '@/hooks/use-create-account';
import { useRegisterForm } from '@/hooks/use-register-form';

/**
 * /register: the account holder's name, email, phone and password, the disclaimer and the SMS
 * consent (docs/product.md section 2). Fields are registered in reading order, so the first one to
 * fix takes the focus.
 */
export default function RegisterPage() {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useRegisterForm();
  const createAccount = useCreateAccount();
  const field = registeredField(register, errors);

  return (
    <AuthCard
      title="Create Your Account"
      description="Track your Florida lien deadlines. Free includes 1 project."
    >
      <form noValidate onSubmit={handleSubmit((form) => createAccount.mutate(form))} className="grid gap-4">
        <NameFields first={field('firstName')} last={field('lastName')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <AccountPhoneField field={register('phone')} error={errors.phone?.message} />
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
        <LegalDisclaimer control={control} name="acceptedDisclaimer" />
        <FormCheckbox control={control} name="smsOptIn" label={SMS_CONSENT_TEXT} required />

        <Button type="submit" disabled={createAccount.isPending} className="w-full">
          {createAccount.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <TermsAgreement by="creating an account" />
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
