import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block; hidden from assistive technology, which hears the surrounding status. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('motion-safe:animate-pulse rounded-md bg-secondary', className)}
      {...props}
    />
  );
}
