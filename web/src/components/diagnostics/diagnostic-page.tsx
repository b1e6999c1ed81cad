import type { ReactNode } from 'react';

/** The frame of a test or configuration page (docs/product.md section 2): a heading, what the page is for, its cards. */
export function DiagnosticPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <title>{`${title} · LienMinder`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
