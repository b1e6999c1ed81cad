import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  ASSUMPTIONS,
  alertsPerProjectYear,
  burstPartitionWrites,
  checks,
  load,
  monthlyCost,
  shardsNeeded,
  tierLoad,
} from './model';
import { PRICES } from './prices';

const a = ASSUMPTIONS;

describe('the capacity model', () => {
  it('counts five alerts per statutory deadline (30, 14, 7, 3, 1 days) and one per reminder, on paid plans only', () => {
    expect(alertsPerProjectYear(a, 'free')).toBe(10);
    expect(alertsPerProjectYear(a, 'silver')).toBe(10);
    expect(alertsPerProjectYear(a, 'gold')).toBeCloseTo(10 + 365 / 15, 10);
    // A Free account cannot have reminders, whatever the mix says.
    const freeWithReminders = { ...a, mix: { ...a.mix, free: { ...a.mix.free, reminderEveryDays: 15 } } };
    expect(alertsPerProjectYear(freeWithReminders, 'free')).toBe(10);
  });

  it('puts the Eastern share of a peak day in the 9:00 minute, and its messages by plan', () => {
    const l = load(a, 100_000);
    expect(l.projects).toBe(70_000 * 1 + 20_000 * 5 + 10_000 * 30);
    const perYear = 70_000 * 10 + 100_000 * 10 + 300_000 * (10 + 365 / 15);
    expect(l.alertsPerYear).toBeCloseTo(perYear, 6);
    expect(l.nineOClockAlerts).toBeCloseTo(((perYear * 2) / 365) * 0.94, 6);
    // One text a morning per phone: Silver's phone hears its 5 projects, Gold's two their 30.
    const morning = (alertsPerDay: number) => 1 - Math.exp(-alertsPerDay);
    expect(l.nineOClockTexts).toBeCloseTo(
      (20_000 * 1 * morning((2 * 5 * 10) / 365) + 10_000 * 2 * morning((2 * 30 * (10 + 365 / 15)) / 365)) *
        0.94,
      6,
    );
    expect(l.pendingSchedules).toBeCloseTo(perYear / 2, 6);
  });

  it('sends a recipient one message a morning: fewer messages than alerts, more when recipients share fewer projects', () => {
    const gold = tierLoad(a, 'gold', 1 / a.mix.gold.share);
    // 30 projects of 34.3 alerts a year: 2.8 alerts a morning on average, 94% of mornings with one.
    expect(gold.textsPerYear / 12).toBeCloseTo(
      (2 * 365 * (1 - Math.exp(-(30 * (10 + 365 / 15)) / 365))) / 12,
      6,
    );
    expect(gold.textsPerYear).toBeLessThan(gold.alertsPerYear * 2);
    const halfShared = { ...a, mix: { ...a.mix, gold: { ...a.mix.gold, recipientShareOfProjects: 0.5 } } };
    const split = tierLoad(halfShared, 'gold', 1 / a.mix.gold.share);
    expect(split.textsPerYear).toBeGreaterThan(gold.textsPerYear);
    // The deadlines emailed do not depend on how they are grouped.
    expect(split.emailedDeadlinesPerYear).toBeCloseTo(gold.emailedDeadlinesPerYear, 9);
  });

  it('divides each per-day key’s writes by the shards, and sizes the shards to half a partition', () => {
    const l = load(a, 100_000);
    const one = burstPartitionWrites(a, l, 1);
    const sixteen = burstPartitionWrites(a, l, 16);
    expect(sixteen.deliveryDue).toBeCloseTo(one.deliveryDue / 16, 9);
    expect(sixteen.alertDay).toBeCloseTo(one.alertDay / 16, 9);
    const shards = shardsNeeded(a, 100_000);
    expect(burstPartitionWrites(a, l, shards).deliveryDue).toBeLessThanOrEqual(500);
    expect(burstPartitionWrites(a, l, shards - 1).deliveryDue).toBeGreaterThan(500);
  });

  it('says where a linear figure reaches its planned share of the limit', () => {
    const pending = checks(a, 100_000, 16).find((check) => check.name === 'pending schedules');
    expect(pending?.use).toBeCloseTo(6_000_000 / LIMITS.schedulerSchedules.value, 9);
    const at = pending?.breaksAtAccounts ?? 0;
    expect(at).toBeCloseTo(100_000 * (0.8 / 0.6), 6);
    expect(load(a, at).pendingSchedules).toBeCloseTo(0.8 * LIMITS.schedulerSchedules.value, 3);
  });

  it('prices each text as a segment plus the carrier fee, and carries the free accounts on the paying ones', () => {
    const cost = monthlyCost(a, 100_000);
    const mornings = (alertsPerYear: number) => 365 * (1 - Math.exp(-alertsPerYear / 365));
    const textsAMonth = (20_000 * 1 * mornings(5 * 10) + 10_000 * 2 * mornings(30 * (10 + 365 / 15))) / 12;
    expect(cost.byService.twilioSms).toBeCloseTo(
      textsAMonth * (PRICES.twilio.smsSegment + PRICES.twilio.carrierFee),
      6,
    );
    expect(cost.revenue).toBeCloseTo(20_000 * 8.99 + 10_000 * 14.99, 6);
    // Every dollar is carried by some paying account.
    const carried = 20_000 * cost.perPayingAccount.silver.cost + 10_000 * cost.perPayingAccount.gold.cost;
    expect(carried).toBeCloseTo(cost.aws + cost.twilio, 4);
  });
});
