import type { ServiceParty, ServingGuide } from '@lienminder/shared';
import { Send } from 'lucide-react';

const PARTY_LABELS: Record<ServiceParty['party'], string> = {
  owner: 'Owner',
  contractor: 'Contractor',
  customer: 'Your customer',
  surety: 'Surety',
  lender: 'Lender',
  clerk: 'Clerk of court',
};

/** How to serve the document (s. 713.18): on whom, by which methods that count, and when. */
export function ServingGuideSection({ serving }: { serving: ServingGuide }) {
  return (
    <section
      aria-labelledby="how-to-serve"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <h2 id="how-to-serve" className="flex items-center gap-2 text-lg font-semibold">
        <Send className="size-4 text-primary" aria-hidden="true" />
        How to serve it
      </h2>
      {serving.serveOn.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">On whom</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {serving.serveOn.map((party) => (
              <li key={`${party.party}-${party.name}`}>
                <span className="font-medium">{PARTY_LABELS[party.party]}:</span> {party.name}
                {party.address && (
                  <span className="block whitespace-pre-line text-muted-foreground">{party.address}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">How</h3>
        <ul className="list-disc pl-5 text-sm">
          {serving.methods.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
      </div>
      {serving.notes.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">When and what else</h3>
          <ul className="list-disc pl-5 text-sm">
            {serving.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
