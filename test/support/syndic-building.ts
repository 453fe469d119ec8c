// A copropriété for the syndic tests: 7 lots, three keys (general 1000, lift 600 over lots 2-6, heating
// 1000 over lots 1-6), and co-owners: owner A holds lots 1 and 2, owner B lot 3, a contact lot 7.
import type { z } from 'zod';
import type { syndicLotSchema } from '../../contract/syndic/syndic-lots.js';
import type { Client } from './app.js';

type SyndicLotDto = z.infer<typeof syndicLotSchema>;
import { ok } from './leasing.js';

/** [lot number, general, lift, heating]: 0 is no share in the key. */
export const SHARES: [string, number, number, number][] = [
  ['1', 180, 0, 200],
  ['2', 160, 100, 170],
  ['3', 150, 110, 160],
  ['4', 140, 120, 150],
  ['5', 130, 130, 170],
  ['6', 120, 140, 150],
  ['7', 120, 0, 0],
];

export async function sevenLotBuilding(client: Client, syndicateFields: Record<string, unknown> = {}) {
  const place = ok(await client.places.create({ body: { name: 'Résidence du Parc' } }), 201);
  const syndicate = ok(
    await client.syndicates.create({
      body: { place_id: place.id, name: 'SDC Résidence du Parc', registry_number: 'AB1234567', ...syndicateFields },
    }),
    201,
  );
  const syndicate_id = syndicate.id;
  const ownerA = ok(await client.owners.create({ body: { first_name: 'Anne', last_name: 'Arnaud' } as never }), 201);
  const ownerB = ok(await client.owners.create({ body: { first_name: 'Bruno', last_name: 'Blanc' } as never }), 201);
  const contact = ok(
    await client.contacts.create({
      body: {
        type_contact: 'Individual',
        mobile_phone: '0612345678',
        address: '1 rue du Parc, Lyon',
        first_name: 'Chloé',
        last_name: 'Charpentier',
      } as never,
    }),
    201,
  );
  const coOwner = (n: string) =>
    n === '1' || n === '2'
      ? { co_owner_owner_id: ownerA.id }
      : n === '3'
        ? { co_owner_owner_id: ownerB.id }
        : n === '7'
          ? { co_owner_contact_id: contact.id }
          : {};
  const lots: SyndicLotDto[] = [];
  for (const [number] of SHARES)
    lots.push(
      ok(await client.syndicLots.create({ params: { syndicate_id }, body: { number, ...coOwner(number) } }), 201),
    );
  const key = async (
    code: string,
    name: string,
    kind: 'GENERAL' | 'SPECIAL',
    stated_total: number,
    column: 1 | 2 | 3,
  ) => {
    const created = ok(
      await client.chargeKeys.create({ params: { syndicate_id }, body: { code, name, kind, stated_total } }),
      201,
    );
    const shares = SHARES.map((row, i) => ({ lot_id: lots[i].id, shares: row[column] })).filter((s) => s.shares > 0);
    ok(await client.chargeKeys.setShares({ params: { syndicate_id, key_id: created.id }, body: { shares } }), 200);
    return created;
  };
  const general = await key('GEN', 'Charges générales', 'GENERAL', 1000, 1);
  const lift = await key('ASC', 'Ascenseur', 'SPECIAL', 600, 2);
  const heating = await key('CHA', 'Chauffage collectif', 'SPECIAL', 1000, 3);
  return { place, syndicate, lots, keys: { general, lift, heating }, owners: { a: ownerA, b: ownerB }, contact };
}

export type Building = Awaited<ReturnType<typeof sevenLotBuilding>>;

/** The 48,000.00 budget: general 29,000.00 in three headings, lift 4,000.00, heating 15,000.00. */
export function budgetLines(b: Building) {
  return [
    { charge_key_id: b.keys.general.id, heading: 'Entretien des parties communes', amount: 18000 },
    { charge_key_id: b.keys.general.id, heading: 'Assurance de l’immeuble', amount: 6500 },
    { charge_key_id: b.keys.general.id, heading: 'Honoraires du syndic', amount: 4500 },
    { charge_key_id: b.keys.lift.id, heading: 'Entretien de l’ascenseur', amount: 4000 },
    { charge_key_id: b.keys.heating.id, heading: 'Chauffage', amount: 15000 },
  ];
}

/** An assembly of the syndicate convened 30 days before. */
export async function assembly(client: Client, syndicate_id: string, held_on = '2026-03-30') {
  const convened_on = new Date(Date.parse(`${held_on}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  return ok(await client.assemblies.create({ params: { syndicate_id }, body: { held_on, convened_on } }), 201);
}
