/**
 * `npm run capacity [-- accounts shards]`: prints the capacity model's tables (markdown) that
 * docs/capacity/capacity-model.md quotes: the load at 1,000, 10,000 and 100,000 accounts, every
 * figure against its limit, what breaks first, and the monthly cost against the revenue.
 */
import {
  ASSUMPTIONS,
  alertsPerProjectYear,
  checks,
  load,
  monthlyCost,
  senderPoolNumbers,
  shardsNeeded,
  TIERS,
  tierLoad,
} from './model';

const accounts = Number(process.argv[2] ?? 100_000);
const shards = Number(process.argv[3] ?? 32);
const SIZES = [1_000, 10_000, 100_000];
const a = ASSUMPTIONS;

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const usd = (value: number) => `$${n(value, value < 1 ? 3 : value < 100 ? 2 : 0)}`;
const pct = (value: number) => `${n(value * 100, 1)}%`;
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

console.log('## Mix\n');
console.log(
  table(
    [
      'plan',
      'share',
      'projects',
      'alerts / project-year',
      'emails / alert',
      'texts / alert',
      'projects a recipient is on',
      'emails / texts a month (one a morning per recipient)',
    ],
    TIERS.map((tier) => [
      tier,
      pct(a.mix[tier].share),
      String(a.mix[tier].projects),
      n(alertsPerProjectYear(a, tier), 1),
      String(a.mix[tier].emailsPerAlert),
      String(a.mix[tier].textsPerAlert),
      pct(a.mix[tier].recipientShareOfProjects),
      (() => {
        const one = tierLoad(a, tier, 1 / a.mix[tier].share);
        return `${n(one.emailsPerYear / 12, 1)} / ${n(one.textsPerYear / 12, 1)}`;
      })(),
    ]),
  ),
);

console.log('\n## Load\n');
const loads = SIZES.map((size) => load(a, size));
console.log(
  table(
    ['figure', ...SIZES.map((size) => `${n(size)} accounts`)],
    [
      ['projects', ...loads.map((l) => n(l.projects))],
      ['table items', ...loads.map((l) => n(l.tableItems))],
      ['pending schedules', ...loads.map((l) => n(l.pendingSchedules))],
      ['alerts a day (average)', ...loads.map((l) => n(l.alertsPerDay))],
      ['alerts on a peak day', ...loads.map((l) => n(l.peakDayAlerts))],
      ['alerts in the 9:00 Eastern minute', ...loads.map((l) => n(l.nineOClockAlerts))],
      ['emails in it', ...loads.map((l) => n(l.nineOClockEmails))],
      ['texts in it', ...loads.map((l) => n(l.nineOClockTexts))],
      [
        'shards a per-day key needs (half a partition)',
        ...SIZES.map((size) => String(shardsNeeded(a, size))),
      ],
    ],
  ),
);

for (const shardCount of [1, shards]) {
  console.log(`\n## Limits at ${n(accounts)} accounts, per-day keys in ${shardCount} shard(s)\n`);
  const rows = checks(a, accounts, shardCount);
  console.log(
    table(
      ['figure', 'value', 'limit', 'use', 'breaks at (accounts)', 'source'],
      rows.map((check) => [
        check.name,
        `${n(check.figure, check.figure < 10 ? 1 : 0)} ${check.unit}`,
        `${check.limit.label}: ${n(check.limit.value)}${check.limit.allowedShare < 1 ? ` (plan ${pct(check.limit.allowedShare)})` : ''}`,
        pct(check.use),
        n(check.breaksAtAccounts),
        check.limit.source,
      ]),
    ),
  );
  const order = [...rows].sort((x, y) => x.breaksAtAccounts - y.breaksAtAccounts);
  console.log(
    `\nBreaks first: ${order
      .slice(0, 4)
      .map((check) => `${check.name} vs ${check.limit.label} at ${n(check.breaksAtAccounts)} accounts`)
      .join('; ')}`,
  );
}

console.log('\n## Cost a month\n');
const costs = SIZES.map((size) => monthlyCost(a, size));
const services = Object.keys(costs[0]?.byService ?? {}) as (keyof (typeof costs)[number]['byService'])[];
console.log(
  table(
    ['service', ...SIZES.map((size) => `${n(size)} accounts`)],
    [
      ...services.map((service) => [service, ...costs.map((cost) => usd(cost.byService[service]))]),
      [
        'Twilio fixed (campaign, sender pool)',
        ...costs.map((cost) => usd(cost.twilio - cost.byService.twilioSms)),
      ],
      ['sender pool numbers', ...SIZES.map((size) => String(senderPoolNumbers(a, size)))],
      ['AWS total', ...costs.map((cost) => usd(cost.aws))],
      ['Twilio total', ...costs.map((cost) => usd(cost.twilio))],
      ['revenue', ...costs.map((cost) => usd(cost.revenue))],
      ['cost / revenue', ...costs.map((cost) => pct((cost.aws + cost.twilio) / cost.revenue))],
    ],
  ),
);
console.log('\n## Cost per paying account a month (own usage + share of free accounts and fixed costs)\n');
console.log(
  table(
    ['accounts', 'plan', 'price', 'AWS', 'AWS + Twilio', 'share of price', 'under 2%?'],
    costs.flatMap((cost) =>
      (['silver', 'gold'] as const).map((tier) => {
        const per = cost.perPayingAccount[tier];
        return [
          n(cost.accounts),
          tier,
          usd(per.price),
          `${usd(per.awsCost)} (${pct(per.awsCost / per.price)})`,
          usd(per.cost),
          pct(per.share),
          per.share < 0.02 ? 'yes' : per.awsCost / per.price < 0.02 ? 'AWS only' : 'no',
        ];
      }),
    ),
  ),
);
