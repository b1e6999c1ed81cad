import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The frame of a page opened from the dashboard (company profile, account, team, import): the tab's
 * title, the way back, and the page's heading over a line saying what it is for. `wide` for a page
 * that shows a table.
 */
export function PageFrame({
  heading,
  description,
  wide = false,
  children,
}: {
  heading: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`mx-auto flex w-full ${wide ? 'max-w-4xl' : 'max-w-3xl'} flex-col gap-6 px-4 py-6 sm:px-6`}
    >
      <title>{`${heading} · LienMinder`}</title>
      <Link to="/" className="inline-flex items-center gap-1 self-start text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
