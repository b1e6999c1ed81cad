import { BellRing, CalendarClock, ShieldCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const FEATURES = [
  {
    icon: CalendarClock,
    title: 'Deadlines calculated for you',
    text: 'Enter your furnishing dates and LienMinder works out the 45-day Notice to Owner and the 90-day Claim of Lien or Notice of Nonpayment, moved past weekends and state holidays as s. 713.011 allows.',
  },
  {
    icon: BellRing,
    title: 'Email and SMS alerts',
    text: 'Reminders 30, 14, 7, 3 and 1 days before each deadline, plus recurring lien and bond reminders on paid plans.',
  },
  {
    icon: ShieldCheck,
    title: 'Every project in one place',
    text: 'Private and public jobs, contractors, owners and contacts on one dashboard, with urgent deadlines on top.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        Protect your right to get paid
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
