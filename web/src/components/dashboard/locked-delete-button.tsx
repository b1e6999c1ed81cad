import { MESSAGES } from '@lienminder/shared';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { DisabledDeleteButton } from './disabled-delete-button';

/**
 * The disabled Delete with the tooltip that says why (docs/product.md section 6). Its own chunk:
 * Radix's tooltip and its positioning code are a tenth of the dashboard's first load, and only a
 * Free plan shows this (delete-project-button.tsx loads it then).
 */
export default function LockedDeleteButton({ projectName }: { projectName: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <DisabledDeleteButton projectName={projectName} />
      </TooltipTrigger>
      <TooltipContent>{MESSAGES.deleteNeedsPaidPlan}</TooltipContent>
    </Tooltip>
  );
}
