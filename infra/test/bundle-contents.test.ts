/**
 * What a function's bundle must not carry for want of a narrower import (docs/decisions/006, "Later
 * (the morning message and deliverability)"): each case once put kilobytes into bundles under the
 * 250 KB budget that never run them.
 */
import { expect, it } from 'vitest';
import { bundleInputs, bundleOf } from './bundle-inputs';

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

const DESCRIPTIONS_FILE = /shared\/src\/deadlines\/deadline-descriptions\.ts$/;
/** Words of the Claim of Lien's description (deadline-descriptions.ts), in no name or other text. */
const A_DESCRIPTION = 'Punch-list, warranty, corrective and clean-up work do not extend this date';

it("functions that answer no deadline's description carry none: the engine names and dates only", async () => {
  // The saves answer the project without its deadlines; an alert and the dashboard name them.
  for (const name of ['SendAlert', 'UpdateProject', 'GetDashboard']) {
    const { code, inputs } = await bundleOf(name);
    expect(code, name).not.toContain(A_DESCRIPTION);
    expect(bytesMatching(inputs, DESCRIPTIONS_FILE), name).toBe(0);
  }
  // A project's GET answers every deadline with its description (about 9.7 KB minified).
  const { code, inputs } = await bundleOf('GetProject');
  expect(code).toContain(A_DESCRIPTION);
  expect(bytesMatching(inputs, DESCRIPTIONS_FILE)).toBeGreaterThan(8_000);
}, 120_000);

it('the document route reads the project without the deadline engine', async () => {
  const { code, inputs } = await bundleOf('GetProjectDocument');
  expect(code).not.toContain(A_DESCRIPTION);
  // No deadline is named: no title of the engine's ("Record Claim of Lien" is also a form's heading).
  expect(code).not.toContain('Answer the Sworn Statement Demand');
  expect(bytesMatching(inputs, /shared\/src\/deadlines\/deadline-names\.ts$/)).toBe(0);
  // Of the engine, only the day counts the serving guide states and the notice's id (3.9 KB in all).
  expect(bytesMatching(inputs, /shared\/src\/deadlines\/engine\.ts$/)).toBeLessThan(200);
  // Only the two phrases the serving guide shares with the Notice to Owner's description.
  expect(bytesMatching(inputs, DESCRIPTIONS_FILE)).toBeLessThan(1_200);
}, 60_000);
