// Tenant isolation proof: every route of the contract, called by a second tenant
// with the first tenant's ids, answers 404 (or a refusal before any lookup) and never shows the
// first tenant's data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreditPurchase } from '../../core/credits/credit-purchase.js';
import { fanOut } from '../../core/webhooks/fan-out.js';
import { notifySigners } from '../../core/signature/signature-process.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { fillPath, isPublic, isWorker, routes } from '../support/contract-walk.js';
import { seedBanking } from '../support/banking.js';
import { samples } from '../support/files.js';
import { PUBLIC_BODIES } from '../support/public-tools.js';
import { PLANS_SEGMENTS, seedPlansIsolation } from '../support/plans-isolation.js';
import { leaseWithTenant, newEstate, ok } from '../support/leasing.js';
import { grant, signableLease } from '../support/signature.js';
import { seedMandates } from '../support/isolation-mandates.js';
import { seedOwnerAccounts } from '../support/isolation-owner-accounts.js';
import { seedRuns } from '../support/runs.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../support/test-locks.js';
import { RecordingWorkflows } from '../support/workflows.js';
import { seedTemplates } from '../support/templates.js';
import { SYNDIC_SEGMENTS, expectSyndicIntact, seedSyndic } from '../support/isolation-syndic.js';

let app: TestApp;
let a: TestTenant;
let b: TestTenant;
const ids: Record<string, string> = {};
/** Tenant A's PDF cache once seeded: the walk of tenant B must leave it as it was. */
let cacheBefore: { misses: number; entries: number };
/** Records every tenant shares (reference data): reachable by both, not a leak. */
const shared: Record<string, string> = {};
const MARK = 'ZZ-TENANT-A-SECRET';

let releaseRelays: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // This file's webhook deliveries stay its own: another file's relay (webhooks.test.ts, on a moved
  // clock) would send them to a host that never answers and disable the subscription checked below.
  releaseRelays = await holdTestLock('webhookRelays');
  app = await startTestApp({ workflows: new RecordingWorkflows() });
  a = await app.newTenant('Isolation A');
  b = await app.newTenant('Isolation B');
  const c = a.client;
  shared.country = ok(await c.catalogue.countryByCode({ params: { code: 'FR' } }), 200).id;
  ids.owner = ok(await c.owners.create({ body: { last_name: MARK, email: 'secret-a@example.fr' } }), 201).id;
  const estate = await newEstate(c);
  ids.estate = estate.id;
  ids.place = estate.place_id;
  await c.places.update({ params: { id: ids.place }, body: { name: MARK, owner_id: ids.owner } });
  ids.room = ok(
    await c.rooms.create({ params: { place_id: ids.place, estate_id: ids.estate }, body: { designation: MARK } }),
    201,
  ).id;
  const { lease, lessee } = await leaseWithTenant(c, { estate_id: ids.estate, special_conditions: MARK });
  ids.lease = lease.id;
  ids.lessee = lessee.id;
  ok(await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  ok(await c.leaseDeposit.create({ params: { lease_id: lease.id }, body: { amount: 500, received_amount: 500 } }), 201);
  ids.retention = ok(
    await c.depositRetentions.add({
      params: { lease_id: lease.id },
      body: { category: 'REPAIRS', amount: 50, justification: MARK },
    }),
    201,
  ).id;
  ids.period = ok(await c.rentPeriods.open({ params: { lease_id: lease.id }, body: {} }), 200)[0].id;
  ids.payment = ok(
    await c.rentPayments.create({
      params: { lease_id: lease.id },
      body: { amount: 100, paid_on: '2025-01-05', method: 'CHEQUE', payer: MARK },
    }),
    201,
  ).id;
  ids.revision = ok(
    await c.rentRevisions.record({ params: { lease_id: lease.id }, body: { claimed_on: '2026-01-05' } }),
    201,
  ).id;
  // The payment issued the tenant's receipt of the period.
  ids.receipt = ok(await c.rentReceipts.list({ params: { lease_id: lease.id }, query: {} }), 200).data[0].id;
  await c.lessees.update({ params: { id: lessee.id }, body: { last_name: MARK } as never });
  ids.document = ok(
    await c.leaseDocuments.upload({
      params: { lease_id: lease.id },
      body: { document_type: 'LeaseAgreement', description: MARK, file: new File([samples.pdf()], 'a.pdf') },
    }),
    201,
  ).id;
  ids.pdf = ok(
    await c.leasePdfs.generate({ params: { lease_id: lease.id }, body: { template_type: 'LeaseContract' } }),
    201,
  ).id;
  await seedAmendments(c, lease.id);
  await seedMandates(c, ids, { owner: ids.owner, place: ids.place, lease: lease.id });
  await seedOwnerAccounts(c, ids);
  const templates = await seedTemplates(c, lease.id, MARK);
  Object.assign(ids, templates.ids);
  Object.assign(shared, templates.shared);
  Object.assign(ids, await seedBanking(c, MARK));
  Object.assign(ids, await seedRuns(c));
  ids.contact = ok(
    await c.contacts.create({
      body: {
        last_name: MARK,
        first_name: 'A',
        mobile_phone: '06 12 34 56 78',
        address: '1 rue Secrète, Paris',
        email: 'contact-a@example.fr',
      } as never,
    }),
    201,
  ).id;
  ids.link = ok(
    await c.contacts.link({
      params: { id: ids.contact },
      body: { entity_type: 'place', entity_id: ids.place, role: 'Syndic' } as never,
    }),
    201,
  ).id;
  ids.diagnosis = ok(
    await c.energyDiagnoses.create({
      body: {
        estate_id: ids.estate,
        reference_number: MARK,
        diagnosis_date: '2024-03-15',
        valid_until: '2034-03-15',
        energy_label: 'C',
        ges_label: 'B',
        construction_year: 1975,
        energy_consumption: 120,
        ges_emission: 8,
        heated_area: 65.5,
      } as never,
    }),
    201,
  ).id;
  ids.equipment = ok(
    await c.equipment.create({ body: { name: MARK, category: 'HVAC', room_id: ids.room } as never }),
    201,
  ).id;
  // A lease under signature: its contract PDF and signature document.
  const signable = await signableLease(c);
  ids.signing_lease = signable.leaseId;
  ids.signing_lessee = signable.lesseeId;
  await grant(app, a, 1);
  ids.document_signature = ok(
    await c.signatures.initiate({
      params: { lease_id: signable.leaseId },
      body: { pdf_id: signable.pdfId, signers: signable.signers },
    }),
    201,
  ).document_signature_id;
  // Its invitations, queued as the signature workflow queues them: tenant A's messages.
  await notifySigners(
    new MikroStore(app.orm.em.fork(), a.tenantId),
    {
      guestSecrets: app.services.signature.guestSecrets,
      notifier: app.services.signature.notifier,
      guestLink: (token) => `${app.baseUrl}/sign/${token}`,
    },
    ids.document_signature,
    {},
  );
  ids.message = ok(await c.messages.list({ query: {} }), 200).data[0].id;
  ids.media = ok(
    await c.media.upload({
      body: { lease_id: lease.id, description: MARK, file: new File([samples.jpeg()], 'a.jpg') },
    }),
    201,
  ).id;
  ids.diagnostic = ok(
    await c.estateDiagnostics.create({
      params: { estate_id: ids.estate },
      body: { diagnostic_type: 'GAS', diagnosis_date: '2024-03-15', notes: MARK },
    }),
    201,
  ).id;
  ids.report = ok(
    await c.conditionReports.create({
      params: { lease_id: lease.id },
      body: {
        report_type: 'ENTRY',
        inspection_date: '2025-01-01',
        general_comments: MARK,
        items: [{ room_id: ids.room, element: 'Murs', condition: 'GOOD', photo_media_ids: [ids.media] }],
      },
    }),
    201,
  ).id;
  // The estate's keys, handed to the tenant with the entry report.
  ids.key_set = ok(
    await c.keySets.create({
      params: { estate_id: ids.estate },
      body: { key_type: 'ENTRANCE_DOOR', count: 2, label: MARK },
    }),
    201,
  ).id;
  ids.key_handover = ok(
    await c.keySets.handOver({
      params: { estate_id: ids.estate, key_set_id: ids.key_set },
      body: { to_holder: 'TENANT', count: 2, condition_report_id: ids.report, comments: MARK },
    }),
    201,
  ).id;
  ids.annex = ok(
    await c.leaseAnnexes.upload({
      params: { lease_id: lease.id },
      body: { title: MARK, file: new File([samples.pdf()], 'annexe.pdf') },
    }),
    201,
  ).id;
  ok(await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  ids.notice = ok(
    await c.leaseNotices.give({
      params: { lease_id: lease.id },
      body: {
        given_by: 'TENANT',
        received_date: '2025-02-03',
        delivery_mode: 'REGISTERED_LETTER',
        motive_details: MARK,
      },
    }),
    201,
  ).id;
  ids.zone = ok(
    await c.legislativeZones.create({
      body: { zone_type: 'CITY', country_code: 'FR', code: 'ZZ-A-CITY', name: MARK } as never,
    }),
    201,
  ).id;
  // A credit purchase (as the payment provider's checkout leaves it), a webhook subscription and
  // the deliveries of A's events to it (fanned out, not sent).
  const purchase = Object.assign(new CreditPurchase(), {
    id: randomUUID(),
    package_id: '6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01',
    credits: 10,
    amount: 15,
    currency: 'EUR',
    provider: 'stripe',
    session_id: `cs_test_${MARK}`,
  });
  const store = new MikroStore(app.orm.em.fork(), a.tenantId);
  store.repo(CreditPurchase).persist(purchase);
  await store.flush();
  ids.purchase = purchase.id;
  ids.subscription = ok(
    await c.webhookSubscriptions.create({
      body: { url: 'https://hooks.example.com/a', event_types: ['*'], description: MARK },
    }),
    201,
  ).id;
  while ((await fanOut(app.services.webhooks)).events > 0);
  ids.delivery = ok(await c.webhookDeliveries.list({ params: { id: ids.subscription }, query: {} }), 200).data[0].id;
  ids.meter = ok(
    await c.meters.create({ body: { type: 'WATER_COLD', serial_number: MARK, estate_id: ids.estate, label: MARK } }),
    201,
  ).id;
  ids.reading = ok(
    await c.meterReadings.create({
      params: { meter_id: ids.meter },
      body: { reading_date: '2025-01-01', value: 12, method: 'MANUAL', notes: MARK },
    }),
    201,
  ).id;
  const place = { place_id: ids.place };
  ids.service = ok(
    await c.buildingServices.create({ params: place, body: { name: MARK, category: 'ELEVATOR_MAINTENANCE' } }),
    201,
  ).id;
  ids.configuration = ok(
    await c.chargeConfigurations.create({
      params: place,
      body: { category: 'COLD_WATER', distribution_key: 'EQUAL_SHARES', notes: MARK },
    }),
    201,
  ).id;
  ids.expense = ok(
    await c.chargeExpenses.create({
      params: place,
      body: { category: 'COLD_WATER', label: MARK, amount: 120, period_start: '2025-01-01', period_end: '2025-01-31' },
    }),
    201,
  ).id;
  ids.provision = ok(
    await c.chargeProvisions.create({
      params: { lease_id: ids.lease },
      body: { category: 'COLD_WATER', monthly_amount: 30, effective_from: '2025-01-01' },
    }),
    201,
  ).id;
  ids.freeze = ok(
    await c.chargeFreezePeriods.create({ body: { start_date: '2020-01-01', end_date: '2020-12-31', reason: MARK } }),
    201,
  ).id;
  ok(await c.leases.changeStatus({ params: { id: ids.lease }, body: { status: 'ACTIVE' } }), 200);
  ids.regularisation = ok(
    await c.chargeRegularisations.create({
      params: { lease_id: ids.lease },
      body: { period_start: '2025-01-01', period_end: '2025-01-31' },
    }),
    201,
  ).id;
  ids.entry = ok(await c.chargeAuditLog.list({ query: { entity_id: ids.service } }), 200).data[0].id;
  Object.assign(ids, await seedPlansIsolation(app, a, MARK));
  cacheBefore = ok(await c.leasePdfCache.stats(), 200);
  // A quarter of tenant A's own under official Paris: the public rent-control tool must not see it.
  const paris = ok(await c.legislativeZones.list({ query: { code: 'FR-PARIS' } }), 200).data[0];
  ids.quarter = ok(
    await c.legislativeZones.create({
      body: {
        zone_type: 'QUARTER',
        country_code: 'FR',
        code: 'ZZ-A-QUARTER',
        name: `${MARK} quartier`,
        parent_zone_id: paris.id,
      } as never,
    }),
    201,
  ).id;
  await seedSyndic(c, ids, MARK);
}, 60_000 + TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseRelays?.();
});

/** An amendment under signature with rent details, a validation, a document, history and notifications; and duration details. */
async function seedAmendments(c: TestTenant['client'], leaseId: string) {
  const create = async (type: 'RENT_CHANGE' | 'DURATION_CHANGE') =>
    ok(
      await c.leaseAmendments.create({
        params: { lease_id: leaseId },
        body: { type, title: MARK, description: MARK, effective_date: '2026-01-01' },
      }),
      201,
    ).id;
  ids.amendment = await create('RENT_CHANGE');
  const params = { lease_id: leaseId, amendment_id: ids.amendment };
  ids.rent_detail = ok(await c.amendmentRentDetails.create({ params, body: { new_rent_amount: 800 } }), 201).id;
  const move = async (status: 'PENDING_VALIDATION' | 'VALIDATED' | 'PENDING_SIGNATURE') =>
    ok(await c.leaseAmendments.changeStatus({ params, body: { status } }), 200);
  await move('PENDING_VALIDATION');
  ids.validation = ok(
    await c.amendmentValidations.create({
      params,
      body: { validator_name: MARK, decision: 'APPROVED', comment: MARK },
    }),
    201,
  ).id;
  await move('VALIDATED');
  await move('PENDING_SIGNATURE');
  ids.amendment_document = ok(
    await c.amendmentDocuments.upload({
      params,
      body: { document_type: 'SignedAmendment', description: MARK, file: new File([samples.pdf()], 'a.pdf') },
    }),
    201,
  ).id;
  ids.history_entry = ok(await c.amendmentHistory.list({ params, query: {} }), 200).data[0].id;
  ids.notification = ok(await c.amendmentNotifications.list({ params, query: {} }), 200).data[0].id;
  const duration = { lease_id: leaseId, amendment_id: await create('DURATION_CHANGE') };
  ids.duration_detail = ok(
    await c.amendmentDurationDetails.create({ params: duration, body: { extension_months: 12 } }),
    201,
  ).id;
}

const BY_SEGMENT: Record<string, string> = {
  countries: 'country',
  owners: 'owner',
  places: 'place',
  estates: 'estate',
  estate: 'estate',
  rooms: 'room',
  leases: 'lease',
  lessees: 'lessee',
  documents: 'document',
  contacts: 'contact',
  'energy-diagnoses': 'diagnosis',
  equipment: 'equipment',
  'legislative-zones': 'zone',
  links: 'link',
  purchases: 'purchase',
  'webhook-subscriptions': 'subscription',
  media: 'media',
  meters: 'meter',
  'charge-freeze-periods': 'freeze',
  messages: 'message',
  templates: 'template',
  'template-catalogue': 'system_template',
  ...SYNDIC_SEGMENTS,
  'bank-statements': 'bank_statement',
  'bank-entries': 'bank_entry',
  runs: 'run',
  ...PLANS_SEGMENTS,
};
const LITERALS: Record<string, string> = {
  code: 'FR',
  country_code: 'FR',
  category: 'Tenant',
  type: 'Individual',
  role: 'Syndic',
  signer_type: 'LOCATAIRE',
  series: 'IRL',
  quarter: '2025-Q3',
  number: '1',
  fiscal_year: '2026',
};

/** Which of tenant A's records a path parameter names: by its own name, else by the segment before it. */
function valueFor(param: string, before: string): { value: string; foreign: boolean } {
  if (LITERALS[param]) return { value: LITERALS[param], foreign: false };
  const resource = param === 'id' ? BY_SEGMENT[before] : param.replace(/_id$/, '');
  if (resource && shared[resource]) return { value: shared[resource], foreign: false };
  if (!resource || !ids[resource]) throw new Error(`no record of tenant A for :${param} after /${before}/`);
  return { value: ids[resource], foreign: true };
}

const BODY_FOR: Record<string, string> = { POST: '{}', PUT: '{}', DELETE: '' };

describe('tenant isolation across every route', () => {
  it("answers 404 to another tenant's ids on every route and leaks nothing", async () => {
    const secrets = [MARK, ...Object.values(ids)];
    const findings: string[] = [];
    let checked = 0;
    for (const walked of routes.filter((r) => !isPublic(r))) {
      let foreign = false;
      const path = fillPath(walked, (param, before) => {
        const resolved = valueFor(param, before);
        foreign ||= resolved.foreign;
        return resolved.value;
      });
      const headers: Record<string, string> = isWorker(walked)
        ? { 'x-api-key': b.workerKey, 'x-tenant-id': b.tenantId }
        : { authorization: `Bearer ${b.apiKey}` };
      const body = BODY_FOR[walked.method];
      const res = await fetch(`${app.baseUrl}${path}`, {
        method: walked.method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body || undefined,
      });
      const text = await res.text();
      checked += 1;
      // A 404 may echo the id the caller sent (detail, instance); any other of A's ids or data is a leak.
      const leaked = secrets.filter((secret) => text.includes(secret) && !path.includes(secret));
      if (leaked.length > 0) findings.push(`${walked.method} ${walked.path}: body shows ${leaked.join(', ')}`);
      if (res.status >= 500) findings.push(`${walked.method} ${walked.path}: ${res.status}`);
      if (res.status >= 200 && res.status < 300 && foreign && walked.method !== 'GET')
        findings.push(`${walked.method} ${walked.path}: ${res.status} on a foreign id`);
      // Reads and deletes need no body, so nothing stands between them and the lookup: exactly 404.
      if (foreign && (walked.method === 'GET' || walked.method === 'DELETE') && ![403, 404].includes(res.status)) {
        findings.push(`${walked.method} ${walked.path}: ${res.status}, expected 404`);
      }
    }
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(90);
  }, 120_000);

  it("leaves tenant A's records as they were", async () => {
    expect(ok(await a.client.owners.get({ params: { id: ids.owner } }), 200).last_name).toBe(MARK);
    expect(ok(await a.client.places.get({ params: { id: ids.place } }), 200).name).toBe(MARK);
    expect(ok(await a.client.leases.get({ params: { id: ids.lease } }), 200).special_conditions).toBe(MARK);
    expect(ok(await a.client.contacts.get({ params: { id: ids.contact } }), 200).last_name).toBe(MARK);
    expect(ok(await a.client.equipment.get({ params: { id: ids.equipment } }), 200).name).toBe(MARK);
    expect((await a.client.leasePdfs.download({ params: { pdf_id: ids.pdf } })).status).toBe(200);
    // Tenant B cleared its own PDF cache during the walk, not A's: the lease's PDF, the signing lease's
    // contract and the lease's PDF printed from A's template (test/support/templates.ts).
    expect(ok(await a.client.leasePdfCache.stats(), 200)).toMatchObject({ misses: 3, entries: 3 });
    expect(ok(await a.client.legislativeZones.get({ params: { id: ids.zone } }), 200).name).toBe(MARK);
    const amendment = ok(
      await a.client.leaseAmendments.get({ params: { lease_id: ids.lease, amendment_id: ids.amendment } }),
      200,
    );
    expect(amendment).toMatchObject({ title: MARK, status: 'PENDING_SIGNATURE' });
    // Tenant B cleared its own PDF cache during the walk, not A's.
    const cache = ok(await a.client.leasePdfCache.stats(), 200);
    expect(cache.entries).toBeGreaterThan(0);
    expect(cache).toMatchObject({ misses: cacheBefore.misses, entries: cacheBefore.entries });
    expect(ok(await a.client.legislativeZones.get({ params: { id: ids.zone } }), 200).name).toBe(MARK);
    expect(ok(await a.client.webhookSubscriptions.get({ params: { id: ids.subscription } }), 200)).toMatchObject({
      description: MARK,
      enabled: true,
    });
    expect(ok(await a.client.credits.getPurchase({ params: { id: ids.purchase } }), 200).status).toBe('PENDING');
    expect(ok(await a.client.runs.get({ params: { id: ids.run } }), 200)).toMatchObject({
      status: 'PENDING',
      cancel_requested: false,
    });
    expect(ok(await a.client.media.get({ params: { media_id: ids.media } }), 200).description).toBe(MARK);
    expect(
      ok(
        await a.client.estateDiagnostics.get({ params: { estate_id: ids.estate, diagnostic_id: ids.diagnostic } }),
        200,
      ).notes,
    ).toBe(MARK);
    expect(
      ok(await a.client.conditionReports.get({ params: { lease_id: ids.lease, report_id: ids.report } }), 200)
        .general_comments,
    ).toBe(MARK);
    expect(
      ok(await a.client.leaseAnnexes.get({ params: { lease_id: ids.lease, annex_id: ids.annex } }), 200).title,
    ).toBe(MARK);
    expect(
      ok(await a.client.leaseNotices.get({ params: { lease_id: ids.lease, notice_id: ids.notice } }), 200).status,
    ).toBe('ACTIVE');
    expect(ok(await a.client.meters.get({ params: { id: ids.meter } }), 200).label).toBe(MARK);
    expect(
      ok(await a.client.buildingServices.get({ params: { place_id: ids.place, service_id: ids.service } }), 200).name,
    ).toBe(MARK);
    expect(
      ok(
        await a.client.chargeRegularisations.get({
          params: { lease_id: ids.lease, regularisation_id: ids.regularisation },
        }),
        200,
      ).status,
    ).toBe('DRAFT');
    // Another tenant's lists show none of A's charge records.
    expect(ok(await b.client.chargeAuditLog.list({ query: {} }), 200).data).toEqual([]);
    expect(ok(await b.client.chargeFreezePeriods.list({ query: {} }), 200).data).toEqual([]);
    expect(ok(await b.client.meters.list({ query: {} }), 200).data).toEqual([]);
    // Another tenant's lists show none of A's messages, whichever recipient it names.
    expect(ok(await b.client.messages.list({ query: { recipient: ids.signing_lessee } }), 200).data).toEqual([]);
    expect(ok(await a.client.messages.get({ params: { id: ids.message } }), 200).status).toBe('QUEUED');
    await expectSyndicIntact(a.client, ids, MARK);
  });
});

/**
 * The fields of public tools that name a record, and tenant A's values for them: each must be
 * unknown to a call without a key (404). The other public fields take figures and free text only.
 */
const PUBLIC_REFERENCES: Record<string, () => Record<string, unknown>[]> = {
  'publicRentControl.compute': () => [
    { quarter: ids.quarter },
    { quarter: `${MARK} quartier`, territory: 'FR-PARIS' },
    { quarter: '1', territory: ids.zone },
  ],
};

describe('public routes', () => {
  it("answer without a key from the shared data only: a tenant's record named in a body is a 404, nothing leaks", async () => {
    const secrets = [MARK, ...Object.values(ids)];
    const findings: string[] = [];
    // Guest signature (a token in the path) and the payment provider's receiver (a signature on the
    // body) are public behind a secret: their own tests hold them (signature.test.ts, credits.test.ts),
    // as the owner claim's token routes (owner-claim.test.ts).
    const publicRoutes = routes.filter(
      (r) =>
        isPublic(r) &&
        !r.path.startsWith('/api/guest/') &&
        !r.path.startsWith('/api/webhooks/') &&
        !r.path.startsWith('/api/owner-claim/'),
    );
    expect(publicRoutes.length).toBeGreaterThan(5);
    for (const walked of publicRoutes) {
      const path = fillPath(walked, () => 'FR');
      const valid = PUBLIC_BODIES[walked.name];
      if (walked.method !== 'GET' && !valid) findings.push(`${walked.name}: no body in test/support/public-tools.ts`);
      const probes = [
        { body: valid, expected: 200 },
        ...(PUBLIC_REFERENCES[walked.name]?.() ?? []).map((change) => ({
          body: { ...valid, ...change },
          expected: 404,
        })),
      ];
      for (const probe of probes) {
        const sent = probe.body === undefined ? undefined : JSON.stringify(probe.body);
        const res = await fetch(`${app.baseUrl}${path}`, {
          method: walked.method,
          headers: sent ? { 'content-type': 'application/json' } : {},
          body: sent,
        });
        const text = await res.text();
        const leaked = secrets.filter((secret) => text.includes(secret) && !sent?.includes(secret));
        if (leaked.length > 0) findings.push(`${walked.name}: body shows ${leaked.join(', ')}`);
        if (res.status !== probe.expected)
          findings.push(`${walked.name} ${sent ?? ''}: ${res.status}, expected ${probe.expected}`);
      }
    }
    expect(findings).toEqual([]);
  });
});
