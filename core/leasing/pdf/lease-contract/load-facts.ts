// Loads the facts of a lease contract in the caller's tenant: the lease and its type, the estate,
// its building and owner (the lessor), the tenants and guarantors with an open term, rooms,
// equipment, the latest DPE, the compliance inputs and the amendment documents. Kept apart from
// the document building, which is a pure function of what this returns.
import { LeaseComplianceInputs } from '../../../compliance/lease-compliance-inputs.js';
import { EnergyDiagnosis } from '../../../diagnostics/energy-diagnosis.js';
import { Equipment } from '../../../equipment/equipment.js';
import type { Store } from '../../../ports/store.js';
import { Estate } from '../../../property/estate.js';
import { Owner } from '../../../property/owner.js';
import { Place } from '../../../property/place.js';
import { EstateType, RoomType } from '../../../property/reference.js';
import { Room } from '../../../property/room.js';
import { toCents } from '../../../shared/money.js';
import { Lease, LeaseDocument, LeaseLessee } from '../../lease.js';
import { LeaseType } from '../../lease-type.js';
import { Lessee } from '../../lessees/lessee.js';
import type { DpeFacts, LeaseContractFacts, LessorFacts, PersonFacts, RentControlFacts } from './facts.js';
import { fullName, joinAddress } from './french.js';

const cents = (euros: number | null) => (euros === null ? null : toCents(euros));

function lessorOf(owner: Owner | null): LessorFacts | null {
  if (!owner) return null;
  const individual = owner.owner_category === 'individual';
  const name = individual
    ? fullName(owner.title, owner.first_name, owner.last_name)
    : (owner.legal_name ?? fullName(owner.first_name, owner.last_name));
  return {
    category: owner.owner_category,
    name: name || 'Bailleur sans nom enregistré',
    registration_number: owner.registration_number,
    rcs_city: owner.rcs_city,
    address: joinAddress(
      fullName(owner.street_number, owner.street_name),
      owner.address_complement,
      owner.locality,
      owner.postal_box,
      fullName(owner.postal_code, owner.city),
      owner.country,
    ),
    email: owner.email,
    phone: owner.mobile_phone ?? owner.landline_phone,
  };
}

function personOf(lessee: Lessee): PersonFacts {
  return {
    name: fullName(lessee.title, lessee.first_name, lessee.last_name),
    birth_date: lessee.birth_date,
    birth_place: lessee.birth_place,
    address: joinAddress(
      lessee.address_street,
      fullName(lessee.address_postal_code, lessee.address_city),
      lessee.address_country,
    ),
    email: lessee.email,
    phone: lessee.mobile_phone,
  };
}

function dpeOf(diagnosis: EnergyDiagnosis | null): DpeFacts | null {
  if (!diagnosis) return null;
  const { reference_number, diagnosis_date, valid_until, energy_label, ges_label } = diagnosis;
  return {
    reference_number,
    diagnosis_date,
    valid_until,
    energy_label,
    ges_label,
    energy_consumption: diagnosis.energy_consumption,
    ges_emission: diagnosis.ges_emission,
  };
}

function rentControlOf(lease: Lease, inputs: LeaseComplianceInputs | null): RentControlFacts {
  return {
    capped: lease.is_subject_to_reference_rent_cap,
    evolution_decree: lease.is_subject_to_rent_evolution_decree,
    reference_cents_per_m2: cents(lease.reference_rent_per_m2),
    increased_cents_per_m2: cents(lease.reference_rent_increased_per_m2),
    base_rent_cents: cents(lease.base_rent_amount),
    complement_justification: inputs?.rent_supplement_justification ?? null,
  };
}

export async function loadLeaseContractFacts(store: Store, leaseId: string): Promise<LeaseContractFacts> {
  const lease = await store.repo(Lease).get(leaseId);
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const estate = await store.repo(Estate).get(lease.estate_id);
  const place = await store.repo(Place).find(estate.place_id);
  const ownerId = estate.owner_id ?? place?.owner_id ?? null;
  const owner = ownerId ? await store.repo(Owner).find(ownerId) : null;
  const inputs = await store.repo(LeaseComplianceInputs).findOne({ lease_id: lease.id });
  const byJoining = [{ field: 'created_at', direction: 'asc' as const }];
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id, end_date: null }, byJoining);
  const lessees = new Map(
    (await store.repo(Lessee).findAll({ id: { $in: terms.map((t) => t.lessee_id) } })).map((l) => [l.id, l]),
  );
  const roleOrder = { PrimaryTenant: 0, CoTenant: 1, Guarantor: 2 };
  const people = [...terms]
    .sort((a, b) => roleOrder[a.role] - roleOrder[b.role])
    .map((term) => ({ role: term.role, person: personOf(lessees.get(term.lessee_id)!) }));
  const amendments = await store.repo(LeaseDocument).findAll(
    {
      lease_id: lease.id,
      $or: [{ document_type: { $ilike: 'amendment%' } }, { document_type: { $ilike: 'avenant%' } }],
    },
    byJoining,
  );
  return {
    lease: {
      id: lease.id,
      reference_number: lease.reference_number,
      type_code: type.code,
      type_name: type.name,
      start_date: lease.start_date,
      end_date: lease.end_date,
      usage_type: lease.usage_type,
      rent_cents: toCents(lease.rent_amount),
      rent_frequency: lease.rent_frequency,
      payment_day: lease.payment_day,
      payment_terms: lease.payment_terms,
      payment_method: lease.payment_method,
      charge_settlement_mode: lease.charge_settlement_mode,
      charges_cents: cents(lease.charges_amount),
      deposit_cents: cents(lease.deposit_amount),
      revision_index_type: lease.revision_index_type,
      next_revision_date: lease.next_revision_date,
      special_conditions: lease.special_conditions,
      rent_control: rentControlOf(lease, inputs),
      previous_rent:
        inputs?.previous_rent != null
          ? { rent_cents: toCents(inputs.previous_rent), last_revision_date: inputs.previous_rent_last_revision_date }
          : null,
    },
    lessor: lessorOf(owner),
    tenants: people.filter((p) => p.role !== 'Guarantor').map((p) => p.person),
    guarantors: people.filter((p) => p.role === 'Guarantor').map((p) => p.person),
    dwelling: await dwellingOf(store, estate, place),
    amendments: amendments.map((document) => ({
      document_type: document.document_type,
      file_name: document.file_name,
      description: document.description,
      date: document.created_at.toISOString().slice(0, 10),
    })),
  };
}

async function latestDiagnosis(store: Store, estate: Estate): Promise<EnergyDiagnosis | null> {
  const newest = [
    { field: 'diagnosis_date', direction: 'desc' as const },
    { field: 'created_at', direction: 'desc' as const },
  ];
  const own = await store.repo(EnergyDiagnosis).findAll({ estate_id: estate.id }, newest);
  if (own.length > 0) return own[0];
  const building = await store.repo(EnergyDiagnosis).findAll({ place_id: estate.place_id, estate_id: null }, newest);
  return building[0] ?? null;
}

async function dwellingOf(store: Store, estate: Estate, place: Place | null) {
  const rooms = await store.repo(Room).findAll({ estate_id: estate.id }, [{ field: 'created_at', direction: 'asc' }]);
  const roomTypeIds = rooms.map((room) => room.type_room_id).filter((id): id is string => id !== null);
  const roomTypes = new Map(
    (roomTypeIds.length ? await store.repo(RoomType).findAll({ id: { $in: roomTypeIds } }) : []).map((t) => [
      t.id,
      t.name,
    ]),
  );
  const byName = [{ field: 'name', direction: 'asc' as const }];
  const equipment = await store.repo(Equipment).findAll({ estate_id: estate.id }, byName);
  const common = place ? await store.repo(Equipment).findAll({ place_id: place.id, estate_id: null }, byName) : [];
  const estateType = estate.estate_type_id ? await store.repo(EstateType).find(estate.estate_type_id) : null;
  const roomSurfaces = rooms.map((room) => room.habitable_surface).filter((s): s is number => s !== null);
  return {
    name: estate.name,
    address: estate.address ?? joinAddress(place?.address_line1, fullName(place?.postal_code, place?.city)),
    building: estate.building,
    floor: estate.floor,
    lot_number: estate.lot_number,
    fiscal_identifier: estate.fiscal_identifier,
    estate_type: estateType?.name ?? null,
    place_category: place?.place_category ?? null,
    legal_regime: place?.legal_regime ?? null,
    construction_date: estate.construction_date ?? place?.construction_date?.slice(0, 10) ?? null,
    area: estate.area ?? (roomSurfaces.length ? Math.round(roomSurfaces.reduce((a, b) => a + b, 0) * 100) / 100 : null),
    main_rooms: estate.number_of_room,
    rooms: rooms.map((room) => ({
      designation: room.designation,
      type: room.type_room_id ? (roomTypes.get(room.type_room_id) ?? null) : null,
      habitable_surface: room.habitable_surface,
    })),
    equipment: equipment.map((item) => item.name),
    common_equipment: common.map((item) => item.name),
    dpe: dpeOf(await latestDiagnosis(store, estate)),
  };
}
