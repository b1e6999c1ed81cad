import type { ReactNode } from 'react';

/** A titled group of related fields; the legend names the group for screen readers. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  /** An anchor a link can open the form at. */
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  );
}
