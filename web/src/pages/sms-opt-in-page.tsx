import { BellRing, CalendarClock, ShieldCheck, Smartphone } from 'lucide-react';
import { SmsOptInForm } from '@/components/sms/sms-opt-in-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const BENEFITS = [
  { icon: BellRing, text: 'Text alerts 30, 14, 7, 3 and 1 days before each lien and bond-claim deadline' },
  { icon: CalendarClock, text: 'Reminders on your recurring alert dates, sent at 9:00 in the morning' },
  { icon: Smartphone, text: 'Short messages that reach you on the job site, no app needed' },
  { icon: ShieldCheck, text: 'Reply STOP at any time to cancel, HELP for help' },
];

/** /sms/opt-in (docs/product.md section 2): why texts help, and the opt-in form. Open to everyone. */
export default function SmsOptInPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:py-16 md:grid-cols-2">
      <title>SMS Deadline Alerts · LienMinder</title>
      <section aria-labelledby="sms-benefits">
        <h1 id="sms-benefits" className="text-3xl font-bold tracking-tight">
          SMS Deadline Alerts
        </h1>
        <p className="mt-3 text-muted-foreground">
          Never miss a Florida lien deadline. Get LienMinder alerts by text message.
        </p>
        <ul className="mt-6 grid gap-4">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Opt In to SMS Notifications</CardTitle>
          <CardDescription>Message frequency varies with your deadlines.</CardDescription>
        </CardHeader>
        <CardContent>
          <SmsOptInForm />
        </CardContent>
      </Card>
    </div>
  );
}
