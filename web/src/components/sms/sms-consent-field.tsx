import { CheckboxField } from '@/components/ui/checkbox-field';

/** The consent box in the server's own words, with the terms and privacy links beside it. */
export function SmsConsentField({
  checked,
  onCheckedChange,
  consentText,
  termsUrl,
  privacyUrl,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  consentText: string;
  termsUrl: string;
  privacyUrl: string;
}) {
  return (
    <CheckboxField
      required
      checked={checked}
      onCheckedChange={onCheckedChange}
      label={consentText}
      hint={
        <>
          See our{' '}
          <a href={termsUrl} className="text-primary underline">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href={privacyUrl} className="text-primary underline">
            Privacy Policy
          </a>
          .
        </>
      }
    />
  );
}
