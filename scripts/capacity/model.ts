/**
 * The capacity model behind docs/capacity/capacity-model.md: from a mix of accounts, what the alert
 * pipeline must carry (alerts, the 9:00 minute, messages, pending schedules, writes per partition
 * key, Lambda concurrency) set against each published quota, where each one breaks, and what it all
 * costs a month against the plans' revenue. Pure arithmetic over stated assumptions; the figures
 * that come from the product (alert offsets, prices, project limits) are read from the shared code.
 * `npx tsx scripts/capacity/model.ts [accounts] [shards]` prints the tables the document quotes.
 */
import { ALERT_OFFSETS_DAYS, PLANS, type Tier } from '@lienminder/shared';
import { LIMITS, type Limit } from './limits';
import { PRICES } from './prices';

export interface TierMix {
  /** Share of all accounts. */
  share: number;
  /** Projects each account keeps open. */
  projects: number;
  /** Recurring reminder interval in days, or null for none. */
  reminderEveryDays: number | null;
  /** Emails and opted-in phones an alert reaches (within the plan's 1/2/5 fields). */
  emailsPerAlert: number;
  textsPerAlert: number;
  /**
   * The share of the account's projects that list each of its recipients. All alerts of an account
   * firing at one 9:00 go to a recipient as one message (services/alerts/morning-digest.ts), so the
   * fewer projects a recipient shares, the more messages. 1: the same addresses and phones on
   * every project (alert email 1 left blank is the account email on all of them); 0.5 would be a
   * project manager per half of the jobs. docs/capacity shows the Gold figures for less sharing.
   */
  recipientShareOfProjects: number;
  /** API requests a month (dashboard, edits): Lambda, DynamoDB, CloudFront, logs. */
  apiRequestsPerMonth: number;
}

export interface Assumptions {
  mix: Record<Tier, TierMix>;
  /**
   * Statutory deadlines with alerts a project meets in a year: the Claim of Lien / Notice of
   * Nonpayment 90-day deadline for every lienor with a last furnishing date, and one more on
   * average (the bond suit on bonded jobs; serving and enforcing a recorded lien; the final
   * payment affidavit). Notice to Owner never alerts (shared/src/deadlines/alert-plan.ts).
   */
  statutoryDeadlinesPerProjectYear: number;
  /** A busy day over an average one: due dates bunch on month ends, reminders on the 1st and 15th. */
  peakDayFactor: number;
  /** Florida's alerts by zone: the panhandle west of the Apalachicola is Central (~6% of people). */
  easternShare: number;
  /**
   * Alerts are planned when a project is saved, up to a year ahead: on average half of a year's
   * alerts are pending at any moment.
   */
  pendingShareOfYear: number;
  /** Scheduler fires a one-time schedule within the minute; the burst's claims spread over it. */
  burstSpreadSeconds: number;
  /** Send-alert's run (judge and claim) and deliver-alert's (its sends), per alert. */
  sendAlertSeconds: number;
  alertSeconds: number;
  /**
   * DeliverAlert's reserved concurrency: enough to keep the providers' rates busy, no more; past
   * it Lambda keeps the deliveries queued (the burst bench runs it scaled).
   */
  deliverConcurrency: number;
  /** The longest the 9:00 burst may take to reach the providers (the target). */
  drainTargetSeconds: number;
  /**
   * Sizes that set write units: a delivery record keeps its message (email HTML and text) until
   * sent. An email is its frame and each deadline it carries (~3.6 KB with its links, measured by
   * digest-email.test.ts's long morning); a text is one record whatever it carries.
   */
  emailFrameKb: number;
  emailKbPerDeadline: number;
  smsRecordKb: number;
  /** Items kept per project (project, deadline items, plan day) and their size. */
  itemsPerProject: number;
  /** Delivery records are kept a year (store/delivery-claims.ts), claims too. */
  recordKeepMonths: number;
  /** Log lines an alert and an API request leave in CloudWatch. */
  logKbPerAlert: number;
  logKbPerRequest: number;
  /** What a page view pulls through CloudFront (app shell cached by the browser after the first). */
  cdnKbPerRequest: number;
}

export const ASSUMPTIONS: Assumptions = {
  mix: {
    free: {
      share: 0.7,
      projects: 1,
      reminderEveryDays: null,
      emailsPerAlert: 1,
      textsPerAlert: 0,
      recipientShareOfProjects: 1,
      apiRequestsPerMonth: 40,
    },
    silver: {
      share: 0.2,
      projects: 5,
      reminderEveryDays: null,
      emailsPerAlert: 2,
      textsPerAlert: 1,
      recipientShareOfProjects: 1,
      apiRequestsPerMonth: 200,
    },
    gold: {
      share: 0.1,
      projects: 30,
      reminderEveryDays: 15,
      emailsPerAlert: 3,
      textsPerAlert: 2,
      recipientShareOfProjects: 1,
      apiRequestsPerMonth: 600,
    },
  },
  statutoryDeadlinesPerProjectYear: 2,
  peakDayFactor: 2,
  easternShare: 0.94,
  pendingShareOfYear: 0.5,
  burstSpreadSeconds: 60,
  sendAlertSeconds: 0.3,
  alertSeconds: 1,
  deliverConcurrency: 40,
  drainTargetSeconds: 30 * 60,
  emailFrameKb: 1,
  emailKbPerDeadline: 3.6,
  smsRecordKb: 1,
  itemsPerProject: 8,
  recordKeepMonths: 12,
  logKbPerAlert: 3,
  logKbPerRequest: 1,
  cdnKbPerRequest: 60,
};

export const TIERS: Tier[] = ['free', 'silver', 'gold'];
const DAYS_A_YEAR = 365;

/** Alerts one project of this tier earns in a year: 5 per statutory deadline, one per reminder. */
export function alertsPerProjectYear(a: Assumptions, tier: Tier): number {
  const statutory = a.statutoryDeadlinesPerProjectYear * ALERT_OFFSETS_DAYS.length;
  const every = a.mix[tier].reminderEveryDays;
  const reminders = every && PLANS[tier].recurringAlerts ? DAYS_A_YEAR / every : 0;
  return statutory + reminders;
}

/**
 * The share of a recipient's mornings (9:00 of one day) that carry at least one of its alerts, when
 * it gets `alertsPerDay` on average and they fall on days at random (Poisson). Real alerts bunch
 * (month ends, reminder dates), which puts more of them on one morning: this is the cautious count.
 */
export const shareOfMorningsWithAlerts = (alertsPerDay: number) => 1 - Math.exp(-alertsPerDay);

export interface TierLoad {
  accounts: number;
  projects: number;
  alertsPerYear: number;
  /** Deadlines emailed: an alert to each of its addresses (each is a block of some message). */
  emailedDeadlinesPerYear: number;
  /** Messages: one a morning per address (phone) with an alert that morning. */
  emailsPerYear: number;
  textsPerYear: number;
  /**
   * The same on a peak day's morning (peakDayFactor times an average day's alerts), and how many
   * accounts have an alert then (the burst bench builds that population).
   */
  peakMorning: { accounts: number; emailedDeadlines: number; emails: number; texts: number };
}

export function tierLoad(a: Assumptions, tier: Tier, accounts: number): TierLoad {
  const mix = a.mix[tier];
  const tierAccounts = accounts * mix.share;
  const projectsEach = Math.min(mix.projects, PLANS[tier].projectLimit);
  const projects = tierAccounts * projectsEach;
  const alertsPerYear = projects * alertsPerProjectYear(a, tier);
  const emails = Math.min(mix.emailsPerAlert, PLANS[tier].alertEmails);
  const texts = PLANS[tier].smsAlerts ? Math.min(mix.textsPerAlert, PLANS[tier].alertPhones) : 0;
  // Each recipient hears the alerts of its share of the account's projects; enough recipients
  // that an alert still reaches `emails` addresses and `texts` phones.
  const share = mix.recipientShareOfProjects;
  const recipientAlertsPerDay = (projectsEach * share * alertsPerProjectYear(a, tier)) / DAYS_A_YEAR;
  const messages = (perAlert: number, dayFactor: number) =>
    tierAccounts * (perAlert / share) * shareOfMorningsWithAlerts(recipientAlertsPerDay * dayFactor);
  return {
    accounts: tierAccounts,
    projects,
    alertsPerYear,
    emailedDeadlinesPerYear: alertsPerYear * emails,
    emailsPerYear: DAYS_A_YEAR * messages(emails, 1),
    textsPerYear: DAYS_A_YEAR * messages(texts, 1),
    peakMorning: {
      accounts:
        tierAccounts *
        shareOfMorningsWithAlerts(
          (projectsEach * alertsPerProjectYear(a, tier) * a.peakDayFactor) / DAYS_A_YEAR,
        ),
      emailedDeadlines: ((alertsPerYear * a.peakDayFactor) / DAYS_A_YEAR) * emails,
      emails: messages(emails, a.peakDayFactor),
      texts: messages(texts, a.peakDayFactor),
    },
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export interface Load {
  accounts: number;
  projects: number;
  alertsPerYear: number;
  alertsPerDay: number;
  peakDayAlerts: number;
  /** The peak day's alerts firing in the Eastern 9:00 minute (the Central ones an hour later). */
  nineOClockAlerts: number;
  nineOClockEmails: number;
  nineOClockTexts: number;
  /** The email records' size in that minute: a frame per email, a block per deadline. */
  nineOClockEmailKb: number;
  pendingSchedules: number;
  /** Items in the table: projects and their deadlines, pending alerts, a year of records. */
  tableItems: number;
}

export function load(a: Assumptions, accounts: number): Load {
  const tiers = TIERS.map((tier) => tierLoad(a, tier, accounts));
  const alertsPerYear = sum(tiers.map((t) => t.alertsPerYear));
  const burstShare = (a.peakDayFactor / DAYS_A_YEAR) * a.easternShare;
  const messagesPerYear = sum(tiers.map((t) => t.emailsPerYear + t.textsPerYear));
  const projects = sum(tiers.map((t) => t.projects));
  const pendingSchedules = alertsPerYear * a.pendingShareOfYear;
  return {
    accounts,
    projects,
    alertsPerYear,
    alertsPerDay: alertsPerYear / DAYS_A_YEAR,
    peakDayAlerts: (alertsPerYear / DAYS_A_YEAR) * a.peakDayFactor,
    nineOClockAlerts: alertsPerYear * burstShare,
    nineOClockEmails: sum(tiers.map((t) => t.peakMorning.emails)) * a.easternShare,
    nineOClockTexts: sum(tiers.map((t) => t.peakMorning.texts)) * a.easternShare,
    nineOClockEmailKb:
      sum(
        tiers.map(
          (t) =>
            t.peakMorning.emails * a.emailFrameKb + t.peakMorning.emailedDeadlines * a.emailKbPerDeadline,
        ),
      ) * a.easternShare,
    pendingSchedules,
    tableItems:
      accounts +
      projects * a.itemsPerProject +
      pendingSchedules +
      // a claim per alert and a record per message, kept a year
      (alertsPerYear + messagesPerYear) * (a.recordKeepMonths / 12),
  };
}

/**
 * Writes a second to each per-day partition key while the burst is claimed and sent, in write
 * units, when the day's key is spread over `shards` keys:
 *   - ALERTDAY#<date>: each claim rewrites its alert item (1 unit in the index), at the claim rate;
 *   - DELIVERYDUE#<date>: each message's pending record enters the index at the claim (its size:
 *     an email record carries its HTML), is rewritten when taken for its send and leaves the index
 *     when sent, these two at the providers' pace;
 *   - PLANDAY#<date>: the daily check's writes, one per project due that day, not in the burst.
 * Claims follow the invocations: the minute's alerts, no faster than Scheduler invokes.
 */
export function burstPartitionWrites(a: Assumptions, l: Load, shards: number) {
  const alertsPerSecond = l.nineOClockAlerts / a.burstSpreadSeconds;
  const claimsPerSecond = Math.min(alertsPerSecond, LIMITS.schedulerInvocations.value);
  const perAlert = (count: number) => (l.nineOClockAlerts > 0 ? count / l.nineOClockAlerts : 0);
  // The minute's records, in KB (a unit a KB), as the claims write them and the sends rewrite them.
  const recordKb = l.nineOClockEmailKb + l.nineOClockTexts * a.smsRecordKb;
  const claimed = perAlert(recordKb) * claimsPerSecond;
  const sent = (2 * recordKb) / a.drainTargetSeconds;
  return {
    alertsPerSecond,
    alertDay: claimsPerSecond / shards,
    deliveryDue: (claimed + sent) / shards,
  };
}

/** Shards a per-day key needs to stay within the planned share of a partition's writes. */
export function shardsNeeded(a: Assumptions, accounts: number): number {
  const writes = burstPartitionWrites(a, load(a, accounts), 1);
  const allowed = LIMITS.partitionWrites.value * LIMITS.partitionWrites.allowedShare;
  return Math.max(1, Math.ceil(Math.max(writes.alertDay, writes.deliveryDue) / allowed));
}

export interface Check {
  name: string;
  figure: number;
  unit: string;
  limit: Limit;
  /** figure / limit. */
  use: number;
  /** Accounts at which the figure reaches the share of the limit we allow (limit.allowedShare). */
  breaksAtAccounts: number;
}

/** Every figure against its published limit; each figure grows linearly with the accounts. */
export function checks(a: Assumptions, accounts: number, shards: number): Check[] {
  const l = load(a, accounts);
  const writes = burstPartitionWrites(a, l, shards);
  const drain = a.drainTargetSeconds;
  const figures: [string, number, string, Limit][] = [
    ['pending schedules', l.pendingSchedules, 'schedules', LIMITS.schedulerSchedules],
    ['9:00 invocations a second', writes.alertsPerSecond, 'per s', LIMITS.schedulerInvocations],
    [
      'Lambda concurrency in the burst (send-alert + reserved deliver-alert)',
      Math.min(writes.alertsPerSecond, LIMITS.schedulerInvocations.value) * a.sendAlertSeconds +
        a.deliverConcurrency,
      'concurrent',
      LIMITS.lambdaConcurrency,
    ],
    [`ALERTDAY writes per key (${shards} shard(s))`, writes.alertDay, 'WCU/s', LIMITS.partitionWrites],
    [`DELIVERYDUE writes per key (${shards} shard(s))`, writes.deliveryDue, 'WCU/s', LIMITS.partitionWrites],
    ['emails a second to drain in 30 min', l.nineOClockEmails / drain, 'per s', LIMITS.sesProductionRate],
    ['texts a second to drain in 30 min', l.nineOClockTexts / drain, 'MPS', LIMITS.twilioLongCode],
    ['texts a second to drain in 30 min', l.nineOClockTexts / drain, 'MPS', LIMITS.twilioTenDlcTopBrand],
    ['texts a second to drain in 30 min', l.nineOClockTexts / drain, 'MPS', LIMITS.twilioShortCode],
    [
      'hours of Twilio queue on one long code',
      l.nineOClockTexts / LIMITS.twilioLongCode.value / 3600,
      'hours',
      LIMITS.twilioQueueHours,
    ],
  ];
  return figures.map(([name, figure, unit, limit]) => {
    const use = figure / limit.value;
    return {
      name,
      figure,
      unit,
      limit,
      use,
      breaksAtAccounts: use > 0 ? (accounts * limit.allowedShare) / use : Number.POSITIVE_INFINITY,
    };
  });
}

type Service = keyof typeof PRICES.aws | 'twilioSms';
export type CostBreakdown = Record<Service, number>;

/**
 * One account of `tier`, a month: what it uses of each priced service (in the price's unit).
 * Scheduler's free invocations and the fixed costs are applied to the whole account base
 * (monthlyCost), not here.
 */
export function usagePerAccount(a: Assumptions, tier: Tier): CostBreakdown {
  const per = tierLoad(a, tier, 1 / a.mix[tier].share);
  const alerts = per.alertsPerYear / 12;
  const emails = per.emailsPerYear / 12;
  const texts = per.textsPerYear / 12;
  const recordKb =
    emails * a.emailFrameKb +
    (per.emailedDeadlinesPerYear / 12) * a.emailKbPerDeadline +
    texts * a.smsRecordKb;
  const requests = a.mix[tier].apiRequestsPerMonth;
  // Each edit also runs SyncAlerts and ApplySchedules off the stream: 1.2 invocations a request.
  const invocations = alerts * 2 + requests * 1.2;
  return {
    lambdaRequest: invocations,
    // 512 MB functions; an API call ~0.15 s.
    lambdaGbSecond: (alerts * (a.sendAlertSeconds + a.alertSeconds) + requests * 1.2 * 0.15) * 0.5,
    // The claim transaction (2 units a KB: the claim, the alert, a record per message), each
    // record taken for its send and marked sent, its index copy in, rewritten and out of
    // DELIVERYDUE, the alert's index copy; an edit writes about 4 items.
    dynamoWriteUnit: alerts * (2 * 2 + 1) + 7 * recordKb + requests * 0.3 * 4,
    dynamoReadUnit: alerts * 8 + requests * 6,
    dynamoStorageGbMonth:
      (per.projects * a.itemsPerProject + per.alertsPerYear * a.pendingShareOfYear) / 1_000_000 +
      (recordKb * a.recordKeepMonths) / 1_000_000,
    schedulerInvocation: alerts,
    sesEmail: emails,
    cloudFrontGb: (requests * a.cdnKbPerRequest) / 1_000_000,
    cloudFrontRequest: requests,
    cloudWatchLogGb: (alerts * a.logKbPerAlert + requests * a.logKbPerRequest) / 1_000_000,
    // Only the reconciler's hand-overs and password/test messages go through the bus: ~1%.
    eventBridgeEvent: alerts * 0.01 + requests * 0.01,
    secret: 0,
    secretApiCall: 0,
    cloudWatchAlarm: 0,
    twilioSms: texts,
  };
}

const unitPrice = (service: Service) =>
  service === 'twilioSms' ? PRICES.twilio.smsSegment + PRICES.twilio.carrierFee : PRICES.aws[service];

const dollars = (usage: CostBreakdown): CostBreakdown =>
  Object.fromEntries(
    Object.entries(usage).map(([service, units]) => [service, units * unitPrice(service as Service)]),
  ) as CostBreakdown;

const total = (breakdown: CostBreakdown) => sum(Object.values(breakdown));

export interface MonthlyCost {
  accounts: number;
  /** Dollars a month by service, usage and fixed costs together. */
  byService: CostBreakdown;
  aws: number;
  twilio: number;
  revenue: number;
  /**
   * Per paying account of each tier: its own usage, plus an equal share (per paying account) of
   * the free accounts' usage and of the fixed costs, which only paying accounts can carry.
   */
  perPayingAccount: Record<
    'silver' | 'gold',
    { cost: number; awsCost: number; price: number; share: number }
  >;
}

/** Sender pool numbers: enough 1-MPS long codes for the burst's texts in the drain target. */
export function senderPoolNumbers(a: Assumptions, accounts: number): number {
  const mps = load(a, accounts).nineOClockTexts / a.drainTargetSeconds;
  return Math.max(1, Math.ceil(mps / LIMITS.twilioLongCode.value));
}

export function monthlyCost(a: Assumptions, accounts: number): MonthlyCost {
  const usage = Object.fromEntries(TIERS.map((tier) => [tier, dollars(usagePerAccount(a, tier))])) as Record<
    Tier,
    CostBreakdown
  >;
  const count = (tier: Tier) => accounts * a.mix[tier].share;
  const byService = Object.fromEntries(
    (Object.keys(usage.free) as Service[]).map((service) => [
      service,
      sum(TIERS.map((tier) => count(tier) * usage[tier][service])),
    ]),
  ) as CostBreakdown;
  // Scheduler's first 14 million invocations a month are free.
  const invocations = sum(TIERS.map((tier) => count(tier) * usagePerAccount(a, tier).schedulerInvocation));
  const schedulerRefund =
    Math.min(invocations, PRICES.schedulerFreeInvocations) * PRICES.aws.schedulerInvocation;
  byService.schedulerInvocation -= schedulerRefund;
  // Fixed: two secrets read once per cold start, a dozen alarms, the 10DLC campaign and its numbers.
  const fixedAws =
    2 * PRICES.aws.secret +
    PRICES.secretCallsPerMonth * PRICES.aws.secretApiCall +
    12 * PRICES.aws.cloudWatchAlarm;
  byService.secret += 2 * PRICES.aws.secret;
  byService.secretApiCall += PRICES.secretCallsPerMonth * PRICES.aws.secretApiCall;
  byService.cloudWatchAlarm += 12 * PRICES.aws.cloudWatchAlarm;
  const fixedTwilio =
    PRICES.twilio.campaignMonth + senderPoolNumbers(a, accounts) * PRICES.twilio.longCodeMonth;
  const twilio = byService.twilioSms + fixedTwilio;
  const aws = total(byService) - byService.twilioSms;
  const paying = count('silver') + count('gold');
  const carriedAws =
    (count('free') * (total(usage.free) - usage.free.twilioSms) + fixedAws - schedulerRefund) / paying;
  const carriedTwilio = (count('free') * usage.free.twilioSms + fixedTwilio) / paying;
  const perPaying = (tier: 'silver' | 'gold') => {
    const awsCost = total(usage[tier]) - usage[tier].twilioSms + carriedAws;
    const cost = awsCost + usage[tier].twilioSms + carriedTwilio;
    const price = PLANS[tier].priceCents / 100;
    return { cost, awsCost, price, share: cost / price };
  };
  return {
    accounts,
    byService,
    aws,
    twilio,
    revenue: sum(TIERS.map((tier) => count(tier) * (PLANS[tier].priceCents / 100))),
    perPayingAccount: { silver: perPaying('silver'), gold: perPaying('gold') },
  };
}
