// The data a template renders with: a lease's recorded facts as the variables of
// core/templates/variables.ts (amounts and dates formatted in French), the type's own variables
// given by the caller or left empty, or the examples of the schema for a preview.
import type { ChargeSettlementMode } from '../../contract/vocabulary/leasing.js';
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError } from '../shared/errors.js';
import { euros, longDate, months, squareMeters } from '../leasing/pdf/lease-contract/french.js';
import type { LeaseContractFacts, PersonFacts } from '../leasing/pdf/lease-contract/facts.js';
import { loadLeaseContractFacts } from '../leasing/pdf/lease-contract/load-facts.js';
import { variablesOf } from './variables.js';

type Flat = Record<string, unknown>;

/** Loi 89-462 art. 23: charges paid as provisions regularised yearly, on actual costs, or as a flat rate (furnished, mobility). */
const CHARGE_MODES: Record<ChargeSettlementMode, string> = {
  PROVISION: 'provision sur charges avec régularisation annuelle',
  PERIODIC: 'paiement périodique des charges sans provision',
  FLAT_RATE: 'forfait de charges',
};

const person = (p: PersonFacts) => ({ name: p.name, address: p.address ?? '', email: p.email ?? '' });
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : euros(cents));

function monthsBetween(start: string, end: string): number {
  const [y1, m1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) + (d2 >= 28 ? 1 : 0);
}

/** The common variables, from the facts of a lease. */
export function leaseValues(facts: LeaseContractFacts, today: string): Flat {
  const { lease, dwelling, lessor } = facts;
  const total = lease.rent_cents + (lease.charges_cents ?? 0);
  return {
    'document.date': longDate(today),
    'document.place': '',
    'lessor.name': lessor?.name ?? '',
    'lessor.address': lessor?.address ?? '',
    'lessor.email': lessor?.email ?? '',
    'lessor.registration_number': lessor?.registration_number ?? '',
    'lessee.name': facts.tenants[0]?.name ?? '',
    'lessee.address': facts.tenants[0]?.address ?? dwelling.address ?? '',
    lessees: facts.tenants.map(person),
    guarantors: facts.guarantors.map(person),
    'property.name': dwelling.name,
    'property.address': dwelling.address ?? '',
    'property.type': dwelling.estate_type ?? '',
    'property.area': dwelling.area === null ? '' : squareMeters(dwelling.area),
    'property.main_rooms': dwelling.main_rooms ?? '',
    'property.fiscal_identifier': dwelling.fiscal_identifier,
    'property.energy_label': dwelling.dpe?.energy_label ?? '',
    'lease.reference': lease.reference_number ?? '',
    'lease.type': lease.type_name,
    'lease.start_date': longDate(lease.start_date),
    'lease.end_date': longDate(lease.end_date),
    'lease.duration': months(monthsBetween(lease.start_date, lease.end_date)),
    'lease.rent': money(lease.rent_cents),
    'lease.charges': money(lease.charges_cents),
    'lease.total': money(total),
    'lease.deposit': money(lease.deposit_cents),
    'lease.payment_day': lease.payment_day ?? '',
    'lease.charge_mode': CHARGE_MODES[lease.charge_settlement_mode],
    'lease.revision_index': lease.revision_index_type,
    'lease.previous_rent': money(lease.previous_rent?.rent_cents),
    'lease.special_conditions': lease.special_conditions ?? '',
  };
}

/** Dotted names as nested objects; every variable of the type is present (null when unknown), so strict rendering never fails on a known name. */
export function nested(type: TemplateType, values: Flat): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const variable of variablesOf(type)) {
    const path = variable.name.split('.');
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    const value = values[variable.name];
    node[path[path.length - 1]] = value === undefined ? (variable.type === 'list' ? [] : null) : value;
  }
  return root;
}

/** The examples of the schema: what a preview without a lease shows. */
export function exampleValues(type: TemplateType): Flat {
  return Object.fromEntries(variablesOf(type).map((variable) => [variable.name, variable.example]));
}

/** A lease's values, the caller's own on top (only the type's known names: the contract checked them). */
export async function leaseTemplateValues(store: Store, leaseId: string, today: string, given: Flat = {}) {
  const facts = await loadLeaseContractFacts(store, leaseId);
  return { facts, values: { ...leaseValues(facts, today), ...given } };
}

/** The caller's values name variables of the type only: another name is a 422 naming it. */
export function checkValues(type: TemplateType, values: Flat): void {
  const names = new Set(variablesOf(type).map((variable) => variable.name));
  const unknown = Object.keys(values).filter((name) => !names.has(name));
  if (unknown.length > 0)
    throw new BusinessRuleError(
      `Unknown variables for ${type}: ${unknown.join(', ')}`,
      unknown.map((name) => ({
        path: `values.${name}`,
        message: `not a variable of ${type}`,
        code: 'unknown_variable',
      })),
    );
}
