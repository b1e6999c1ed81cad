import {
  HELP_KEYWORDS,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
  OPT_OUT_PHRASES,
  SMS_CONSENT_TEXT,
} from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from '@/components/legal/legal-page';
import { listed } from '@/lib/words';

const ENDPOINTS = [
  {
    path: 'GET /sms/config',
    use: 'the consent text and the terms and privacy links every opt-in form shows, and a new challenge for the opt-in’s proof of work',
  },
  { path: 'POST /sms/opt-in', use: 'records a consent and sends one confirmation text' },
  {
    path: 'POST /sms/incoming',
    use: 'the SMS provider’s webhook for STOP, START and HELP replies (signed requests only)',
  },
  { path: 'GET /sms/opt-in', use: 'the public opt-in form' },
];

const SECTIONS: LegalSection[] = [
  {
    heading: 'Consent Collection',
    body: (
      <>
        <p>
          LienMinder texts only people who asked for it. Consent is collected in three places, each with an
          unticked box beside a clear description of the program: the registration form, the{' '}
          <Link to="/sms/opt-in" className="text-primary underline">
            SMS opt-in page
          </Link>{' '}
          and each alert phone on a project form.
        </p>
        <p className="mt-3">
          Each consent text names the brand, what is sent (deadline alerts for your projects), how often
          (varies with your deadlines), says “Msg &amp; data rates may apply” and “Reply STOP to cancel, HELP
          for help”, and links the{' '}
          <Link to="/terms" className="text-primary underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="text-primary underline">
            Privacy Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    heading: 'Proof Logging',
    body: (
      <p>
        Every consent is kept as a record in an append-only log: the phone number (E.164), the name if given,
        the IP address, the browser’s user agent, the time (UTC), the exact consent text shown, the program
        type, the frequency, the terms and privacy links, and where the consent was given. Records are never
        edited or deleted and are kept at least five years. An opt-out by text is a new record, not a change
        to an old one. Administrators can review and export the log.
      </p>
    ),
  },
  {
    heading: 'Content Compliance',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Texts start with “LienMinder:” and fit one 160-character message.</li>
        <li>Every alert carries “Reply STOP to opt out”.</li>
        <li>After an opt-in, one confirmation text names the program, frequency, rates, STOP and HELP.</li>
        <li>Texts go out only between 8:00 and 20:00 in the recipient’s time zone (Florida’s FTSA).</li>
        <li>
          {listed(OPT_OUT_KEYWORDS)} stop all messages at once, anywhere in a reply of any length and in any
          case, and so do plain requests, read without accents or apostrophes:{' '}
          {OPT_OUT_PHRASES.map((phrase) => `“${phrase.toLowerCase()}”`).join(', ')}. The opt-out is recorded
          first, then confirmed with how to opt back in.
        </li>
        <li>
          {listed(OPT_IN_KEYWORDS)} opt back in; {listed(HELP_KEYWORDS)} reply with support details.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Technical Implementation',
    body: (
      <p>
        Inbound texts reach LienMinder through the SMS provider’s webhook, whose signature is checked before
        anything is read or recorded. A STOP is recorded together with the number’s status, which every sender
        (deadline alerts, confirmations, test messages) checks before each text. Texts held back by quiet
        hours wait for the next morning rather than being dropped. Opt-in requests are rate-limited per
        address and per number.
      </p>
    ),
  },
  {
    heading: 'Sample Consent Text',
    body: <blockquote className="border-l-4 border-primary pl-4 italic">{SMS_CONSENT_TEXT}</blockquote>,
  },
  {
    heading: 'Public Endpoints',
    body: (
      <ul className="space-y-2">
        {ENDPOINTS.map((endpoint) => (
          <li key={endpoint.path}>
            <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{endpoint.path}</code>: {endpoint.use}
          </li>
        ))}
      </ul>
    ),
  },
];

/** /sms/compliance (docs/product.md section 2): how LienMinder collects, proves and honours SMS consent. */
export default function SmsCompliancePage() {
  return (
    <LegalPage
      title="SMS Compliance"
      intro={
        <p>
          How LienMinder meets the carriers’ messaging principles, the Telephone Consumer Protection Act and
          the Florida Telephone Solicitation Act for its deadline alert texts.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
