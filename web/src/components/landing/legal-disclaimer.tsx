import { Scale } from 'lucide-react';

export function LegalDisclaimer() {
  return (
    <section aria-labelledby="disclaimer-title" className="mx-auto max-w-4xl px-4 pb-16">
      <div className="flex gap-4 rounded-xl border border-amber-300 bg-warning p-6 text-warning-foreground">
        <Scale className="size-6 shrink-0" aria-hidden="true" />
        <div className="grid gap-2">
          <h2 id="disclaimer-title" className="text-lg font-semibold">
            Legal disclaimer
          </h2>
          <p>
            LienMinder is a convenience tool, not legal advice; the user bears all risk. Deadlines are
            calculated from the dates you enter under Florida Statutes chapters 713 and 255, and a county
            clerk may close on days we cannot predict. Check every deadline yourself and consult a Florida
            construction attorney before relying on it.
          </p>
        </div>
      </div>
    </section>
  );
}
