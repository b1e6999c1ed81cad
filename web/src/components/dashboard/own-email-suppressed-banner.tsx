import { type DashboardResponse, DEFAULT_TIME_ZONE } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { formatShortAlertTime } from '@/components/alert-history/alert-time';

/**
 * The account's own address bounced, or an alert to it was marked as spam: its alert emails stop
 * going there, and the emails that would say so cannot reach it, so the dashboard says so.
 */
export function OwnEmailSuppressedBanner({
  email,
  suppressed,
}: {
  email: string;
  suppressed: DashboardResponse['accountEmailSuppressed'];
}) {
  if (!suppressed) return null;
  const what = suppressed.reason === 'complained' ? 'was marked as spam' : 'bounced';
  return (
    <div role="alert" className="rounded-lg border border-destructive p-4 text-sm">
      <p className="font-medium">
        Alert emails to {email} {what} on{' '}
        <time dateTime={suppressed.at}>{formatShortAlertTime(suppressed.at, DEFAULT_TIME_ZONE)}</time>.
      </p>
      <p>
        LienMinder no longer sends alerts there. Change your sign-in email on your{' '}
        <Link to="/account" className="text-primary underline">
          Account page
        </Link>
        , or enter a working address as alert email 1 on each project and save it, to get your alerts again.
      </p>
    </div>
  );
}
