import { describe, expect, it } from 'vitest';
import { aProject } from '../dashboard/screen-harness';
import { projectFieldsOf, withinPlan } from './form-values';
import { projectLimitToast } from './limit-message';

const goldSetup = projectFieldsOf(
  aProject({
    alertEmail: 'a@example.com',
    alertEmail2: 'b@example.com',
    alertEmail3: 'c@example.com',
    alertPhone: '5551230001',
    alertPhoneConsent: true,
    alertPhone3: '5551230003',
    alertPhone3Consent: true,
    smsAlerts: true,
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2026-09-01',
  }),
);

describe('withinPlan', () => {
  it('keeps everything on Gold', () => {
    expect(withinPlan(goldSetup, 'gold')).toEqual(goldSetup);
  });

  it('drops the third slots on Silver and keeps the first two', () => {
    const silver = withinPlan(goldSetup, 'silver');
    expect([silver.alertEmail2, silver.alertEmail3]).toEqual(['b@example.com', '']);
    expect([silver.alertPhone, silver.alertPhone3, silver.alertPhone3Consent]).toEqual([
      '5551230001',
      '',
      false,
    ]);
    expect(silver.recurringAlertsInterval).toBe('15');
  });

  it('keeps one email and nothing SMS or recurring on Free', () => {
    const free = withinPlan(goldSetup, 'free');
    expect([free.alertEmail, free.alertEmail2]).toEqual(['a@example.com', '']);
    expect([free.alertPhone, free.alertPhoneConsent, free.smsAlerts]).toEqual(['', false, false]);
    expect([
      free.recurringAlertsInterval,
      free.recurringAlertsStartDate,
      free.recurringAlertsEndDate,
    ]).toEqual(['', '', '']);
  });
});

describe('projectFieldsOf', () => {
  it('never carries the id or timestamps back to the API', () => {
    expect(projectFieldsOf(aProject())).not.toHaveProperty('id');
    expect(projectFieldsOf(aProject())).not.toHaveProperty('updatedAt');
    expect(projectFieldsOf(aProject())).not.toHaveProperty('createdAt');
  });
});

describe('projectLimitToast', () => {
  it('points Free users at Silver and Silver users at Gold', () => {
    expect(projectLimitToast('free')).toEqual({
      title: 'Project Limit Reached',
      description: 'Your Free plan includes 1 project. Upgrade to Silver for up to 10 projects.',
    });
    expect(projectLimitToast('silver').description).toBe(
      'Your Silver plan includes up to 10 projects. Upgrade to Gold for up to 50 projects.',
    );
    expect(projectLimitToast('gold').description).toBe('Your Gold plan includes up to 50 projects.');
  });
});
