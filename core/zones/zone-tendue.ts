// The zone tendue list: the communes annexed to décret n° 2013-392 (as replaced by décret n°
// 2023-822 du 25 août 2023), where the rent evolution decree (décret 2017-1198) applies and the
// tenant of an unfurnished dwelling gives one month's notice (loi 89-462 art. 15 I). Shared data,
// replaced as a whole by the import command with its source (docs/legal.md, "Zone tendue").

export class ZoneTendueCommune {
  id!: string;
  /** Code officiel géographique of the commune (2A/2B for Corsica). */
  insee_code!: string;
  name!: string;
  /** Département code: the first two characters of the INSEE code, three overseas (971 ...). */
  department!: string;
  /** Postal codes of the commune, when the source gives them. */
  postal_codes: string[] = [];
  source!: string;
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

/** The département(s) a postal code may belong to (Corsica: 2A or 2B; overseas: three digits). */
export function departmentsOfPostalCode(postalCode: string): string[] {
  if (postalCode.startsWith('97')) return [postalCode.slice(0, 3)];
  if (postalCode.startsWith('20')) return ['2A', '2B'];
  return [postalCode.slice(0, 2)];
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
