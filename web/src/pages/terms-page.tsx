import { formatPrice, PLANS, TIERS } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from '@/components/legal/legal-page';
import { SUPPORT_EMAIL } from '@/lib/support';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using LienMinder you agree to these Terms of Service and to our{' '}
        <Link to="/privacy" className="text-primary underline">
          Privacy Policy
        </Link>
        . If you do not agree, do not use the service. You must be at least 18 years old and able to enter a
        binding contract.
      </p>
    ),
  },
  {
    heading: 'Description of Service',
    body: (
      <p>
        LienMinder helps contractors, subcontractors and suppliers on Florida construction projects keep track
        of lien and bond-claim deadlines. From the dates you enter it calculates the Notice to Owner (or
        Notice to Contractor) deadline, 45 days after first furnishing, and the Claim of Lien or Notice of
        Nonpayment deadline, 90 days after last furnishing, under Florida Statutes chapters 713 (private
        projects) and 255 (public projects), and sends reminders by email and, on paid plans, by SMS 30, 14,
        7, 3 and 1 days before a deadline. The Notice to Owner deadline is shown for reference only and
        receives no alerts.
      </p>
    ),
  },
  {
    heading: 'SMS Terms',
    body: (
      <>
        <p>
          <strong>Consent.</strong> LienMinder sends text messages only to numbers whose owner has agreed to
          receive them, at registration, on the SMS opt-in page or next to an alert phone on a project.
          Consent is not a condition of any purchase. We record each consent (phone number, name if given, IP
          address, browser, time and the exact consent text).
        </p>
        <p>
          <strong>What we send and how often.</strong> Deadline alerts for your projects and account notices.
          Message frequency varies with your deadlines, typically up to five alerts per deadline plus any
          recurring reminders you set.
        </p>
        <p>
          <strong>Rates.</strong> Message and data rates may apply, as charged by your mobile carrier.
        </p>
        <p>
          <strong>Opting out and help.</strong> Reply <strong>STOP</strong> (or UNSUBSCRIBE) to any message to
          stop all texts; you will receive one confirmation and nothing more. Reply <strong>START</strong> to
          opt in again. Reply <strong>HELP</strong> for help, or email {SUPPORT_EMAIL}.
        </p>
        <p>
          <strong>Carriers.</strong> Mobile carriers are not liable for delayed or undelivered messages.
          Delivery depends on your carrier and coverage, so never rely on a text message alone to meet a
          deadline.
        </p>
      </>
    ),
  },
  {
    heading: 'Accounts',
    body: (
      <p>
        You are responsible for the accuracy of the information you enter, for keeping your password secret
        and for everything done under your account. Tell us at once at {SUPPORT_EMAIL} if you suspect
        unauthorised use.
      </p>
    ),
  },
  {
    heading: 'Subscription Tiers',
    body: (
      <>
        <ul>
          {TIERS.map((tier) => {
            const plan = PLANS[tier];
            return (
              <li key={tier}>
                <strong>{plan.name}</strong> ({formatPrice(plan.priceCents)} per month): up to{' '}
                {plan.projectLimit} {plan.projectLimit === 1 ? 'project' : 'projects'}, {plan.alertEmails}{' '}
                alert {plan.alertEmails === 1 ? 'email' : 'emails'} and {plan.alertPhones} alert phones per
                project
                {plan.smsAlerts ? ', SMS and recurring alerts, project deletion' : ''}
                {plan.premiumFeatures
                  ? ', premium features (the statutory forms, filled in from the project)'
                  : ''}
                .
              </li>
            );
          })}
        </ul>
        <p>
          Paid plans are billed monthly in advance through our card payment provider. You may cancel at any
          time; cancellation takes effect at the end of the current billing period, after which the account
          returns to the Free plan. Fees already paid are not refunded.
        </p>
      </>
    ),
  },
  {
    heading: 'Legal Disclaimer',
    body: (
      <p>
        LienMinder is a convenience tool, not legal advice; the user bears all risk. Deadline calculations
        depend on the dates you enter and on our reading of Florida law, which may change or be interpreted
        differently by a court. County clerks may close on days we cannot predict. Verify every deadline and
        consult a licensed Florida construction attorney before relying on it. Using LienMinder creates no
        attorney-client relationship.
      </p>
    ),
  },
  {
    heading: 'Limitation of Liability',
    body: (
      <p>
        The service is provided "as is" without warranties of any kind. To the fullest extent the law allows,
        LienMinder is not liable for any lost lien or bond rights, missed deadlines, lost payments or other
        indirect or consequential damages, and our total liability is limited to the fees you paid in the
        three months before the claim.
      </p>
    ),
  },
  {
    heading: 'Privacy',
    body: (
      <p>
        How we collect and use your information is described in our{' '}
        <Link to="/privacy" className="text-primary underline">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    heading: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms. We will post the new version here and, for material changes, tell you by
        email before they take effect. Continuing to use the service after that means you accept the new
        terms.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline">
          {SUPPORT_EMAIL}
        </a>
        . These terms are governed by the laws of the State of Florida.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>These terms govern your use of LienMinder, a Florida construction lien deadline tracker.</p>}
      sections={SECTIONS}
    />
  );
}
