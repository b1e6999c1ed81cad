import { formatPhone } from '@lienminder/shared';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The public opt-in's last screen: the number alerts now go to, and how to stop them. */
export function SmsOptedIn({ phone }: { phone: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h2 className="text-2xl font-semibold">Successfully Opted In!</h2>
      <p className="text-muted-foreground">
        You will receive LienMinder deadline alerts at {formatPhone(phone)}. Reply STOP at any time to cancel.
      </p>
      <Button asChild>
        <Link to="/">Return to Dashboard</Link>
      </Button>
    </div>
  );
}
