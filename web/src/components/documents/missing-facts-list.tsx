import { type CompanyProfile, FACT_LABELS, type FactField, type ProjectFields } from '@lienminder/shared';
import { AlertTriangle } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { withReturn } from '@/lib/return-to';
import { companyProfileAnchor, documentFactAnchor, NOTICE_SERVICE_ANCHOR } from './fact-labels';

/** The anchor of a waiver's terms on the preview page. */
export const WAIVER_TERMS_ANCHOR = 'waiver-terms';

/**
 * Where a missing fact is filled: the project form at its field (opening its section), the
 * company profile at its field, the waiver's terms above, or how the notice was served (the
 * project page with the notice's "Record how it was served" dialog open). Each comes back to the
 * document once saved.
 */
function fillLink(field: string, projectId: string): string {
  const project = encodeURIComponent(projectId);
  if (field.startsWith('profile.')) {
    return `/company-profile#${companyProfileAnchor(field.slice('profile.'.length) as keyof CompanyProfile)}`;
  }
  if (field.startsWith('waiver.')) return `#${WAIVER_TERMS_ANCHOR}`;
  if (field.startsWith('noticeService.')) return `/projects/${project}#${NOTICE_SERVICE_ANCHOR}`;
  // The rest are the project's own fields, by their names (shared/src/documents/missing-facts.ts).
  return `/projects/${project}/edit#${documentFactAnchor(field as keyof ProjectFields)}`;
}

const labelOf = (field: string) => (field in FACT_LABELS ? FACT_LABELS[field as FactField] : field);

/** What the document is missing, each with a link to fill it; nothing when it is complete. */
export function MissingFactsList({ missing, projectId }: { missing: readonly string[]; projectId: string }) {
  const { pathname } = useLocation();
  if (missing.length === 0) {
    return (
      <p className="text-sm font-medium text-green-800">Every blank is filled. Review it before you sign.</p>
    );
  }
  return (
    <section
      aria-labelledby="missing-facts"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h2 id="missing-facts" className="flex items-center gap-2 font-semibold text-amber-900">
        <AlertTriangle className="size-4" aria-hidden="true" />
        Missing: {missing.length} {missing.length === 1 ? 'blank' : 'blanks'} marked in the text
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {missing.map((field) => {
          const href = fillLink(field, projectId);
          return (
            <li key={field} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span>{labelOf(field)}</span>
              {href.startsWith('#') ? (
                <a href={href} className="text-primary underline">
                  Fill it
                </a>
              ) : (
                <Link
                  to={withReturn(href, pathname)}
                  className="text-primary underline"
                  aria-label={`Fill it: ${labelOf(field)}`}
                >
                  Fill it
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
