import type { ProjectFields } from '@lienminder/shared';
import { Button } from '@/components/ui/button';

/** Whether two fillings of the form hold the same values (the fields are strings and booleans). */
export function sameFields(one: ProjectFields, other: ProjectFields): boolean {
  return (Object.keys(one) as (keyof ProjectFields)[]).every((field) => one[field] === other[field]);
}

/** `lienRecordedDate` -> `Lien recorded date`. */
const fieldName = (field: string) => {
  const words = field.replace(/([A-Z0-9]+)/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const shown = (value: ProjectFields[keyof ProjectFields]) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value === '' ? '(empty)' : value;

/**
 * A save refused because the project was saved elsewhere since this form read it (409): the form
 * keeps what the user typed, and this offers the version saved elsewhere.
 */
export function ChangedElsewhereNotice({
  message,
  loading,
  onLoad,
}: {
  message: string;
  loading: boolean;
  onLoad: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive p-4">
      <p className="font-medium">{message}</p>
      <p className="text-sm text-muted-foreground">
        What you typed is still in the form below. Loading the new version replaces it there, and lists what
        you had typed so you can enter it again.
      </p>
      <Button variant="outline" size="sm" disabled={loading} onClick={onLoad}>
        Load the new version
      </Button>
    </div>
  );
}

/** What the user typed in a form filled from `from`: the values they changed, before the save was refused. */
export interface TypedChanges {
  typed: ProjectFields;
  from: ProjectFields;
}

/** After the new version is loaded: what the user had changed in the old one, so they can enter it again. */
export function TypedBeforeLoading({ typed, from }: TypedChanges) {
  const changes = (Object.keys(typed) as (keyof ProjectFields)[]).filter(
    (field) => typed[field] !== from[field],
  );
  return (
    <section
      aria-labelledby="typed-before-loading"
      className="flex flex-col gap-2 rounded-xl border border-border p-4"
    >
      <h2 id="typed-before-loading" className="font-semibold">
        What you had typed (not saved)
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm">You had changed nothing.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {changes.map((field) => (
            <div key={field} className="contents">
              <dt className="font-medium">{fieldName(field)}</dt>
              <dd>{shown(typed[field])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
