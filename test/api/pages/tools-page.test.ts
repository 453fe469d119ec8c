// The public calculators page (/tools) over HTTP: the forms, each result computed as its JSON
// public tool computes it, the fields to correct (400), a rule's refusal (422), escaping, and the
// public routes' budget per client address. In a real browser: test/browser/tools-page.test.ts.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, clientFor, startTestApp } from '../../support/app.js';
import { ok } from '../../support/leasing.js';
import { expectPage, pageClient } from '../../support/pages.js';

const LIMIT = 4;
let app: TestApp;
let pages: ReturnType<typeof pageClient>;
/** The JSON public tools, from the same address. */
let tools: Client;

beforeAll(async () => {
  app = await startTestApp({ publicRateLimit: { limit: LIMIT, windowSeconds: 3600 } });
}, 60_000);
afterAll(() => app.close());

/** Each test speaks from a network of its own (a random /64): the budget is per client address. */
beforeEach(() => {
  const address = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;
  pages = pageClient(app.baseUrl, { 'x-forwarded-for': address });
  tools = clientFor(app.baseUrl, { 'x-forwarded-for': address });
});

const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

describe('the public tools page', () => {
  it('shows the three calculators as forms, in French, with the security headers', async () => {
    const body = await expectPage(await pages.get('/tools'), 200, app.baseUrl);
    expect(body).toContain('<h1>Calculateurs de la location</h1>');
    for (const path of ['rent-revision#revision', 'deposit-penalty#depot', 'notice-end-date#preavis'])
      expect(body).toContain(`<form method="post" action="/tools/${path}">`);
    expect(body).toContain('<label for="revision-current_rent">Loyer actuel hors charges (€)</label>');
    expect(body).toContain('<option value="HabitationVide">Bail d&#39;habitation vide</option>');
  });

  it('revises a rent as the JSON tool does; an index not published is refused (422)', async () => {
    const json = ok(
      await tools.publicRentRevision.compute({
        body: { index_series: 'IRL', quarter: '2025-Q3', current_rent: 800 },
      }),
      200,
    );
    const fields = { index_series: 'IRL', current_rent: '800,00', year: '2025', quarter: '3', postal_code: '' };
    const body = await expectPage(await pages.post('/tools/rent-revision', fields), 200, app.baseUrl);
    expect(body).toContain(`<strong>Loyer révisé : ${euros(json.new_rent)}</strong>`);
    expect(body).toContain('Indice du 3e trimestre 2025 : 145,77 ; un an plus tôt : 144,51');
    expect(body).toContain('value="800,00"');

    const later = await pages.post('/tools/rent-revision', { ...fields, year: '2090' });
    expect(await expectPage(later, 422, app.baseUrl)).toContain('Cet indice n’est pas encore connu');
  });

  it('says which fields to correct (400), and escapes what was typed', async () => {
    const fields = { index_series: 'IRL', current_rent: '', year: '2025', quarter: '3', postal_code: '<b>75</b>' };
    const body = await expectPage(await pages.post('/tools/rent-revision', fields), 400, app.baseUrl);
    expect(body).toContain('« Loyer actuel hors charges (€) » est à renseigner.');
    expect(body).toContain('« Code postal du logement (facultatif) » n’est pas valable.');
    expect(body).toContain(
      'id="revision-current_rent" name="current_rent" value="" inputmode="decimal" required aria-invalid="true"',
    );
    expect(body).toContain('value="&lt;b&gt;75&lt;/b&gt;"');
    expect(body).not.toContain('<b>75');
  });

  it('computes the deposit deadline and penalty as the JSON tool does', async () => {
    const json = ok(
      await tools.publicDepositPenalty.compute({
        body: {
          keys_returned_on: '2025-01-31',
          exit_matches_entry: true,
          monthly_rent: 900,
          returned_on: '2025-04-15',
        },
      }),
      200,
    );
    const body = await expectPage(
      await pages.post('/tools/deposit-penalty', {
        keys_returned_on: '2025-01-31',
        exit_matches_entry: 'oui',
        monthly_rent: '900',
        returned_on: '2025-04-15',
        forwarding_address_given: 'oui',
      }),
      200,
      app.baseUrl,
    );
    expect(json.penalty).toBeGreaterThan(0);
    expect(body).toContain(
      '<strong>Date limite de restitution : 28 février 2025</strong> (1 mois après la remise des clés)',
    );
    expect(body).toContain(`<strong>pénalité de ${euros(json.penalty)}</strong>`);
    expect(body).toContain(`soit ${json.late_periods} mois commencés`);
  });

  it('gives the last day of a lease under a notice as the JSON tool does, and a refusal in French', async () => {
    const json = ok(
      await tools.publicNotice.compute({
        body: { given_by: 'TENANT', lease_type: 'HabitationVide', received_on: '2025-01-15', reason: 'JOB_TRANSFER' },
      }),
      200,
    );
    const tenant = {
      given_by: 'TENANT',
      lease_type: 'HabitationVide',
      received_on: '2025-01-15',
      reason: 'JOB_TRANSFER',
    };
    const body = await expectPage(
      await pages.post('/tools/notice-end-date', { ...tenant, reason_justified: 'oui' }),
      200,
      app.baseUrl,
    );
    expect(json.reduced).toBe(true);
    expect(body).toContain(`<strong>Dernier jour du bail : 15 février 2025</strong> (préavis de 1 mois, réduit)`);
    expect(json.end_date).toBe('2025-02-15');

    const late = await pages.post('/tools/notice-end-date', {
      given_by: 'LANDLORD',
      lease_type: 'HabitationVide',
      received_on: '2025-12-01',
      reason: 'SALE',
      lease_end_date: '2025-12-31',
    });
    expect(await expectPage(late, 422, app.baseUrl)).toContain(
      'Le congé du bailleur est reçu trop tard pour mettre fin au bail à son terme.',
    );
  });

  it('spends from the public budget of the client address, and says so in a French page (429)', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await pages.get('/tools')).status).toBe(200);
    const over = await pages.get('/tools');
    expect(await expectPage(over, 429, app.baseUrl)).toContain('<h1>Trop de demandes</h1>');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    // The JSON public tools share the budget.
    const capped = await tools.publicDepositCap.compute({ body: { lease_type: 'HabitationVide', monthly_rent: 900 } });
    expect(capped.status).toBe(429);
  });
});
