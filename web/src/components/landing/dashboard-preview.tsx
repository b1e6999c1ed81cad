import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A fixed picture of the dashboard with sample data; nothing here is computed or live. */
const SAMPLE_DEADLINES = [
  {
    title: 'Record Claim of Lien / Notice of Nonpayment',
    project: 'Palm Bay Medical Office',
    when: '6 days left',
    urgent: true,
  },
  { title: 'Notice to Owner', project: 'Ocala Self Storage', when: '21 days left', urgent: false },
  { title: 'Lien/Bond Reminder', project: 'Tampa Riverwalk Lofts', when: '28 days left', urgent: false },
];

export function DashboardPreview() {
  return (
    <section aria-labelledby="preview-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="preview-title" className="mb-2 text-center text-2xl font-bold sm:text-3xl">
        See every deadline at a glance
      </h2>
      <p className="mb-8 text-center text-muted-foreground">
        An example of the dashboard, with sample projects.
      </p>
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <CardTitle>Upcoming Deadlines</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {SAMPLE_DEADLINES.map((deadline) => (
              <li
                key={deadline.title}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-medium">{deadline.title}</p>
                  <p className="text-sm text-muted-foreground">{deadline.project}</p>
                </div>
                <Badge variant={deadline.urgent ? 'destructive' : 'secondary'}>{deadline.when}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
