// Fixtures for the leasing API tests: estates, lease types by code, lessees, leases.
import { expect } from '@jest/globals';
import type { LeaseTypeDto } from '../../contract/leasing/lease-types.js';
import type { LeaseDto } from '../../contract/leasing/leases.js';
import type { LesseeDto } from '../../contract/leasing/lessees.js';
import type { Client } from './app.js';

export type LeaseTypeCode =
  'HabitationVide' | 'HabitationMeublee' | 'MobiliteEtudiante' | 'Commercial' | 'Professionnel';

/** Unwraps a response of the expected status, failing the test with the body otherwise. */
export function ok<T extends { status: number; body: unknown }, S extends T['status']>(
  response: T,
  status: S,
): Extract<T, { status: S }>['body'] {
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body as Extract<T, { status: S }>['body'];
}

export function problem(response: { status: number; body: unknown; headers: Headers }, status: number) {
  expect([response.status, response.body]).toEqual([status, expect.anything()]);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return response.body as {
    status: number;
    detail: string;
    errors?: { path: string; code: string; message: string }[];
    [key: string]: unknown;
  };
}

export async function leaseTypes(client: Client): Promise<Record<LeaseTypeCode, LeaseTypeDto>> {
  const list = ok(await client.leaseTypes.list(), 200);
  return Object.fromEntries(list.map((type) => [type.code, type])) as Record<LeaseTypeCode, LeaseTypeDto>;
}

export async function newEstate(client: Client, fields: { rent_amount?: number | null } = {}) {
  const place = ok(await client.places.create({ body: { name: 'Résidence des Lilas' } }), 201);
  return ok(
    await client.estates.createInPlace({
      params: { id: place.id },
      body: {
        name: 'Appartement 12',
        fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
        rent_amount: fields.rent_amount === undefined ? 850 : fields.rent_amount,
      },
    }),
    201,
  );
}

export async function newLessee(client: Client, fields: Record<string, unknown> = {}): Promise<LesseeDto> {
  return ok(
    await client.lessees.create({
      body: { first_name: 'Camille', last_name: 'Durand', email: 'camille.durand@example.fr', ...fields } as never,
    }),
    201,
  );
}

export async function newLease(
  client: Client,
  fields: Record<string, unknown> & { type?: LeaseTypeCode; estate_id?: string } = {},
): Promise<LeaseDto> {
  const { type = 'HabitationVide', ...rest } = fields;
  const types = await leaseTypes(client);
  const estateId = rest.estate_id ?? (await newEstate(client)).id;
  return ok(
    await client.leases.create({
      body: { estate_id: estateId, lease_type_id: types[type].id, start_date: '2025-01-01', ...rest } as never,
    }),
    201,
  );
}

/** A lease with a primary tenant, ready to become ACTIVE. */
export async function leaseWithTenant(
  client: Client,
  fields: Record<string, unknown> & { type?: LeaseTypeCode; estate_id?: string } = {},
) {
  const lease = await newLease(client, fields);
  const lessee = await newLessee(client);
  ok(
    await client.leaseLessees.add({
      params: { lease_id: lease.id },
      body: { lessee_id: lessee.id, role: 'PrimaryTenant' },
    }),
    201,
  );
  return { lease, lessee };
}

/** A DRAFT amendment of a lease, effective on 2026-01-01. */
export async function draftAmendment(
  client: Client,
  leaseId: string,
  type: 'RENT_CHANGE' | 'DURATION_CHANGE' | 'CLAUSE_CHANGE',
  title: string,
) {
  return ok(
    await client.leaseAmendments.create({
      params: { lease_id: leaseId },
      body: { type, title, effective_date: '2026-01-01' },
    }),
    201,
  );
}
