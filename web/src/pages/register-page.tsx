import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  type RegisterForm,
  type RegisterRequest,
  registerFormSchema,
  SMS_CONSENT_TEXT,
  toE164,
} from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { Controller, type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { NameFields, NewPasswordFields } from '@/components/auth/new-login-fields';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { useSignedIn } from '@/hooks/use-signed-in';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { rememberPendingSmsOptIn } from '@/lib/pending-sms-opt-in';
import { registrationFailureMessage } from '@/lib/registration-failure';
import { postSmsOptIn } from '@/lib/sms-opt-in';
import { TOASTS } from '@/lib/toast-messages';

/** The form holds unticked boxes; the schema only accepts ticked ones, so its output is RegisterForm. */
type RegisterValues = Omit<RegisterForm, 'acceptedDisclaimer' | 'smsOptIn'> & {
  acceptedDisclaimer: boolean;
  smsOptIn: boolean;
};
const resolver = zodResolver(registerFormSchema) as unknown as Resolver<
  RegisterValues,
  unknown,
  RegisterForm
>;

/** Shows the phone as (555) 555-5555 while typing (docs/product.md section 2); the form keeps the formatted text. */
function withPhoneFormat(field: UseFormRegisterReturn<'phone'>): UseFormRegisterReturn<'phone'> {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = formatPhone(event.target.value);
      return field.onChange(event);
    },
  };
}

/**
 * The consent follow-up (docs/product.md section 7): a failure here must never fail the registration. It is
 * remembered instead, and the dashboard offers to finish the opt-in (FinishSmsOptInCard).
 */
async function optInToSms(form: RegisterForm): Promise<void> {
  const name = `${form.firstName} ${form.lastName}`.trim();
  try {
    await postSmsOptIn({
      name,
      phone: toE164(form.phone),
      sms_opt_in: true,
      source: 'registration',
    });
  } catch (error) {
    console.error('SMS opt-in after registration failed', error);
    rememberPendingSmsOptIn({ name, phone: form.phone });
  }
}

export default function RegisterPage() {
  const signedIn = useSignedIn();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterForm>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptedDisclaimer: false,
      smsOptIn: false,
    },
  });

  const createAccount = useMutation({
    mutationFn: async (form: RegisterForm) => {
      const request: RegisterRequest = {
        email: form.email,
        password: form.password,
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        acceptedDisclaimer: form.acceptedDisclaimer,
      };
      await answer(api.POST('/api/auth/register', { body: request }));
      if (form.smsOptIn) await optInToSms(form);
    },
    onSuccess: () => {
      notifySuccess(TOASTS.accountCreated);
      signedIn();
    },
    onError: (error) => notifyError(TOASTS.registrationFailed, registrationFailureMessage(error)),
  });

  return (
    <AuthCard
      title="Create Your Account"
      description="Track your Florida lien deadlines. Free includes 1 project."
    >
      <form noValidate onSubmit={handleSubmit((form) => createAccount.mutate(form))} className="grid gap-4">
        <NameFields
          first={{ field: register('firstName'), error: errors.firstName?.message }}
          last={{ field: register('lastName'), error: errors.lastName?.message }}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-5555"
          maxLength={14}
          required
          hint="Required for SMS deadline alerts and notifications"
          error={errors.phone?.message}
          {...withPhoneFormat(register('phone'))}
        />
        <NewPasswordFields
          password={{ field: register('password'), error: errors.password?.message }}
          confirm={{ field: register('confirmPassword'), error: errors.confirmPassword?.message }}
        />

        <section
          aria-labelledby="register-disclaimer"
          className="grid gap-3 rounded-lg border border-amber-300 bg-warning p-4 text-warning-foreground"
        >
          <h2 id="register-disclaimer" className="font-semibold">
            Legal Disclaimer
          </h2>
          <p className="text-sm">
            LienMinder is a convenience tool, not legal advice; the user bears all risk. It calculates
            deadlines from the dates you enter under Florida Statutes chapters 713 and 255. Verify every
            deadline and consult a Florida construction attorney before you rely on it.
          </p>
          <Controller
            control={control}
            name="acceptedDisclaimer"
            render={({ field, fieldState }) => (
              <CheckboxField
                label="I understand that LienMinder is not legal advice and that I am responsible for meeting my deadlines."
                required
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </section>

        <Controller
          control={control}
          name="smsOptIn"
          render={({ field, fieldState }) => (
            <CheckboxField
              label={SMS_CONSENT_TEXT}
              required
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />

        <Button type="submit" disabled={createAccount.isPending} className="w-full">
          {createAccount.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{' '}
          <Link to="/terms" className="text-primary underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="text-primary underline">
            Privacy Policy
          </Link>
          .
        </p>
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
