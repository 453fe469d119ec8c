// The zone tendue lists: the communes annexed to décret n° 2013-392, in each version in force in
// turn (the annex of 2013, replaced by décret n° 2023-822, amended by décret n° 2025-1267), where
// the rent evolution decree (décret 2017-1198) applies and the tenant of an unfurnished dwelling
// gives one month's notice (loi 89-462 art. 15 I). Shared, dated data: each list with the days it
// is in force (docs/legal.md, "Zone tendue").
import type { ZoneTendueCategory } from '../../contract/vocabulary/zones.js';
import { departmentsOfPostalCode } from '../shared/territories.js';

/** One version of the annex, in force from one day to another (open while no later one replaces it). */
export class ZoneTendueList {
  id!: string;
  /** A stable code of the version: DECRET_2023_822. */
  code!: string;
  /** The text that sets the list. */
  title!: string;
  in_force_from!: string;
  in_force_to: string | null = null;
  /** Where the communes were read from. */
  source!: string;
  created_at!: Date;
  updated_at!: Date;
}

export class ZoneTendueCommune {
  id!: string;
  list_id!: string;
  /** Code officiel géographique of the commune (2A/2B for Corsica). */
  insee_code!: string;
  name!: string;
  /** Département code: the first two characters of the INSEE code, three overseas (971 ...). */
  department!: string;
  /** Postal codes of the commune, when the source gives them. */
  postal_codes: string[] = [];
  /** URBAN_AREA: CGI art. 232 I 1°, the zone tendue of loi 89-462; TOURIST: 2°, the vacancy tax only. */
  category: ZoneTendueCategory = 'URBAN_AREA';
  created_at!: Date;
  updated_at!: Date;
}

/** Names compared without accents, case, punctuation, "St" abbreviation or arrondissement ("Paris 11e"). */
export function foldCommune(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .replace(/\s+\d+\s*(er|e|eme)?(\s+arrondissement)?$/, '')
    .trim();
}

/** The département of an INSEE commune code. */
export function departmentOfInsee(code: string): string {
  return code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
}

export interface CommuneQuery {
  postal_code: string | null;
  city: string | null;
}

/**
 * The listed commune of an address: same département and name, or (when the list gives postal
 * codes) the only listed commune of the postal code when no city is known; null when none matches.
 */
export function findListedCommune<C extends Pick<ZoneTendueCommune, 'name' | 'department' | 'postal_codes'>>(
  communes: readonly C[],
  query: CommuneQuery,
): C | null {
  const departments = query.postal_code ? departmentsOfPostalCode(query.postal_code) : null;
  const inDepartment = departments ? communes.filter((c) => departments.includes(c.department)) : communes;
  if (query.city) {
    const city = foldCommune(query.city);
    return inDepartment.find((commune) => foldCommune(commune.name) === city) ?? null;
  }
  const byPostalCode = query.postal_code
    ? inDepartment.filter((commune) => commune.postal_codes.includes(query.postal_code!))
    : [];
  return byPostalCode.length === 1 ? byPostalCode[0] : null;
}

/** Whether a list is in force on a day: from its first day through its last, both included. */
export function inForceOn(list: Pick<ZoneTendueList, 'in_force_from' | 'in_force_to'>, day: string): boolean {
  return list.in_force_from <= day && (list.in_force_to === null || day <= list.in_force_to);
}
