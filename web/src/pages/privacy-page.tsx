import { LegalPage, type LegalSection } from '@/components/legal/legal-page';
import { SUPPORT_EMAIL } from '@/lib/support';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information We Collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your name, email address, phone number, a salted hash of your password,
          your plan, and your acknowledgement of the legal disclaimer.
        </li>
        <li>
          <strong>Projects:</strong> project names and addresses, contractor and owner names and contacts,
          furnishing dates, alert emails and phones, and alert settings.
        </li>
        <li>
          <strong>SMS consent:</strong> the phone number, name if given, IP address, browser user agent, time
          and the exact consent text you agreed to, and any later opt-out.
        </li>
        <li>
          <strong>Payment:</strong> card details go directly to our payment provider. We keep only the
          provider's customer id and your subscription status.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How We Use Information',
    body: (
      <p>
        To run your account, calculate your deadlines, send the email and SMS alerts you asked for, process
        subscription payments, answer support requests, keep the service secure, and meet our legal
        obligations. We do not sell your information and do not use it for advertising.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We share information only with the providers that run the service for us, each limited to what it
        needs: our hosting provider, our email delivery provider, our SMS provider (your phone number and the
        message) and our card payment provider. We disclose information when the law requires it.
      </p>
    ),
  },
  {
    heading: 'SMS Practices',
    body: (
      <p>
        We text only numbers with recorded consent, only deadline alerts and account notices, and only during
        daytime hours in Florida. Reply STOP to opt out at any time and HELP for help. Consent and opt-out
        records are kept as proof of consent and are never shared for marketing by third parties.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are stored only as salted hashes, sessions use secure HttpOnly
        cookies, and each account can see only its own projects. No method of transmission or storage is
        perfectly secure.
      </p>
    ),
  },
  {
    heading: 'Data Retention',
    body: (
      <>
        <p>
          We keep account and project data while your account is open. After a paid subscription is cancelled
          with data deletion, the data beyond the Free plan is permanently deleted within 15 days.
        </p>
        <p>
          When the account's owner closes it (on the Account page), we delete at once its projects, deadlines,
          alerts and their history, calendar feed, company profile, team and every login in it. For 90 days
          after, signing in with one of its email addresses says the account was closed; for that we keep only
          a one-way hash of each address, and the date.
        </p>
        <p>
          What we keep: the SMS consent records (a phone number, the consent or opt-out, when and from where),
          which carry nothing of your projects, for at least five years, because the law requires proof of
          consent to text; and our card payment provider keeps its own records of your payments, as the law
          requires of it.
        </p>
      </>
    ),
  },
  {
    heading: 'Your Rights',
    body: (
      <p>
        You can see and correct your information in the app. On the Account page you can change the email you
        sign in with, download a copy of all of it (Download all my data), and close your account yourself:
        the owner closes it for the whole company. You can stop text messages at any time by replying STOP.
        Questions: {SUPPORT_EMAIL}.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use essential cookies only: a session cookie that keeps you signed in, and a companion cookie that
        holds no information about you and only tells the app whether to check for a session. We use no
        advertising or tracking cookies.
      </p>
    ),
  },
  {
    heading: "Children's Privacy",
    body: (
      <p>
        LienMinder is not for anyone under 18. We do not knowingly collect information from children; if you
        believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    heading: 'Changes to This Policy',
    body: (
      <p>We will post any change here and, for material changes, tell you by email before it takes effect.</p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Privacy questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>How LienMinder collects, uses and protects information about you and your projects.</p>}
      sections={SECTIONS}
    />
  );
}
