// What the lease contract is built from: the facts of one lease as plain data (no records, no
// dates as objects), so that the same facts always give the same document and the same cache key,
// and the variables a caller may add (shape B's `data`, shape A's options).
import type {
  ChargeSettlementMode,
  LeaseTypeCode,
  MobilityReason,
  PaymentMethod,
  PaymentTerms,
  RentFrequency,
  RevisionIndexType,
  UsageType,
} from '../../../../contract/vocabulary/leasing.js';

export interface PersonFacts {
  name: string;
  birth_date: string | null;
  birth_place: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
}

export interface LessorFacts {
  /** Owner category: a natural person, a company, a société civile. */
  category: 'individual' | 'company' | 'sc/sci';
  name: string;
  registration_number: string | null;
  rcs_city: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
}

export interface RoomFacts {
  designation: string | null;
  type: string | null;
  habitable_surface: number | null;
}

export interface DpeFacts {
  reference_number: string;
  diagnosis_date: string;
  valid_until: string;
  energy_label: string;
  ges_label: string;
  energy_consumption: number | null;
  ges_emission: number | null;
}

export interface DwellingFacts {
  name: string;
  address: string | null;
  building: string | null;
  floor: number | null;
  lot_number: string | null;
  fiscal_identifier: string;
  estate_type: string | null;
  /** The building's category (e.g. Collective) and legal regime (e.g. Copropriete), as recorded. */
  place_category: string | null;
  legal_regime: string | null;
  /** YYYY-MM-DD: the estate's construction date, else its building's. */
  construction_date: string | null;
  /** Habitable surface in m²: the estate's area, else the sum of its rooms' habitable surfaces. */
  area: number | null;
  main_rooms: number | null;
  rooms: RoomFacts[];
  /** Equipment recorded in the dwelling (estate and its rooms). */
  equipment: string[];
  /** Equipment recorded on the building only: parts and equipment in common use. */
  common_equipment: string[];
  dpe: DpeFacts | null;
}

export interface RentControlFacts {
  /** Loyer de référence majoré applies (loi ELAN art. 140). */
  capped: boolean;
  /** Décret d'encadrement de l'évolution des loyers applies (zone tendue). */
  evolution_decree: boolean;
  reference_cents_per_m2: number | null;
  increased_cents_per_m2: number | null;
  /** Base rent before the complément; null when none was recorded. */
  base_rent_cents: number | null;
  complement_justification: string | null;
}

export interface LeaseTermsFacts {
  id: string;
  reference_number: string | null;
  type_code: LeaseTypeCode;
  type_name: string;
  start_date: string;
  end_date: string;
  usage_type: UsageType;
  rent_cents: number;
  rent_frequency: RentFrequency;
  payment_day: number | null;
  payment_terms: PaymentTerms;
  payment_method: PaymentMethod | null;
  charge_settlement_mode: ChargeSettlementMode;
  charges_cents: number | null;
  deposit_cents: number | null;
  revision_index_type: RevisionIndexType;
  next_revision_date: string | null;
  special_conditions: string | null;
  rent_control: RentControlFacts;
  /** The previous tenant's last rent, as recorded for the compliance check. */
  previous_rent: { rent_cents: number; last_revision_date: string | null } | null;
}

export interface AmendmentFacts {
  document_type: string;
  file_name: string;
  description: string | null;
  date: string;
}

export interface LeaseContractFacts {
  lease: LeaseTermsFacts;
  lessor: LessorFacts | null;
  /** Primary tenant first, then co-tenants, in the order they joined. */
  tenants: PersonFacts[];
  guarantors: PersonFacts[];
  dwelling: DwellingFacts;
  /** Amendment documents uploaded on the lease (document_type Amendment or Avenant). */
  amendments: AmendmentFacts[];
}

export type ProductionMode = 'INDIVIDUAL' | 'COLLECTIVE';

/**
 * What a caller adds to the recorded facts (spec, Lease PDFs shape B: "data ... values inserted
 * into the template"), each an item of the contrat type that the service does not record.
 */
export interface LeaseContractVariables {
  /** Print the lessees' birth date and place, address, e-mail and phone (default true). */
  include_tenant_info?: boolean;
  /** List the lease's amendment documents among the annexes (default false). */
  include_amendments?: boolean;
  signature_place?: string;
  signature_date?: string;
  /** The lessor's agent (mandataire): name and address (art. 3 1°). */
  lessor_agent?: string;
  /** Bail mobilité: the situation the tenant justifies (art. 25-12). */
  mobility_reason?: MobilityReason;
  heating?: ProductionMode;
  hot_water?: ProductionMode;
  /** Dwelling equipment besides the recorded one (kitchen, sanitary installations ...). */
  equipment?: string[];
  /** Private ancillary premises: cellar, parking space, garden ... */
  ancillary_premises?: string[];
  /** Parts and equipment of the building in common use besides the recorded ones. */
  common_parts?: string[];
  /** Access to information and communication technologies: TV reception, internet connection. */
  telecom?: string;
  /** Nature and amount of the works done since the last lease (art. 3 9°). */
  works?: string;
  /** The previous tenant's rent when not recorded (art. 3 8°). */
  previous_rent?: number;
  previous_rent_paid_on?: string;
  previous_rent_revised_on?: string;
  /** Features justifying the complément de loyer (loi ELAN art. 140 III). */
  rent_supplement_justification?: string;
  /** IRL reference quarter, e.g. "2e trimestre 2024" (art. 17-1). */
  irl_reference_quarter?: string;
  special_clauses?: string[];
}

/** A mandatory mention the facts could not fill: the document leaves it blank to be completed. */
export interface MissingMention {
  mention: string;
  source: string;
}
