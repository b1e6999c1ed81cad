import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Delete as a plan without deleting shows it: disabled, in a focusable wrapper (a disabled button
 * gets no pointer or focus events) that locked-delete-button.tsx makes the upgrade tooltip's trigger.
 */
export function DisabledDeleteButton({
  projectName,
  ...wrapper
}: ComponentProps<'span'> & { projectName: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the tooltip
    <span tabIndex={0} className="inline-flex rounded-md" {...wrapper}>
      <Button variant="outline" size="sm" disabled aria-label={`Delete ${projectName}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </span>
  );
}
