// The public PDFs without a key, read back with pdftotext: a rent receipt from posted figures
// (quittance or reçu, loi 89-462 art. 21) and a slip of the keys and documents handed over.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PdfRenderer } from '../../../core/ports/pdf-renderer.js';
import { PdfRenderError } from '../../../core/ports/pdf-renderer.js';
import { type Client, type TestApp, clientFor, startTestApp } from '../../support/app.js';
import { tenantRows } from '../../support/db.js';
import { problem } from '../../support/leasing.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the public PDF text checks');
let app: TestApp;
let anonymous: Client;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = clientFor(app.baseUrl);
});
afterAll(() => app.close());

async function pdfText(response: { status: number; body: unknown; headers: Headers }): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await (response.body as Blob).arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return normaliseText(await pdfToText(pdftotext!, bytes));
}

const receipt = {
  landlord: { name: 'SCI Les Tilleuls', address: '4 rue des Lilas, 69003 Lyon' },
  tenant: { name: 'Camille Durand' },
  property: { address: '12 rue Oberkampf, 75011 Paris', description: 'Appartement, 3e étage gauche' },
  lease_reference: 'B-2024-17',
  period_start: '2025-03-01',
  period_end: '2025-03-31',
  rent: 850,
  charges: 90,
  paid_on: '2025-03-03',
  issued_on: '2025-03-05',
};
const generate = (body: Record<string, unknown>) => anonymous.publicReceipt.generate({ body: body as never });

describe('POST /public/tools/generate: a rent receipt', () => {
  it('gives a quittance for a period paid in full, rent and charges apart, with the art. 21 mentions', async () => {
    const res = await generate({ ...receipt, paid_amount: 940 });
    expect(res.headers.get('content-disposition')).toContain('quittance-2025-03-01.pdf');
    expect(res.headers.get('x-ratelimit-remaining')).toBeTruthy();
    const text = await pdfText(res);
    for (const expected of [
      'Quittance de loyer',
      'Période du 01/03/2025 au 31/03/2025',
      'SCI Les Tilleuls',
      '4 rue des Lilas, 69003 Lyon',
      'Camille Durand',
      'Appartement, 3e étage gauche',
      '12 rue Oberkampf, 75011 Paris',
      'Bail n° B-2024-17',
      'Loyer hors charges : 850,00 €',
      'Charges : 90,00 €',
      'Total de la période : 940,00 €',
      'Somme reçue : 940,00 €, soit loyer 850,00 € et charges 90,00 €',
      'Paiement reçu le 03/03/2025',
      'et lui en donne quittance',
      'Fait le 05/03/2025.',
      'art. 21',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reste dû');
  });

  it('gives a reçu for a partial payment, the payment imputed to rent and charges in proportion, charges by heading', async () => {
    const res = await generate({
      ...receipt,
      paid_amount: 470,
      charge_details: [
        { category: 'WATER_AND_HEATING', amount: 60 },
        { category: 'ELEVATORS', amount: 30 },
      ],
    });
    expect(res.headers.get('content-disposition')).toContain('recu-2025-03-01.pdf');
    const text = await pdfText(res);
    for (const expected of [
      'Reçu de paiement partiel de loyer',
      'dont Eau froide, eau chaude et chauffage collectif : 60,00 €',
      'dont Ascenseurs et monte-charge : 30,00 €',
      'Somme reçue : 470,00 €, soit loyer 425,00 € et charges 45,00 €',
      'Ce reçu ne vaut pas quittance : il reste dû 470,00 €',
    ])
      expect(text).toContain(expected);
  });

  it('dates the receipt today when no date is given', async () => {
    const { issued_on: _dropped, ...undated } = receipt;
    const today = new Date().toISOString().slice(0, 10);
    const text = await pdfText(await generate({ ...undated, paid_amount: 940 }));
    expect(text).toContain(`Fait le ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}.`);
  });

  it.each([
    ['a payment over the period', { paid_amount: 940.01 }, 'body.paid_amount'],
    ['a payment of nothing', { paid_amount: 0 }, 'body.paid_amount'],
    ['a period ending before it starts', { paid_amount: 100, period_end: '2025-02-28' }, 'body.period_end'],
    ['a period over a year', { paid_amount: 100, period_end: '2026-03-01' }, 'body.period_end'],
    [
      'charges by heading that do not add up',
      { paid_amount: 100, charge_details: [{ category: 'ELEVATORS', amount: 10 }] },
      'body.charge_details',
    ],
    [
      'a heading twice',
      {
        paid_amount: 100,
        charge_details: [
          { category: 'ELEVATORS', amount: 45 },
          { category: 'ELEVATORS', amount: 45 },
        ],
      },
      'body.charge_details',
    ],
    ['a blank landlord', { paid_amount: 100, landlord: { name: '   ' } }, 'body.landlord.name'],
    ['a name too long', { paid_amount: 100, tenant: { name: 'x'.repeat(201) } }, 'body.tenant.name'],
    ['a control character', { paid_amount: 100, tenant: { name: 'Camille\u0000' } }, 'body.tenant.name'],
    [
      'an unknown heading',
      { paid_amount: 100, charge_details: [{ category: 'PARKING', amount: 90 }] },
      'body.charge_details.0.category',
    ],
    ['an impossible date', { paid_amount: 100, period_start: '2025-02-30' }, 'body.period_start'],
    ['an unknown field', { paid_amount: 100, lease_id: '00000000-0000-4000-8000-000000000000' }, 'body'],
  ])('refuses %s with a 400 problem', async (_what, change, path) => {
    const refused = problem(await generate({ ...receipt, ...change }), 400);
    expect(refused.errors?.map((e) => e.path)).toContain(path);
  });
});

const slip = {
  occasion: 'EXIT',
  handed_over_on: '2025-06-30',
  handed_over_by: { name: 'Camille Durand', address: '8 avenue Jean Jaurès, 69007 Lyon' },
  received_by: { name: 'SCI Les Tilleuls' },
  property: { address: '12 rue Oberkampf, 75011 Paris' },
  keys: [
    { label: 'Clé porte palière', count: 3 },
    { label: 'Badge parking', count: 1 },
  ],
  documents: [{ title: "Notice d'utilisation de la chaudière", copies: 1 }],
  notes: 'Boîte aux lettres : clé laissée dans la boîte.',
};
const bordereau = (body: Record<string, unknown>) => anonymous.publicHandoverSlip.generate({ body: body as never });

describe('POST /public/tools/bordereau: the keys and documents handed over', () => {
  it('lists the keys and documents, both parties, and at the exit the deposit deadline the keys start', async () => {
    const res = await bordereau(slip);
    expect(res.headers.get('content-disposition')).toContain('bordereau-2025-06-30.pdf');
    const text = await pdfText(res);
    for (const expected of [
      'Bordereau de restitution des clés et documents à la sortie des lieux',
      'Remise du 30/06/2025',
      'Remis par Camille Durand 8 avenue Jean Jaurès, 69007 Lyon',
      'Reçu par SCI Les Tilleuls',
      '12 rue Oberkampf, 75011 Paris',
      'Clés et badges remis (4)',
      'Clé porte palière 3',
      'Badge parking 1',
      'Documents remis (1)',
      "Notice d'utilisation de la chaudière 1",
      'Boîte aux lettres : clé laissée dans la boîte.',
      // Art. 22: one month after the keys when the exit matches the entry, two otherwise.
      'soit au plus tard le 30/07/2025',
      'le 30/08/2025 sinon',
    ])
      expect(text).toContain(expected);
  });

  it('titles an entry slip as such, without the deposit mention', async () => {
    const text = await pdfText(
      await bordereau({
        ...slip,
        occasion: 'ENTRY',
        documents: [],
        notes: undefined,
        keys: [{ label: 'Clé', count: 2 }],
      }),
    );
    expect(text).toContain("Bordereau de remise des clés et documents à l'entrée dans les lieux");
    expect(text).not.toContain('dépôt de garantie');
    expect(text).not.toContain('Documents remis');
  });

  it.each([
    ['nothing handed over', { keys: [], documents: [] }, 'body.keys'],
    ['an occasion it does not know', { occasion: 'VISIT' }, 'body.occasion'],
    ['a count of zero', { keys: [{ label: 'Clé', count: 0 }] }, 'body.keys.0.count'],
    ['too many keys', { keys: Array.from({ length: 31 }, () => ({ label: 'Clé', count: 1 })) }, 'body.keys'],
    ['notes too long', { notes: 'x'.repeat(1001) }, 'body.notes'],
  ])('refuses %s with a 400 problem', async (_what, change, path) => {
    const refused = problem(await bordereau({ ...slip, ...change }), 400);
    expect(refused.errors?.map((e) => e.path)).toContain(path);
  });
});

describe('public PDFs: limits and failures', () => {
  it('refuses a body over the small limit of the public routes with a 413 problem, and a non-JSON body with a 415', async () => {
    const big = JSON.stringify({ ...slip, notes: 'x'.repeat(20_000) });
    const res = await fetch(`${app.baseUrl}/api/public/tools/bordereau`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const xml = await fetch(`${app.baseUrl}/api/public/tools/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<receipt/>',
    });
    expect(xml.status).toBe(415);
  });

  it('answers 503 when the renderer cannot produce the PDF, and writes nothing anywhere', async () => {
    const failing: PdfRenderer = {
      kind: 'gotenberg',
      render: () => Promise.reject(new PdfRenderError('Gotenberg at http://127.0.0.1:9 is unreachable')),
    };
    const down = await startTestApp({ renderer: failing });
    try {
      const tenant = await down.newTenant('Untouched by public calls');
      const before = await tenantRows(tenant.tenantId);
      const res = await clientFor(down.baseUrl).publicReceipt.generate({
        body: { ...receipt, paid_amount: 940 } as never,
      });
      expect(problem(res, 503).detail).toContain('unreachable');
      expect(await tenantRows(tenant.tenantId)).toEqual(before);
    } finally {
      await down.close();
    }
  });
});
