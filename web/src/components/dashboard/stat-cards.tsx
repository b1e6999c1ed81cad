import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CalendarClock, FolderOpen } from 'lucide-react';
import { Card } from '@/components/ui/card';

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
      </div>
    </Card>
  );
}

/** Spec "Dashboard": active projects, upcoming deadlines, urgent alerts. */
export function StatCards({
  activeProjects,
  upcomingDeadlines,
  urgentAlerts,
}: {
  activeProjects: number;
  upcomingDeadlines: number;
  urgentAlerts: number;
}) {
  return (
    <section aria-label="Summary" className="grid gap-3 sm:grid-cols-3">
      <StatCard label="Active Projects" value={activeProjects} icon={FolderOpen} />
      <StatCard label="Upcoming Deadlines" value={upcomingDeadlines} icon={CalendarClock} />
      <StatCard label="Urgent Alerts" value={urgentAlerts} icon={AlertTriangle} />
    </section>
  );
}
