import { Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** docs/product.md section 5: at the tier's project limit, Add Project becomes an Upgrade to Add More prompt. */
export function AddProjectButton({ atLimit, label = 'Add Project' }: { atLimit: boolean; label?: string }) {
  if (atLimit) {
    return (
      <Button asChild variant="outline">
        <Link to="/subscribe">
          <Sparkles aria-hidden="true" />
          Upgrade to Add More
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to="/projects/new">
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
