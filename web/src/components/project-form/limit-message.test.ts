import { describe, expect, it } from 'vitest';
import { projectLimitToast } from './limit-message';

describe('projectLimitToast', () => {
  it('points Free users at Silver, Silver users at Gold, and Gold users at nothing more', () => {
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
