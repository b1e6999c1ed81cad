import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';

const ICONS = {
  done: <CircleCheck className="mx-auto size-12 text-primary" aria-hidden="true" />,
  problem: <TriangleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />,
};

/**
 * How an emailed link's errand ended (a reset, an email change, a team invitation): done, or a
 * problem in `description`, with the links to where the person goes next as `children`.
 */
export function OutcomeCard({
  outcome,
  title,
  description,
  children,
}: {
  outcome: keyof typeof ICONS;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} description={description}>
      <div className="grid gap-4 text-center">
        {ICONS[outcome]}
        {children}
      </div>
    </AuthCard>
  );
}
