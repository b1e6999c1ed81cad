import { ALERT_OFFSETS_DAYS, DEFAULT_TIME_ZONE, PLANS, type Tier } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { formatShortAlertTime } from '@/components/alert-history/alert-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * `lastAlertSentAt` is the newest alert any of the user's projects sent (UTC). It reads in Florida's
 * Eastern time, where most projects are, rather than the browser's zone.
 */
export function NotificationStatusCard({
  tier,
  lastAlertSentAt,
}: {
  tier: Tier;
  lastAlertSentAt: string | null;
}) {
  const plan = PLANS[tier];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notification Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>
          {lastAlertSentAt ? (
            <>
              Last alert sent{' '}
              <time dateTime={lastAlertSentAt}>
                {formatShortAlertTime(lastAlertSentAt, DEFAULT_TIME_ZONE)}
              </time>
            </>
          ) : (
            'No alerts sent yet'
          )}
        </p>
        <p>
          <span className="font-medium">Email alerts:</span> On — {ALERT_OFFSETS_DAYS.join(', ')} days before
          each lien deadline
        </p>
        {plan.smsAlerts ? (
          <p>
            <span className="font-medium">SMS alerts:</span> Included in your plan.{' '}
            <Link to="/sms/opt-in" className="text-primary underline">
              Set up SMS
            </Link>
          </p>
        ) : (
          <p>
            <span className="font-medium">SMS alerts:</span> Available on Silver and Gold plans.{' '}
            <Link to="/subscribe" className="text-primary underline">
              Upgrade
            </Link>
          </p>
        )}
        <p>
          <span className="font-medium">Recurring reminders:</span>{' '}
          {plan.recurringAlerts ? 'Available' : 'Available on Silver and Gold plans'}
        </p>
      </CardContent>
    </Card>
  );
}
