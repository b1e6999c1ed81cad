import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterForm, registerFormSchema } from '@lienminder/shared';
import { type Resolver, useForm } from 'react-hook-form';

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

/** The registration form, empty, checked by the shared registration rules. */
export const useRegisterForm = () =>
  useForm<RegisterValues, unknown, RegisterForm>({
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
