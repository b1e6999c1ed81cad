import { Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The way to the CSV import (docs/features.md, "Projects in and out as CSV"), beside Add Project. */
export function ImportProjectsLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/projects/import">
        <Upload aria-hidden="true" />
        Import from CSV
      </Link>
    </Button>
  );
}
