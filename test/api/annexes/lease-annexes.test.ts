import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ANNEX_CATALOGUE } from '../../../core/annexes/annex-catalogue.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { pdfOfSize, samples } from '../../support/files.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the lease annex PDF tests');

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lease annexes');
  client = tenant.client;
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);

async function pdfMedia(name: string) {
  return ok(await client.media.upload({ body: { file: new File([samples.pdf()], name) } }), 201).id;
}

async function download(c: Client, leaseId: string, annexId: string) {
  const response = await c.leaseAnnexes.download({ params: { lease_id: leaseId, annex_id: annexId } });
  const bytes = response.status === 200 ? Buffer.from(await (response.body as Blob).arrayBuffer()) : null;
  return { response, bytes };
}

async function textOf(leaseId: string, annexId: string): Promise<string> {
  const { bytes } = await download(client, leaseId, annexId);
  return pdftotext ? normaliseText(await pdfToText(pdftotext, bytes!)) : '';
}

/** A recent building, so that lead, asbestos, electricity and gas are not required. */
async function recentLease(type: 'HabitationVide' | 'HabitationMeublee' = 'HabitationVide') {
  const place = ok(
    await client.places.create({
      body: { name: 'Résidence neuve', construction_date: '2020-01-01T00:00:00' } as never,
    }),
    201,
  );
  const estate = ok(
    await client.estates.createInPlace({
      params: { id: place.id },
      body: { name: 'A12', fiscal_identifier: `FI-${Math.random()}`, rent_amount: 900, area: 40 } as never,
    }),
    201,
  );
  const { lease } = await leaseWithTenant(client, { type, estate_id: estate.id, start_date: today() });
  return { lease, estate };
}

async function diagnose(estateId: string, type: string, date = today(), withFile = true) {
  return ok(
    await client.estateDiagnostics.create({
      params: { estate_id: estateId },
      body: {
        diagnostic_type: type,
        diagnosis_date: date,
        ...(withFile ? { media_id: await pdfMedia(`${type}.pdf`) } : {}),
      } as never,
    }),
    201,
  );
}

async function dpe(estateId: string) {
  return ok(
    await client.energyDiagnoses.create({
      body: {
        estate_id: estateId,
        reference_number: 'DPE-1',
        diagnosis_date: '2024-01-01',
        valid_until: '2033-12-31',
        energy_label: 'C',
        ges_label: 'C',
        construction_year: 2020,
        media_id: await pdfMedia('dpe.pdf'),
      } as never,
    }),
    201,
  );
}

async function signedEntry(leaseId: string, inventory: unknown[] = []) {
  const report = ok(
    await client.conditionReports.create({
      params: { lease_id: leaseId },
      body: {
        report_type: 'ENTRY',
        inspection_date: today(),
        items: [{ element: 'Murs', condition: 'GOOD' }],
        inventory,
      } as never,
    }),
    201,
  );
  for (const party of ['TENANT', 'LANDLORD'] as const) {
    ok(
      await client.conditionReports.signOff({
        params: { lease_id: leaseId, report_id: report.id },
        body: { party, signatory: party },
      }),
      200,
    );
  }
  return report;
}

const attach = async (leaseId: string) =>
  ok(await client.leaseAnnexes.attachMandatory({ params: { lease_id: leaseId }, body: undefined }), 200);
const compliance = async (leaseId: string) =>
  ok(await client.leaseAnnexes.compliance({ params: { lease_id: leaseId } }), 200);

describe('lease annexes', () => {
  it('serves the global catalogue, the same for every tenant', async () => {
    const list = ok(await client.annexCatalogue.list({ query: { per_page: 50 } }), 200);
    expect(list.data).toEqual([...ANNEX_CATALOGUE].sort((a, b) => a.code.localeCompare(b.code)));
    const other = await app.newTenant('Lease annexes other');
    expect(ok(await other.client.annexCatalogue.list({ query: { per_page: 50 } }), 200).data).toEqual(list.data);
    const generated = ok(await client.annexCatalogue.list({ query: { source_category: 'GENERATED' } }), 200);
    expect(generated.data.map((e) => e.code)).toEqual([
      'ENTRY_CONDITION_REPORT',
      'FURNITURE_INVENTORY',
      'RENT_CONTROL_MENTIONS',
    ]);
  });

  it('attaches what the law requires, tells what is missing, and attaches the rest once it exists', async () => {
    const { lease, estate } = await recentLease();
    const first = await attach(lease.id);
    expect(first.attached.map((a) => [a.code, a.source_category, a.media_id])).toEqual([
      ['NOTICE_INFORMATION', 'STATIC_FILE', null],
    ]);
    expect(first.missing.map((m) => m.code)).toEqual(['ENTRY_CONDITION_REPORT', 'DPE', 'RISKS']);
    const before = await compliance(lease.id);
    expect(before).toMatchObject({ complete: false, reference_date: today() });
    expect(before.present.map((p) => p.code)).toEqual(['NOTICE_INFORMATION']);
    expect(before.missing.map((m) => [m.code, m.reason])).toEqual([
      ['ENTRY_CONDITION_REPORT', 'no entry condition report signed by both parties yet'],
      ['DPE', `no Diagnostic de performance énergétique (DPE) recorded on ${today()}`],
      ['RISKS', `no État des risques (ERP) recorded on ${today()}`],
    ]);
    const notice = first.attached[0];
    const { response } = await download(client, lease.id, notice.id);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    if (pdftotext) expect(await textOf(lease.id, notice.id)).toContain('Droits et obligations des parties');

    const energy = await dpe(estate.id);
    const risks = await diagnose(estate.id, 'RISKS');
    const report = await signedEntry(lease.id);
    const second = await attach(lease.id);
    expect(second.attached.map((a) => [a.code, a.source_id])).toEqual([
      ['ENTRY_CONDITION_REPORT', report.id],
      ['DPE', energy.id],
      ['RISKS', risks.id],
    ]);
    expect(second.attached.find((a) => a.code === 'RISKS')).toMatchObject({
      media_id: risks.media_id,
      valid_until: risks.valid_until,
    });
    expect(second.unchanged.map((a) => a.code)).toEqual(['NOTICE_INFORMATION']);
    expect(second.missing).toEqual([]);
    if (pdftotext) {
      const entryAnnex = second.attached.find((a) => a.code === 'ENTRY_CONDITION_REPORT')!;
      expect(await textOf(lease.id, entryAnnex.id)).toContain("État des lieux d'entrée");
    }
    expect(await compliance(lease.id)).toMatchObject({ complete: true, missing: [], expired: [] });

    // Nothing changed: nothing attached; a new risks state refreshes that annex only.
    expect((await attach(lease.id)).attached).toEqual([]);
    const newer = await diagnose(estate.id, 'RISKS');
    const third = await attach(lease.id);
    expect(third.attached.map((a) => [a.code, a.source_id])).toEqual([['RISKS', newer.id]]);
    const listed = ok(await client.leaseAnnexes.list({ params: { lease_id: lease.id }, query: { sort: 'code' } }), 200);
    expect(listed.data.map((a) => a.code)).toEqual(['DPE', 'ENTRY_CONDITION_REPORT', 'NOTICE_INFORMATION', 'RISKS']);
  }, 120_000);

  it('reports an expired diagnostic as expired, and a diagnostic without its report has no file', async () => {
    const { lease, estate } = await recentLease();
    await dpe(estate.id);
    await diagnose(estate.id, 'RISKS', '2020-01-01', false);
    const result = await attach(lease.id);
    expect(result.missing.find((m) => m.code === 'RISKS')).toMatchObject({
      expired: true,
      lacking: 'the État des risques (ERP) expired on 2020-06-30',
    });
    const report = await compliance(lease.id);
    expect(report.expired.map((e) => [e.code, e.valid_until])).toEqual([['RISKS', '2020-06-30']]);

    const recent = await diagnose(estate.id, 'RISKS', today(), false);
    const annex = (await attach(lease.id)).attached.find((a) => a.code === 'RISKS')!;
    expect(annex).toMatchObject({ source_id: recent.id, media_id: null });
    problem((await download(client, lease.id, annex.id)).response as never, 409);
  }, 120_000);

  it('generates the furniture inventory of a furnished lease and the rent mentions of a regulated one', async () => {
    const { lease } = await recentLease('HabitationMeublee');
    ok(
      await client.leases.update({
        params: { id: lease.id },
        body: {
          is_subject_to_reference_rent_cap: true,
          reference_rent_per_m2: 25.3,
          reference_rent_increased_per_m2: 30.36,
        } as never,
      }),
      200,
    );
    await signedEntry(lease.id, [{ item_code: 'BEDDING', label: 'Couette', quantity: 1, condition: 'GOOD' }]);
    const result = await attach(lease.id);
    expect(result.attached.map((a) => a.code)).toEqual([
      'NOTICE_INFORMATION',
      'RENT_CONTROL_MENTIONS',
      'ENTRY_CONDITION_REPORT',
      'FURNITURE_INVENTORY',
    ]);
    if (pdftotext) {
      const mentions = result.attached.find((a) => a.code === 'RENT_CONTROL_MENTIONS')!;
      expect(await textOf(lease.id, mentions.id)).toContain('Loyer de référence majoré : 30,36 € par m²');
      const inventory = result.attached.find((a) => a.code === 'FURNITURE_INVENTORY')!;
      expect(await textOf(lease.id, inventory.id)).toContain('Couette (1) : bon état');
    }
  }, 120_000);

  it('takes uploads: several OTHER annexes, one per code otherwise; a hand upload is kept by attach-mandatory', async () => {
    const { lease } = await recentLease();
    const upload = (code: string | undefined, bytes: Buffer, name: string) =>
      client.leaseAnnexes.upload({
        params: { lease_id: lease.id },
        body: { ...(code ? { code } : {}), title: 'Attestation', file: new File([bytes], name) } as never,
      });
    const a = ok(await upload(undefined, samples.pdf(), 'a.pdf'), 201);
    ok(await upload('OTHER', samples.png(), 'b.png'), 201);
    expect(a).toMatchObject({ code: 'OTHER', source_category: 'USER_UPLOAD', title: 'Attestation' });
    const { bytes } = await download(client, lease.id, a.id);
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    const notice = ok(await upload('NOTICE_INFORMATION', samples.pdf(), 'notice-officielle.pdf'), 201);
    expect(problem(await upload('notice_information', samples.pdf(), 'again.pdf'), 409).existing_annex_id).toBe(
      notice.id,
    );
    expect((await attach(lease.id)).unchanged.map((x) => x.id)).toEqual([notice.id]);
    problem(await upload('OTHER', samples.text(), 'fake.pdf'), 415);
    problem(await upload('OTHER', pdfOfSize(20 * 1024 * 1024 + 1), 'big.pdf'), 413);
    expect((await client.leaseAnnexes.remove({ params: { lease_id: lease.id, annex_id: a.id } })).status).toBe(204);
    problem(await client.leaseAnnexes.get({ params: { lease_id: lease.id, annex_id: a.id } }), 404);
    // The uploaded file of a removed annex goes with it.
    problem(await client.media.get({ params: { media_id: a.media_id! } }), 404);
  }, 120_000);

  it('answers 404 across tenants and leases, and 409 once the lease is terminated', async () => {
    const { lease } = await recentLease();
    const { lease: otherLease } = await recentLease();
    const [notice] = (await attach(lease.id)).attached;
    problem(await client.leaseAnnexes.get({ params: { lease_id: otherLease.id, annex_id: notice.id } }), 404);
    const stranger = await app.newTenant('Lease annexes stranger');
    problem(
      await stranger.client.leaseAnnexes.attachMandatory({ params: { lease_id: lease.id }, body: undefined }),
      404,
    );
    problem(await stranger.client.leaseAnnexes.compliance({ params: { lease_id: lease.id } }), 404);
    problem((await download(stranger.client, lease.id, notice.id)).response as never, 404);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(
      problem(await client.leaseAnnexes.attachMandatory({ params: { lease_id: lease.id }, body: undefined }), 409)
        .lease_status,
    ).toBe('TERMINATED');
    problem(await client.leaseAnnexes.remove({ params: { lease_id: lease.id, annex_id: notice.id } }), 409);
  }, 120_000);
});
