import type { TwilioWebhookStatus } from '@lienminder/shared';
import { PendingList } from './pending-list';
import { FlagValue } from './step-status';

/** The SMS provider's configuration as the webhook status reports it: flags and public values only. */
export function TwilioSummary({
  status,
  isPending,
}: {
  status: TwilioWebhookStatus | undefined;
  isPending: boolean;
}) {
  if (isPending)
    return (
      <PendingList
        label="Loading SMS configuration"
        terms={['Twilio configured', 'Account', 'Sending number']}
      />
    );
  if (!status) return <p className="text-sm text-destructive">The SMS configuration could not be loaded.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      <dt className="font-medium">Twilio configured</dt>
      <dd>
        <FlagValue on={status.configured} />
      </dd>
      <dt className="font-medium">Account</dt>
      <dd>{status.accountSid ?? 'Not set'}</dd>
      <dt className="font-medium">Sending number</dt>
      <dd>{status.phoneNumber ?? 'Not set'}</dd>
    </dl>
  );
}
