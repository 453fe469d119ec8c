// The zone tendue list's use cases: replace it with an imported annex (with its source), and tell
// whether an address is in a listed commune.
import { ValidationError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { ZoneTendueCommune, departmentOfInsee, departmentsOfPostalCode, findListedCommune } from './zone-tendue.js';

export interface CommuneRow {
  line: number;
  insee_code: string;
  name: string;
  /** Postal codes separated by spaces, commas or semicolons; may be empty. */
  postal_codes?: string;
}

export interface ZoneTendueImportSummary {
  read: number;
  imported: number;
  added: number;
  removed: number;
  rejections: { line: number; reasons: string[] }[];
}

/** LISTED / NOT_LISTED in the imported list, UNKNOWN when the list or the address cannot tell. */
export interface ZoneTendueAnswer {
  status: 'LISTED' | 'NOT_LISTED' | 'UNKNOWN';
  commune: Pick<ZoneTendueCommune, 'insee_code' | 'name'> | null;
  source: string | null;
}

const INSEE = /^[0-9][0-9AB][0-9]{3}$/;
const POSTAL = /^\d{5}$/;

function parseCommuneRow(
  row: CommuneRow,
):
  | { ok: true; commune: Omit<ZoneTendueCommune, 'id' | 'source' | 'created_at' | 'updated_at'> }
  | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const code = row.insee_code.trim().toUpperCase();
  if (!INSEE.test(code)) reasons.push('insee_code must be a commune code of 5 characters (2A/2B for Corsica)');
  const name = row.name.trim();
  if (!name) reasons.push('name is required');
  const postalCodes = (row.postal_codes ?? '').split(/[\s,;]+/).filter(Boolean);
  const bad = postalCodes.filter((code) => !POSTAL.test(code));
  if (bad.length > 0) reasons.push(`postal code(s) ${bad.join(', ')} are not 5 digits`);
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    commune: { insee_code: code, name, department: departmentOfInsee(code), postal_codes: postalCodes },
  };
}

/** Replaces the list: all or nothing, a file with a rejected row changes nothing. */
export async function importZoneTendueList(
  store: Store,
  rows: CommuneRow[],
  source: string,
): Promise<ZoneTendueImportSummary> {
  if (!source.trim())
    throw new ValidationError('The source of the list is required', [
      { path: 'source', message: 'required', code: 'required' },
    ]);
  const parsed = rows.map((row) => ({ row, outcome: parseCommuneRow(row) }));
  const seen = new Map<string, number>();
  const rejections: ZoneTendueImportSummary['rejections'] = [];
  for (const { row, outcome } of parsed) {
    if (!outcome.ok) rejections.push({ line: row.line, reasons: outcome.reasons });
    else if (seen.has(outcome.commune.insee_code))
      rejections.push({ line: row.line, reasons: [`duplicate of line ${seen.get(outcome.commune.insee_code)}`] });
    else seen.set(outcome.commune.insee_code, row.line);
  }
  const summary: ZoneTendueImportSummary = { read: rows.length, imported: 0, added: 0, removed: 0, rejections };
  if (rejections.length > 0) return summary;
  return store.transaction(async (tx) => {
    const repo = tx.repo(ZoneTendueCommune);
    const existing = await repo.findAll({});
    const kept = new Set(parsed.map(({ outcome }) => (outcome.ok ? outcome.commune.insee_code : '')));
    for (const commune of existing) if (!kept.has(commune.insee_code)) repo.remove(commune);
    const byCode = new Map(existing.map((commune) => [commune.insee_code, commune]));
    for (const { outcome } of parsed) {
      if (!outcome.ok) continue;
      const current = byCode.get(outcome.commune.insee_code);
      if (current) Object.assign(current, outcome.commune, { source });
      else repo.persist(Object.assign(new ZoneTendueCommune(), outcome.commune, { source }));
      summary.added += current ? 0 : 1;
    }
    summary.imported = seen.size;
    summary.removed = existing.filter((commune) => !kept.has(commune.insee_code)).length;
    return summary;
  });
}

/** Whether an address (postal code and city) is in a commune of the list. */
export async function zoneTendueOf(
  store: Store,
  query: { postal_code: string | null; city: string | null },
): Promise<ZoneTendueAnswer> {
  const unknown: ZoneTendueAnswer = { status: 'UNKNOWN', commune: null, source: null };
  if (!query.postal_code && !query.city) return unknown;
  const repo = store.repo(ZoneTendueCommune);
  // Any listed commune: the list was imported (its source stands for the answer NOT_LISTED).
  const any = await repo.findOne({ insee_code: { $ne: '' } });
  if (!any) return unknown;
  const departments = query.postal_code ? departmentsOfPostalCode(query.postal_code) : null;
  const candidates = await repo.findAll(departments ? { department: { $in: departments } } : {});
  const listed = findListedCommune(candidates, query);
  if (listed)
    return { status: 'LISTED', commune: { insee_code: listed.insee_code, name: listed.name }, source: listed.source };
  const sharesPostalCode = candidates.some(
    (c) => query.postal_code !== null && c.postal_codes.includes(query.postal_code),
  );
  const decidable = query.city !== null || (!sharesPostalCode && candidates.every((c) => c.postal_codes.length > 0));
  return decidable ? { status: 'NOT_LISTED', commune: null, source: any.source } : unknown;
}
