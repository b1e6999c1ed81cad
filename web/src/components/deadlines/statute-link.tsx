import { ExternalLink } from 'lucide-react';

/**
 * The statute a deadline comes from, linked to its official text (the Florida Senate's copy) so a
 * user can check the rule or show it to an attorney. It opens in a new tab, which it says, so a
 * half-read project screen is not lost; 24 px tall, a target a thumb can hit.
 */
export function StatuteLink({ statute, statuteUrl }: { statute: string; statuteUrl: string | null }) {
  if (!statuteUrl) return <p className="text-xs text-muted-foreground">{statute}</p>;
  return (
    <p className="text-xs">
      <a
        href={statuteUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${statute} (official text, opens in a new tab)`}
        className="inline-flex min-h-6 items-center gap-1 text-primary underline underline-offset-2"
      >
        {statute}
        <ExternalLink className="size-3" aria-hidden="true" />
      </a>
    </p>
  );
}
