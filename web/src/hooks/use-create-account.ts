import { type RegisterForm, type RegisterRequest, toE164 } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useSignedIn } from '@/hooks/use-signed-in';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { rememberPendingSmsOptIn } from '@/lib/pending-sms-opt-in';
import { registrationFailureMessage } from '@/lib/registration-failure';
import { postSmsOptIn } from '@/lib/sms-opt-in';
import { TOASTS } from '@/lib/toast-messages';

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

/** Registers the account, then the SMS opt-in it asked for, and signs the new user in. */
export function useCreateAccount() {
  const signedIn = useSignedIn();
  return useMutation({
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
}
