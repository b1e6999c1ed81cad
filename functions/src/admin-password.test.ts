import { describe, expect, it } from 'vitest';
import { weakAdminPasswordReason } from './admin-password';

describe('the admin password check', () => {
  it.each([
    ['short', 'must be at least 15 characters'],
    ['correct-horse', 'must be at least 15 characters'],
    ['ops-team-ops-team-2026', 'must not contain the username'],
    ['aaaaaaaaaaaaaaaaaaaa', 'must use at least 8 different characters'],
    ['abababab12121212', 'must use at least 8 different characters'],
    ['Password123456789!', 'is a common password or built from common words and key runs'],
    ['adminadminadmin1', 'must use at least 8 different characters'],
    ['lienminder-admin-2026', 'is a common password or built from common words and key runs'],
    ['qwertyuiop1234567890', 'is a common password or built from common words and key runs'],
    ['changeme-changeme-letmein', 'is a common password or built from common words and key runs'],
    ['zyxwvutsrqp9876543210', 'is a common password or built from common words and key runs'],
  ])('refuses %s', (password, reason) => {
    expect(weakAdminPasswordReason('ops-team', password)).toBe(reason);
  });

  it.each([
    'correct horse battery staple',
    'pass:with:colons',
    'Tq8#vL2m!Rz5wXk0',
    'fake-admin-password-for-tests',
  ])('accepts %s', (password) => {
    expect(weakAdminPasswordReason('consent-admin', password)).toBeNull();
  });
});
