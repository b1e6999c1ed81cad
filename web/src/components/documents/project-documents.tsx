import type { DocumentKind, Project, Tier } from '@lienminder/shared';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PlanGate } from '@/components/billing/plan-gate';
import { DOCUMENT_LABELS, documentPath } from './document-links';

/**
 * The statutory forms the project's role and job call for. Gold prepares each; Free and Silver see
 * them listed with the "Gold Plan Required" card (docs/product.md section 6: premium features).
 */
export function ProjectDocuments({
  project,
  offered,
  tier,
}: {
  project: Pick<Project, 'id'>;
  offered: readonly DocumentKind[];
  tier: Tier;
}) {
  const headingId = useId();
  if (offered.length === 0) return null;
  const gold = tier === 'gold';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Statutory forms
        </h2>
        <p className="text-sm text-muted-foreground">
          The forms this project calls for, filled with its details and your company profile, with how to
          serve each.{' '}
          <Link to="/company-profile" className="text-primary underline">
            Company profile
          </Link>
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {offered.map((kind) => (
          <li key={kind} className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {gold ? (
              <Link to={documentPath(project.id, kind)} className="font-medium text-primary underline">
                Prepare {DOCUMENT_LABELS[kind]}
              </Link>
            ) : (
              <span>{DOCUMENT_LABELS[kind]}</span>
            )}
          </li>
        ))}
      </ul>
      <PlanGate
        tier={tier}
        required="gold"
        feature="the statutory forms, filled in and ready to sign, with how to serve each"
      />
    </section>
  );
}
