// Fixtures for the lease PDF tests: a lease with everything the contract prints (lessor company,
// building, dwelling, equipment, DPE, tenants and a guarantor, rent under the rent cap with a
// complément), raw PDF calls, and the PDF's text read back.
import { expect } from '@jest/globals';
import { normaliseText, pdfToText } from './pdf-text.js';
import type { Client, TestTenant } from './app.js';
import { type LeaseTypeCode, leaseTypes, ok } from './leasing.js';

export interface ContractLease {
  leaseId: string;
  estateId: string;
  placeId: string;
}

export async function contractLease(
  c: Client,
  fields: { type?: LeaseTypeCode; lease?: Record<string, unknown> } = {},
): Promise<ContractLease> {
  const owner = ok(
    await c.owners.create({
      body: {
        owner_category: 'sc/sci',
        legal_name: 'SCI Les Tilleuls',
        registration_number: '73282932000074',
        street_number: '12',
        street_name: 'rue des Lilas',
        postal_code: '75011',
        city: 'Paris',
        email: 'gestion@tilleuls.example',
      } as never,
    }),
    201,
  );
  const place = ok(
    await c.places.create({
      body: {
        name: 'Résidence Oberkampf',
        owner_id: owner.id,
        address_line1: '8 rue Oberkampf',
        postal_code: '75011',
        city: 'Paris',
        place_category: 'Collective',
        legal_regime: 'Copropriete',
        construction_date: '1932-06-01T00:00:00',
      } as never,
    }),
    201,
  );
  const estate = ok(
    await c.estates.createInPlace({
      params: { id: place.id },
      body: {
        name: 'Appartement 12',
        fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
        area: 48.5,
        number_of_room: 2,
        floor: 3,
        building: 'B',
        lot_number: '42',
        rent_amount: 1450,
      } as never,
    }),
    201,
  );
  ok(
    await c.equipment.create({ body: { name: 'Chaudière gaz', category: 'HVAC', estate_id: estate.id } as never }),
    201,
  );
  ok(await c.equipment.create({ body: { name: 'Ascenseur', category: 'OTHER', place_id: place.id } as never }), 201);
  ok(
    await c.energyDiagnoses.create({
      body: {
        estate_id: estate.id,
        reference_number: '2475E0123456X',
        diagnosis_date: '2024-03-15',
        valid_until: '2034-03-14',
        energy_label: 'D',
        ges_label: 'C',
        construction_year: 1932,
        energy_consumption: 190,
        ges_emission: 18,
      } as never,
    }),
    201,
  );
  const types = await leaseTypes(c);
  const lease = ok(
    await c.leases.create({
      body: {
        estate_id: estate.id,
        lease_type_id: types[fields.type ?? 'HabitationVide'].id,
        reference_number: `BAIL-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        start_date: '2025-02-01',
        rent_amount: 1450,
        base_rent_amount: 1300,
        deposit_amount: 1300,
        charges_amount: 90,
        payment_day: 5,
        payment_method: 'VIREMENT_BANCAIRE',
        is_subject_to_reference_rent_cap: true,
        is_subject_to_rent_evolution_decree: true,
        reference_rent_per_m2: 27.2,
        reference_rent_increased_per_m2: 32.64,
        special_conditions: 'Entretien annuel de la chaudière à la charge du locataire.',
        ...fields.lease,
      } as never,
    }),
    201,
  );
  const people: [Record<string, unknown>, string][] = [
    [
      { title: 'M.', first_name: 'François', last_name: 'Lefèvre', birth_date: '1990-04-03', birth_place: 'Nantes' },
      'PrimaryTenant',
    ],
    [{ title: 'Mme', first_name: 'Inès', last_name: 'Bernard', email: 'ines.bernard@example.fr' }, 'CoTenant'],
    [{ title: 'Mme', first_name: 'Hélène', last_name: 'Dubois', category: 'guarantor' }, 'Guarantor'],
  ];
  for (const [person, role] of people) {
    const lessee = ok(await c.lessees.create({ body: person as never }), 201);
    ok(
      await c.leaseLessees.add({ params: { lease_id: lease.id }, body: { lessee_id: lessee.id, role } as never }),
      201,
    );
  }
  return { leaseId: lease.id, estateId: estate.id, placeId: place.id };
}

/** A raw call with the tenant's key, for PDF answers (bytes and headers as sent). */
export async function rawCall(
  baseUrl: string,
  tenant: TestTenant,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tenant.apiKey}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

export function expectPdf(bytes: Uint8Array): void {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
}

/** The PDF's text, whitespace collapsed. */
export async function textOf(pdftotext: string, bytes: Uint8Array): Promise<string> {
  return normaliseText(await pdfToText(pdftotext, bytes));
}
