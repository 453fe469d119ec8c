// Where a dwelling lies, told from its postal code, for the rules that differ overseas or in Corsica.

/**
 * The overseas departments (Guadeloupe 971, Martinique 972, Guyane 973, La Réunion 974, Mayotte
 * 976), the collectivities of art. 73 of the Constitution; not Saint-Pierre-et-Miquelon (975) nor
 * Saint-Barthélemy (97133) and Saint-Martin (97150), collectivities of art. 74 with postal codes of
 * their own (loi 2021-1104 art. 159 and 160; loi 2022-1158 art. 12).
 */
export function isOverseasDepartment(postalCode: string): boolean {
  return /^97[12346]\d{2}$/.test(postalCode) && postalCode !== '97133' && postalCode !== '97150';
}

/** Corsica (departments 2A and 2B): postal codes 20000 to 20999. */
export function isCorsica(postalCode: string): boolean {
  return /^20\d{3}$/.test(postalCode);
}

/** The département(s) a postal code may belong to (Corsica: 2A or 2B; overseas: three digits). */
export function departmentsOfPostalCode(postalCode: string): string[] {
  if (postalCode.startsWith('97')) return [postalCode.slice(0, 3)];
  if (postalCode.startsWith('20')) return ['2A', '2B'];
  return [postalCode.slice(0, 2)];
}
