import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CalendarClock, FolderOpen } from 'lucide-react';
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
    <section aria-label="Summary" className="grid grid-cols-3 gap-2 sm:gap-3">
      <StatCard label="Active Projects" value={activeProjects} icon={FolderOpen} />
      <StatCard label="Upcoming Deadlines" value={upcomingDeadlines} icon={CalendarClock} />
      <StatCard label="Urgent Alerts" value={urgentAlerts} icon={AlertTriangle} />
    </section>
  );
}
