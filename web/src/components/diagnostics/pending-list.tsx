import { Badge } from '@/components/ui/badge';

/**
 * A configuration list while it loads: its terms with a placeholder each, the rows the answer will
 * fill, so the cards below it do not move when it arrives (a layout shift, which Lighthouse counts).
 */
export function PendingList({ label, terms }: { label: string; terms: string[] }) {
  return (
    <div role="status" aria-label={label}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {terms.map((term) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>
              <Badge variant="outline" className="text-muted-foreground">
                …
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
