// The lessor of a lease and what the law makes of it: an unfurnished lease runs at least 3 years for
// a natural person, a family SCI or an indivision, 6 years for a legal person (loi 89-462 art. 10
// and 13). The lessor is the estate's owner, else its building's; an owner category "sc/sci" does
// not tell a family SCI from another, so both terms are lawful for it (docs/decisions.md).
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import type { OwnerCategory } from '../../contract/vocabulary/property.js';
import { Place } from '../property/place.js';
import { NotFoundError } from '../shared/errors.js';

export type LessorKind = 'natural_person' | 'legal_person' | 'sci' | 'unknown';

/** Loi 89-462 art. 10: the kind of lessor an owner category is. */
export function lessorKindOf(category: OwnerCategory | null): LessorKind {
  if (category === 'individual') return 'natural_person';
  if (category === 'company') return 'legal_person';
  if (category === 'sc/sci') return 'sci';
  return 'unknown';
}

/** Loi 89-462 art. 10: the shortest term of an unfurnished lease, and its renewal term, in months. */
export function unfurnishedTermMonths(kind: LessorKind): number {
  return kind === 'legal_person' ? 72 : 36;
}

/** The owner category of the estate's owner, else of its building's owner; null when none is recorded. */
export async function lessorCategoryOf(store: Store, estateId: string): Promise<OwnerCategory | null> {
  return lessorCategoryOfEstate(store, await store.repo(Estate).get(estateId));
}

/** A record read only, or null when there is none. */
async function viewOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** lessorCategoryOf for an estate already read; the place and the owner are read only (Repository.view). */
export async function lessorCategoryOfEstate(
  store: Store,
  estate: { owner_id: string | null; place_id: string },
): Promise<OwnerCategory | null> {
  const place = estate.owner_id ? null : await viewOrNull(() => store.repo(Place).view(estate.place_id));
  const ownerId = estate.owner_id ?? place?.owner_id ?? null;
  if (!ownerId) return null;
  return (await viewOrNull(() => store.repo(Owner).view(ownerId)))?.owner_category ?? null;
}
