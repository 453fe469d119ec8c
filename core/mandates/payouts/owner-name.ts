// How an owner is named on a statement, a transfer, an invitation: a company by its legal name, a
// person by first and last name.
import type { Owner } from '../../property/owner.js';

export function ownerName(owner: Pick<Owner, 'legal_name' | 'first_name' | 'last_name' | 'owner_category'>): string {
  if (owner.owner_category !== 'individual' && owner.legal_name) return owner.legal_name;
  return [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.legal_name || 'Propriétaire';
}
