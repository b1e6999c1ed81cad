import { PROJECT_PHONE_CONSENT_TEXT } from '@lienminder/shared';
import type { ReactNode } from 'react';

const LINKS = [
  { words: 'Terms', href: '/terms' },
  { words: 'Privacy Policy', href: '/privacy' },
] as const;

/**
 * The SMS consent beside an alert phone, its closing "Terms" and "Privacy Policy" linked: carriers
 * expect the opt-in to link both (docs/sms-compliance.md "Consent"). The words are the shared text's
 * own, so the consent record still holds exactly what was shown. The pages open in a new tab, so a
 * half-filled form is not lost; a link's click follows the link and leaves the checkbox alone.
 */
export function PhoneConsentText() {
  const parts: ReactNode[] = [];
  let rest: string = PROJECT_PHONE_CONSENT_TEXT;
  for (const { words, href } of LINKS) {
    const at = rest.lastIndexOf(words);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={href} href={href} target="_blank" rel="noopener" className="underline underline-offset-2">
        {words}
      </a>,
    );
    rest = rest.slice(at + words.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
