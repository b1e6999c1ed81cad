import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { ProjectImportAnswer } from '@/lib/project-import-api';

type ImportRow = ProjectImportAnswer['rows'][number];

/** A row's status in words: before the import (`preview`) and after it. */
const STATUS: Record<ImportRow['status'], { preview: string; done: string; variant: BadgeVariant }> = {
  ok: { preview: 'Ready', done: 'Imported', variant: 'success' },
  error: { preview: 'Needs fixing', done: 'Not imported', variant: 'destructive' },
  duplicate: { preview: 'Already there', done: 'Already there', variant: 'secondary' },
};

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

function Problems({ row }: { row: ImportRow }) {
  if (row.status === 'duplicate')
    return (
      <p className="text-muted-foreground">
        The same name and address as a project above or in your account.
      </p>
    );
  if (row.errors.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {row.errors.map((error) => (
        <li key={`${error.field}:${error.message}`}>
          {error.field && <span className="font-mono text-xs">{error.field}: </span>}
          {error.message}
        </li>
      ))}
    </ul>
  );
}

function Status({ row, done }: { row: ImportRow; done: boolean }) {
  const status = STATUS[row.status];
  return <Badge variant={status.variant}>{done ? status.done : status.preview}</Badge>;
}

/**
 * The file's rows with what each is and why (docs/features.md, "Projects in and out as CSV"): a
 * table on a wide screen, a card a row on a phone, the problems beside their row either way.
 */
export function ImportRows({
  rows,
  done,
  caption,
}: {
  rows: readonly ImportRow[];
  done: boolean;
  caption: string;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Row
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Project
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Problems
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-b border-border align-top">
              <td className="py-2 pr-3 tabular-nums">{row.row}</td>
              <td className="py-2 pr-3">
                <p className="font-medium break-words">{text(row.project.name) || '(no name)'}</p>
                <p className="text-muted-foreground break-words">{text(row.project.address)}</p>
              </td>
              <td className="py-2 pr-3">
                <Status row={row} done={done} />
              </td>
              <td className="py-2">
                <Problems row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.row} className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-muted-foreground">Row {row.row}</p>
                <p className="font-medium break-words">{text(row.project.name) || '(no name)'}</p>
                <p className="text-muted-foreground break-words">{text(row.project.address)}</p>
              </div>
              <Status row={row} done={done} />
            </div>
            <Problems row={row} />
          </li>
        ))}
      </ul>
    </>
  );
}
