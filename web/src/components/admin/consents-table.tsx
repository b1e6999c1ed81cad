import type { SmsConsentRecord } from '@lienminder/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** docs/product.md section 9: the consent text shows its first 100 characters until the row is expanded. */
export const CONSENT_PREVIEW_LENGTH = 100;

const PROGRAM_LABELS: Record<SmsConsentRecord['programType'], string> = {
  deadline_alerts: 'Deadline Alerts',
  marketing: 'Marketing',
};

/** Where the consent was given or withdrawn: the consent record's proof of origin. */
const SOURCE_LABELS: Record<SmsConsentRecord['source'], string> = {
  registration: 'Registration',
  opt_in_page: 'Opt-in page',
  project_form: 'Project form',
  sms_keyword: 'Text reply',
  carrier_opt_out: 'Carrier opt-out',
};

/** Records are kept in UTC (docs/sms-compliance.md) and shown so: the same for every admin. */
const timestampFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

function ConsentRow({ consent }: { consent: SmsConsentRecord }) {
  const [expanded, setExpanded] = useState(false);
  const long = consent.consentText.length > CONSENT_PREVIEW_LENGTH;
  const text =
    expanded || !long ? consent.consentText : `${consent.consentText.slice(0, CONSENT_PREVIEW_LENGTH)}...`;
  return (
    <tr className="border-b border-border align-top">
      <td className="p-2 whitespace-nowrap">
        <time dateTime={consent.timestamp}>{timestampFormat.format(new Date(consent.timestamp))}</time>
      </td>
      <td className="p-2">
        {consent.name ?? <span className="text-muted-foreground italic">Not provided</span>}
      </td>
      <td className="p-2 whitespace-nowrap">{consent.phone}</td>
      <td className="p-2 whitespace-nowrap">{consent.ip}</td>
      <td className="p-2">
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{PROGRAM_LABELS[consent.programType]}</Badge>
          {consent.action === 'opt_out' ? <Badge variant="destructive">Opt-out</Badge> : null}
          <Badge variant="outline">{SOURCE_LABELS[consent.source]}</Badge>
        </div>
      </td>
      <td className="p-2 min-w-64 break-words">{text}</td>
      <td className="p-2">
        {long ? (
          <Button variant="outline" size="sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** The consent log as the admin reads it (docs/product.md section 2, "Admin consents"). */
export function ConsentsTable({ consents }: { consents: SmsConsentRecord[] }) {
  if (consents.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">No consent records yet.</p>;
  }
  return (
    // Focusable, so keyboard users can scroll the wide table sideways on a phone (WCAG 2.1.1; axe's
    // scrollable-region-focusable).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label="Consent records"
      className="overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">SMS consent records, newest first</caption>
        <thead className="bg-muted">
          <tr>
            {['Timestamp', 'Name', 'Phone', 'IP Address', 'Program Type', 'Consent Text', 'Actions'].map(
              (column) => (
                <th key={column} scope="col" className="p-2 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {consents.map((consent) => (
            <ConsentRow key={consent.id} consent={consent} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
