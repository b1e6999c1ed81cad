import { formatPrice, PLANS, TIERS } from '@lienminder/shared';
import { Check, Minus } from 'lucide-react';

const yesNo = (value: boolean) =>
  value ? (
    <Check className="mx-auto size-4 text-green-700" aria-label="Yes" />
  ) : (
    <Minus className="mx-auto size-4 text-muted-foreground" aria-label="No" />
  );

/** docs/product.md section 6 as a table, from the shared plans so it cannot disagree with what the server allows. */
export function PlanComparison() {
  const rows: [string, (tier: (typeof TIERS)[number]) => React.ReactNode][] = [
    ['Price per month', (tier) => formatPrice(PLANS[tier].priceCents)],
    ['Projects', (tier) => (tier === 'free' ? '1' : `up to ${PLANS[tier].projectLimit}`)],
    ['People with their own login', (tier) => (tier === 'free' ? '1' : `up to ${PLANS[tier].seats}`)],
    ['Alert emails per project', (tier) => PLANS[tier].alertEmails],
    ['Alert phones per project', (tier) => PLANS[tier].alertPhones],
    ['SMS alerts', (tier) => yesNo(PLANS[tier].smsAlerts)],
    ['Recurring reminders', (tier) => yesNo(PLANS[tier].recurringAlerts)],
    ['Delete projects', (tier) => yesNo(PLANS[tier].deleteProjects)],
    ['Premium features: the statutory forms', (tier) => yesNo(PLANS[tier].premiumFeatures)],
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Plan comparison</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-3 text-left font-semibold">
              Feature
            </th>
            {TIERS.map((tier) => (
              <th key={tier} scope="col" className="p-3 text-center font-semibold">
                {PLANS[tier].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label} className="border-t border-border">
              <th scope="row" className="p-3 text-left font-normal">
                {label}
              </th>
              {TIERS.map((tier) => (
                <td key={tier} className="p-3 text-center">
                  {cell(tier)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
