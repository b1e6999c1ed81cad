import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newAccount, openPage, register } from './browser';

/**
 * Text the API accepted renders as text. Markup, a right-to-left override, emoji
 * and a zero-width joiner, saved through the API as the fuzz tests send them, must come back on the
 * dashboard and in the edit form exactly, with no element or script created from them.
 */
const HOSTILE = {
  name: '<img src=x id=injected-img onerror="window.__injected=1">Tower 👩‍👩‍👧',
  address: '"><b id=injected-bold>1 Main</b> St \u202eLF ,imaiM',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, saved as typed.
  generalContractor: "Builders & Sons <script>window.__injected=2</script> ${7*7} '; --",
  propertyOwner: 'Owner\u00a0LLC\u200d <svg onload=alert(1)>',
};

describe('untrusted text in the project screens', () => {
  let browser: Browser;
  let page: Page;
  let projectId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    await register(page, newAccount());
    const answer = await page.evaluate(async (fields) => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, firstFurnishingDate: '2026-11-02' }),
      });
      return { status: response.status, body: await response.json() };
    }, HOSTILE);
    expect(answer.status).toBe(201);
    projectId = answer.body.project.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const injected = () =>
    page.evaluate(() => ({
      flag: (window as { __injected?: number }).__injected ?? null,
      elements: document.querySelectorAll(
        '#injected-img, #injected-bold, svg[onload], body script:not([src])',
      ).length,
      // index.html's own two, in the head: the first-load table and the script that reads it.
      headScripts: document.querySelectorAll('head script:not([src])').length,
    }));

  it('shows every field on the dashboard as the characters saved', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: HOSTILE.name }).waitFor();
    const shown = await page.evaluate(() => document.body.textContent ?? '');
    for (const text of Object.values(HOSTILE)) expect(shown).toContain(text);
    expect(await injected()).toEqual({ flag: null, elements: 0, headScripts: 2 });
  });

  it('fills the edit form with exactly the saved text', async () => {
    await page.goto(`/projects/${projectId}/edit`);
    await expect.poll(() => page.getByLabel(/^Project Name/).inputValue()).toBe(HOSTILE.name);
    expect(await page.getByLabel(/^Project Address/).inputValue()).toBe(HOSTILE.address);
    expect(await page.getByLabel(/^General Contractor/).inputValue()).toBe(HOSTILE.generalContractor);
    expect(await page.getByLabel(/^Property Owner/).inputValue()).toBe(HOSTILE.propertyOwner);
    expect(await injected()).toEqual({ flag: null, elements: 0, headScripts: 2 });
  });
});
