import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CalendarClock, CalendarX, FolderOpen } from 'lucide-react';
import { Card } from '@/components/ui/card';

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <Icon className="size-5 shrink-0 text-primary sm:size-6" aria-hidden="true" />
      <div>
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        <p className="text-xl font-bold sm:text-2xl">{value}</p>
      </div>
    </Card>
  );
}

/**
 * docs/product.md "Dashboard": active projects, upcoming deadlines, urgent alerts; and, while any deadline is
 * past its legal last day without a done mark, how many are overdue (docs/florida-rules.md section 5:
 * a missed deadline stays in sight until it is marked done).
 */
export function StatCards({
  activeProjects,
  upcomingDeadlines,
  urgentAlerts,
  overdue,
}: {
  activeProjects: number;
  upcomingDeadlines: number;
  urgentAlerts: number;
  overdue: number;
}) {
  return (
    <section
      aria-label="Summary"
      className={
        overdue > 0 ? 'grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3' : 'grid grid-cols-3 gap-2 sm:gap-3'
      }
    >
      <StatCard label="Active Projects" value={activeProjects} icon={FolderOpen} />
      <StatCard label="Upcoming Deadlines" value={upcomingDeadlines} icon={CalendarClock} />
      <StatCard label="Urgent Alerts" value={urgentAlerts} icon={AlertTriangle} />
      {overdue > 0 && <StatCard label="Overdue" value={overdue} icon={CalendarX} />}
    </section>
  );
}
