// The public calculators page in a real browser (Debian's chromium under playwright-core), on a
// phone: a form filled and sent, its result, a form sent incomplete; every page passes axe-core
// without a serious violation and loads nothing its CSP refuses.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { type TestApp, startTestApp } from '../support/app.js';
import { type AxeFinding, axeViolations, fitsTheScreen, launchChromium, serious, watch } from '../support/browser.js';

let browser: Browser;
let app: TestApp;

beforeAll(async () => {
  browser = await launchChromium();
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the public tools page in chromium', () => {
  it('computes a rent revision from the form on a phone, and says what to correct', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const seen = watch(page);
    const findings: AxeFinding[] = [];
    expect((await page.goto(`${app.baseUrl}/tools`))?.status()).toBe(200);
    expect(await fitsTheScreen(page)).toBe(true);
    findings.push(...(await axeViolations(page)));

    const revision = page.locator('#revision');
    await revision.getByLabel('Indice du bail').selectOption('IRL');
    await revision.getByLabel('Loyer actuel hors charges (€)').fill('800');
    await revision.getByLabel('Année du nouvel indice').fill('2025');
    await revision.getByLabel('Trimestre du nouvel indice').selectOption('3');
    await Promise.all([page.waitForURL(/\/tools\/rent-revision#revision$/), revision.getByRole('button').click()]);
    expect(await page.locator('#revision .result strong').textContent()).toMatch(/^Loyer révisé : 806,97\s€$/);
    findings.push(...(await axeViolations(page)));

    const deposit = page.locator('#depot');
    await deposit.getByLabel('Loyer mensuel hors charges (€)').fill('900');
    // The browser asks for the date itself; the page says it too when it is sent empty.
    expect(
      await deposit
        .getByLabel('Date de remise des clés')
        .evaluate((e) => (e as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing),
    ).toBe(true);
    await deposit.getByLabel('Date de remise des clés').evaluate((e) => e.removeAttribute('required'));
    await Promise.all([page.waitForURL(/\/tools\/deposit-penalty#depot$/), deposit.getByRole('button').click()]);
    expect(await page.locator('#depot .field-error').textContent()).toBe(
      '« Date de remise des clés » est à renseigner.',
    );
    findings.push(...(await axeViolations(page)));

    expect(serious(findings)).toEqual([]);
    expect(seen).toEqual({ errors: [], referers: [] });
  }, 60_000);
});
