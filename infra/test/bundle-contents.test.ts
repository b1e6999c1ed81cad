/**
 * What a function's bundle must not carry for want of a narrower import (docs/decisions/006, "Later
 * (the morning message and deliverability)"): each case once put kilobytes into bundles under the
 * 250 KB budget that never run them.
 */
import { expect, it } from 'vitest';
import { bundleInputs } from './bundle-inputs';

const MESSAGES_FILE = /shared\/src\/messages\.ts$/;

const bytesMatching = (inputs: Map<string, number>, pattern: RegExp) =>
  [...inputs].filter(([path]) => pattern.test(path)).reduce((sum, [, bytes]) => sum + bytes, 0);

it("functions that validate no form carry none of the spec's form messages, only the save conflict's", async () => {
  for (const name of ['GetDashboard', 'SendAlert', 'DailySweep', 'SmsStatus']) {
    // The whole MESSAGES table is 5.6 KB minified; the save conflict's message alone is 0.2 KB.
    expect(bytesMatching(await bundleInputs(name), MESSAGES_FILE), name).toBeLessThan(400);
  }
}, 120_000);

it('the SMS status webhook records consents without the consent log of the admin list', async () => {
  const inputs = await bundleInputs('SmsStatus');
  expect(bytesMatching(inputs, /store\/consent-records\.ts$/)).toBeGreaterThan(0);
  expect(bytesMatching(inputs, /store\/consent-log\.ts$/)).toBe(0);
}, 60_000);

it('the dashboard reads the suppression list without its writes', async () => {
  const inputs = await bundleInputs('GetDashboard');
  const suppressions = bytesMatching(inputs, /store\/suppressions\.ts$/);
  expect(suppressions).toBeGreaterThan(0);
  // Reads alone are about 0.9 KB; with the lifts and the outcomes' writes, 2 KB.
  expect(suppressions).toBeLessThan(1_400);
}, 60_000);
