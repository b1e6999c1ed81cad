import type { ProjectStatus } from '@lienminder/shared';
import { Badge } from '@/components/ui/badge';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  on_hold: 'On Hold',
};

// docs/product.md section 4: each status has its own badge colour.
const STATUS_CLASSES: Record<ProjectStatus, string> = {
  active: 'border-transparent bg-success text-success-foreground',
  completed: 'border-transparent bg-blue-100 text-blue-900',
  on_hold: 'border-transparent bg-warning text-warning-foreground',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge data-status={status} className={STATUS_CLASSES[status]}>
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
