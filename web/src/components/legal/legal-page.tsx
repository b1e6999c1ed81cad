import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal document: one h1, then numbered sections with a table of contents for long reads. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <title>{`${title} · LienMinder`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted-foreground">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-border bg-muted p-4">
        <h2 className="mb-2 font-semibold">Contents</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`} className="text-primary underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="mt-10 scroll-mt-4">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed [&_ul]:list-disc [&_ul]:pl-6">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
