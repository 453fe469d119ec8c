// Fixtures for the signature tests: a DRAFT lease with an owner and a primary tenant, its contract
// PDF, signature credits, and the signers' body.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { grantCredits } from '../../core/credits/credits.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import type { Client, TestApp, TestTenant } from './app.js';
import { leaseTypes, ok } from './leasing.js';

export interface SignableLease {
  leaseId: string;
  ownerId: string;
  lesseeId: string;
  pdfId: string;
  signers: {
    signer_type: 'PROPRIETAIRE' | 'LOCATAIRE';
    first_name: string;
    last_name: string;
    person_id: string;
    email: string;
    phone: string;
  }[];
}

export async function grant(app: TestApp, tenant: TestTenant, amount: number): Promise<number> {
  const store = new MikroStore(app.orm.em.fork(), tenant.tenantId);
  return (await grantCredits(store, { ids: { next: randomUUID } }, { tenantId: tenant.tenantId, amount })).balance;
}

/** A DRAFT lease of an owned estate, a primary tenant, and its generated contract. */
export async function signableLease(
  client: Client,
  names = { owner: 'Martin', tenant: 'Durand' },
): Promise<SignableLease> {
  const owner = ok(
    await client.owners.create({
      body: {
        first_name: 'Claire',
        last_name: names.owner,
        email: 'claire.martin@example.fr',
        mobile_phone: '0611223344',
      },
    }),
    201,
  );
  const place = ok(await client.places.create({ body: { name: 'Résidence des Lilas', owner_id: owner.id } }), 201);
  const estate = ok(
    await client.estates.createInPlace({
      params: { id: place.id },
      body: {
        name: 'Appartement 12',
        fiscal_identifier: `FI-${randomUUID().slice(0, 8)}`,
        rent_amount: 850,
        area: 48.5,
        owner_id: owner.id,
        address: '12 rue des Lilas, 69003 Lyon',
      },
    }),
    201,
  );
  const types = await leaseTypes(client);
  const lease = ok(
    await client.leases.create({
      body: {
        estate_id: estate.id,
        lease_type_id: types.HabitationVide.id,
        start_date: '2025-01-01',
        deposit_amount: 850,
      },
    }),
    201,
  );
  const lessee = ok(
    await client.lessees.create({
      body: { first_name: 'Camille', last_name: names.tenant, email: 'camille.durand@example.fr' } as never,
    }),
    201,
  );
  ok(
    await client.leaseLessees.add({
      params: { lease_id: lease.id },
      body: { lessee_id: lessee.id, role: 'PrimaryTenant', start_date: '2025-01-01' },
    }),
    201,
  );
  const pdf = ok(
    await client.leasePdfs.generate({ params: { lease_id: lease.id }, body: { template_type: 'LeaseContract' } }),
    201,
  );
  return {
    leaseId: lease.id,
    ownerId: owner.id,
    lesseeId: lessee.id,
    pdfId: pdf.pdf_id,
    signers: [
      {
        signer_type: 'PROPRIETAIRE',
        first_name: 'Claire',
        last_name: names.owner,
        person_id: owner.id,
        email: 'claire.martin@example.fr',
        phone: '06 11 22 33 44',
      },
      {
        signer_type: 'LOCATAIRE',
        first_name: 'Camille',
        last_name: names.tenant,
        person_id: lessee.id,
        email: 'camille.durand@example.fr',
        phone: '+33 7 55 66 77 88',
      },
    ],
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real grayscale PNG of a diagonal stroke, `width` x `height`. */
function strokePng(width = 120, height = 40): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => (Math.abs(x - y * 3) < 3 ? 0 : 255))]),
  );
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drawn signatures: a real PNG, and an SVG of paths (what a signature pad exports). */
export const drawings = {
  png: () => strokePng(),
  svg: () =>
    Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80" fill="none" stroke="black"/></svg>',
    ),
  dataUrl: (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`,
};

/** The code of the last one-time code message sent for a request (the outbox table). */
export async function lastOtp(app: TestApp, tenantId: string, requestId: string): Promise<string> {
  const messages = await app.outbox.list({ tenantId, kind: 'signature_otp' });
  const mine = messages.filter((m) => m.data.signature_request_id === requestId);
  if (mine.length === 0) throw new Error(`no one-time code was sent for ${requestId}`);
  return String(mine[mine.length - 1].data.code);
}

/** A guest signs a request through the API: asks for a code, reads it from the outbox, signs with a drawing. */
export async function guestSigns(app: TestApp, tenantId: string, requestId: string, drawing = drawings.png()) {
  const token = app.guestToken(requestId);
  ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
  const otp = await lastOtp(app, tenantId, requestId);
  return ok(
    await app.anonymous.guestSignature.sign({
      params: { token },
      body: { otp, signature_image: drawings.dataUrl(drawing) },
    }),
    200,
  );
}

export interface SignableAmendment {
  params: { lease_id: string; amendment_id: string };
  /** Its PDF, generated once VALIDATED. */
  pdfId: string;
}

/**
 * The lease of `signableLease` made ACTIVE (850 EUR), and an amendment taken to VALIDATED with its
 * PDF: a RENT_CHANGE to 800 EUR with 60 EUR of charges, or a DURATION_CHANGE of 12 more months.
 */
export async function validatedAmendment(
  client: Client,
  lease: SignableLease,
  type: 'RENT_CHANGE' | 'DURATION_CHANGE' = 'RENT_CHANGE',
): Promise<SignableAmendment> {
  const current = ok(await client.leases.get({ params: { id: lease.leaseId } }), 200);
  if (current.status === 'DRAFT') {
    // A deposit the lower rent still allows (loi 89-462 art. 22: one month of rent).
    ok(await client.leases.update({ params: { id: lease.leaseId }, body: { deposit_amount: 700 } }), 200);
    ok(await client.leases.changeStatus({ params: { id: lease.leaseId }, body: { status: 'ACTIVE' } }), 200);
  }
  const amendment = ok(
    await client.leaseAmendments.create({
      params: { lease_id: lease.leaseId },
      body: {
        type,
        title: type === 'RENT_CHANGE' ? 'Baisse du loyer' : 'Prolongation du bail',
        description: 'Accord des parties du 15 décembre 2025',
        effective_date: '2026-01-01',
      },
    }),
    201,
  );
  const params = { lease_id: lease.leaseId, amendment_id: amendment.id };
  if (type === 'RENT_CHANGE')
    ok(
      await client.amendmentRentDetails.create({
        params,
        body: { new_rent_amount: 800, new_charges_amount: 60 },
      }),
      201,
    );
  else ok(await client.amendmentDurationDetails.create({ params, body: { extension_months: 12 } }), 201);
  ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'PENDING_VALIDATION' } }), 200);
  ok(
    await client.amendmentValidations.create({ params, body: { validator_name: 'Agence', decision: 'APPROVED' } }),
    201,
  );
  ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'VALIDATED' } }), 200);
  const pdf = ok(await client.amendmentPdfs.generate({ params, body: { template_type: 'Amendment' } }), 201);
  return { params, pdfId: pdf.pdf_id };
}
