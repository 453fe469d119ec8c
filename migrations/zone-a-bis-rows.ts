import { dataFile, quote } from './data-file.js';

// The rows of zone A bis (table `zone_a_bis_communes`, docs/legal.md "Management mandates and letting
// fees") from a data file beside the migrations: `insee_code;name;postal_codes;version`, the postal
// codes separated by spaces (may be empty: a commune is then found by its name), each version with
// the days it is in force.

export const A_BIS_VERSIONS: Record<string, { from: string; to: string | null }> = {
  /** Annexe I of the arrêté du 1er août 2014: Paris and 75 communes. */
  ARRETE_2014_08_01: { from: '2014-08-01', to: null },
  /** The communes the revision of the zoning in force from 5 July 2024 put in A bis. */
  ZONAGE_2024_07_05: { from: '2024-07-05', to: null },
};

/** The SQL value lists of the file's communes, in the columns (id, insee_code, name, department, postal_codes, version, in_force_from, in_force_to). */
export function aBisCommuneValues(name: string): string[] {
  const [, ...lines] = dataFile(name).trim().split('\n');
  return lines.map((line) => {
    const [code, commune, postalCodes, version] = line.trim().split(';');
    const { from, to } = A_BIS_VERSIONS[version];
    const department = code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
    const postal = JSON.stringify(postalCodes ? postalCodes.split(' ') : []);
    return `(gen_random_uuid(), ${quote(code)}, ${quote(commune)}, ${quote(department)}, ${quote(postal)}::jsonb, ${quote(version)}, '${from}', ${to ? `'${to}'` : 'null'})`;
  });
}

export const A_BIS_COLUMNS = `("id", "insee_code", "name", "department", "postal_codes", "version", "in_force_from", "in_force_to")`;
