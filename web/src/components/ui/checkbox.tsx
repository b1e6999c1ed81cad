import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A yes/no box drawn like the app's other controls, its tick drawn by CSS (`checkbox-mark` in
 * styles.css). A native input, not Radix's button-and-hidden-input: the browser gives it its role,
 * keyboard and form behaviour, and Radix's measured itself in a layout effect, forcing a layout of
 * the whole page while a form first drew (about a tenth of the project form's first render).
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'checkbox-mark peer size-5 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background bg-center bg-no-repeat focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive checked:border-primary checked:bg-primary',
        className,
      )}
      {...props}
    />
  );
}
