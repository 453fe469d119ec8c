// The zone tendue lists' use cases: import one version of the annex (its communes, its days in
// force, its source), list the versions, and tell whether an address was in a listed commune on
// a given day, by the version in force that day.
import type { ZoneTendueCategory, ZoneTendueStatus } from '../../contract/vocabulary/zones.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { addDays, compareDates, isDateOnly } from '../shared/dates.js';
import { type FieldError, ValidationError } from '../shared/errors.js';
import { departmentsOfPostalCode } from '../shared/territories.js';
import { ZoneTendueCommune, ZoneTendueList, departmentOfInsee, findListedCommune, inForceOn } from './zone-tendue.js';

export interface CommuneRow {
  line: number;
  insee_code: string;
  name: string;
  /** Postal codes separated by spaces, commas or semicolons; may be empty. */
  postal_codes?: string;
  category: ZoneTendueCategory;
}

/** A version of the annex as the import names it. */
export type ListVersion = Pick<ZoneTendueList, 'code' | 'title' | 'in_force_from' | 'in_force_to' | 'source'>;

export interface ZoneTendueImportSummary {
  list: string;
  read: number;
  imported: number;
  added: number;
  removed: number;
  /** The open-ended version this one ended (the day before it starts), if any. */
  closed: string | null;
  rejections: { line: number; reasons: string[] }[];
}

export interface ZoneTendueAnswer {
  /** LISTED: a commune of the zone tendue (URBAN_AREA) of the version in force on the day. */
  status: ZoneTendueStatus;
  commune: Pick<ZoneTendueCommune, 'insee_code' | 'name' | 'category'> | null;
  list: Pick<ZoneTendueList, 'code' | 'title' | 'in_force_from' | 'in_force_to'> | null;
}

const INSEE = /^[0-9][0-9AB][0-9]{3}$/;
const POSTAL = /^\d{5}$/;
const CODE = /^[A-Z0-9_]{1,60}$/;

type ParsedCommune = Omit<ZoneTendueCommune, 'id' | 'list_id' | 'created_at' | 'updated_at'>;

function parseCommuneRow(row: CommuneRow): { ok: true; commune: ParsedCommune } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const code = row.insee_code.trim().toUpperCase();
  if (!INSEE.test(code)) reasons.push('insee_code must be a commune code of 5 characters (2A/2B for Corsica)');
  const name = row.name.trim();
  if (!name) reasons.push('name is required');
  const postalCodes = (row.postal_codes ?? '').split(/[\s,;]+/).filter(Boolean);
  const bad = postalCodes.filter((postal) => !POSTAL.test(postal));
  if (bad.length > 0) reasons.push(`postal code(s) ${bad.join(', ')} are not 5 digits`);
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    commune: {
      insee_code: code,
      name,
      department: departmentOfInsee(code),
      postal_codes: postalCodes,
      category: row.category,
    },
  };
}

function versionErrors(version: ListVersion): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (path: string, message: string, code: string) => errors.push({ path, message, code });
  if (!CODE.test(version.code)) fail('list', 'the list code is 1 to 60 of A-Z, 0-9 and _', 'invalid_code');
  if (!version.title.trim()) fail('title', 'the title of the list is required', 'required');
  if (!version.source.trim()) fail('source', 'the source of the list is required', 'required');
  if (!isDateOnly(version.in_force_from)) fail('from', 'the first day in force is a date YYYY-MM-DD', 'invalid_date');
  if (version.in_force_to !== null && !isDateOnly(version.in_force_to))
    fail('to', 'the last day in force is a date YYYY-MM-DD', 'invalid_date');
  else if (version.in_force_to !== null && compareDates(version.in_force_to, version.in_force_from) < 0)
    fail('to', 'the last day in force precedes the first', 'date_order');
  return errors;
}

/** Each row checked, each commune once: the parsed communes, or the rejections. */
function parseRows(rows: CommuneRow[]) {
  const seen = new Map<string, number>();
  const communes: ParsedCommune[] = [];
  const rejections: ZoneTendueImportSummary['rejections'] = [];
  for (const row of rows) {
    const outcome = parseCommuneRow(row);
    if (!outcome.ok) rejections.push({ line: row.line, reasons: outcome.reasons });
    else if (seen.has(outcome.commune.insee_code))
      rejections.push({ line: row.line, reasons: [`duplicate of line ${seen.get(outcome.commune.insee_code)}`] });
    else {
      seen.set(outcome.commune.insee_code, row.line);
      communes.push(outcome.commune);
    }
  }
  return { communes, rejections };
}

/**
 * Another version overlapping this one's days: an open-ended version that started earlier ends
 * the day before this one starts (a new list replaces the one in force); any other overlap is refused.
 */
async function placeVersion(tx: Store, version: ListVersion): Promise<{ list: ZoneTendueList; closed: string | null }> {
  const repo = tx.repo(ZoneTendueList);
  let closed: string | null = null;
  for (const other of await repo.findAll({ code: { $ne: version.code } })) {
    const end = version.in_force_to ?? '9999-12-31';
    const overlaps = other.in_force_from <= end && (other.in_force_to ?? '9999-12-31') >= version.in_force_from;
    if (!overlaps) continue;
    if (other.in_force_to === null && other.in_force_from < version.in_force_from) {
      other.in_force_to = addDays(version.in_force_from, -1);
      closed = other.code;
      continue;
    }
    throw new ValidationError(`The list ${other.code} is in force on some of these days`, [
      {
        path: 'from',
        message: `overlaps ${other.code} (${other.in_force_from} - ${other.in_force_to ?? '…'})`,
        code: 'overlap',
      },
    ]);
  }
  const list =
    (await repo.findOne({ code: version.code })) ?? Object.assign(new ZoneTendueList(), { code: version.code });
  Object.assign(list, version);
  repo.persist(list);
  await tx.flush();
  return { list, closed };
}

/** Replaces the communes of one version of the list: all or nothing, a file with a rejected row changes nothing. */
export async function importZoneTendueList(
  store: Store,
  version: ListVersion,
  rows: CommuneRow[],
): Promise<ZoneTendueImportSummary> {
  const errors = versionErrors(version);
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
  const { communes, rejections } = parseRows(rows);
  const summary: ZoneTendueImportSummary = {
    list: version.code,
    read: rows.length,
    imported: 0,
    added: 0,
    removed: 0,
    closed: null,
    rejections,
  };
  if (rejections.length > 0) return summary;
  return store.transaction(async (tx) => {
    const { list, closed } = await placeVersion(tx, version);
    const repo = tx.repo(ZoneTendueCommune);
    const existing = new Map((await repo.findAll({ list_id: list.id })).map((c) => [c.insee_code, c]));
    const kept = new Set(communes.map((c) => c.insee_code));
    for (const [code, commune] of existing) if (!kept.has(code)) repo.remove(commune);
    for (const commune of communes) {
      const current = existing.get(commune.insee_code);
      if (current) Object.assign(current, commune);
      else repo.persist(Object.assign(new ZoneTendueCommune(), commune, { list_id: list.id }));
    }
    const added = communes.filter((c) => !existing.has(c.insee_code)).length;
    const removed = [...existing.keys()].filter((code) => !kept.has(code)).length;
    return { ...summary, imported: communes.length, added, removed, closed };
  });
}

/** The versions of the list, oldest first, with how many communes each lists per category. */
export async function zoneTendueLists(store: Store, input: ListInput) {
  const page = await store
    .repo(ZoneTendueList)
    .list({}, pageRequest(input, [{ field: 'in_force_from', direction: 'asc' }]));
  const communes = store.repo(ZoneTendueCommune);
  const items = await Promise.all(
    page.items.map(async (list) => ({
      ...list,
      urban_area_communes: await communes.count({ list_id: list.id, category: 'URBAN_AREA' }),
      tourist_communes: await communes.count({ list_id: list.id, category: 'TOURIST' }),
    })),
  );
  return { ...page, items };
}

/** The version in force on a day; null when none is. */
export async function listInForce(store: Store, day: string): Promise<ZoneTendueList | null> {
  const started = await store.repo(ZoneTendueList).findAll({ in_force_from: { $lte: day } });
  return started.find((list) => inForceOn(list, day)) ?? null;
}

/** Whether an address (postal code and city) was in a commune of the zone tendue on a day. */
export async function zoneTendueOf(
  store: Store,
  query: { postal_code: string | null; city: string | null },
  day: string,
): Promise<ZoneTendueAnswer> {
  const list = await listInForce(store, day);
  const listFacts = list
    ? { code: list.code, title: list.title, in_force_from: list.in_force_from, in_force_to: list.in_force_to }
    : null;
  const unknown: ZoneTendueAnswer = { status: 'UNKNOWN', commune: null, list: listFacts };
  if (!list || (!query.postal_code && !query.city)) return unknown;
  const departments = query.postal_code ? departmentsOfPostalCode(query.postal_code) : null;
  const candidates = await store
    .repo(ZoneTendueCommune)
    .findAll({ list_id: list.id, ...(departments ? { department: { $in: departments } } : {}) });
  const found = findListedCommune(candidates, query);
  if (found) {
    const commune = { insee_code: found.insee_code, name: found.name, category: found.category };
    return { status: found.category === 'URBAN_AREA' ? 'LISTED' : 'NOT_LISTED', commune, list: listFacts };
  }
  const sharesPostalCode = candidates.some(
    (c) => query.postal_code !== null && c.postal_codes.includes(query.postal_code),
  );
  const decidable = query.city !== null || (!sharesPostalCode && candidates.every((c) => c.postal_codes.length > 0));
  return decidable ? { status: 'NOT_LISTED', commune: null, list: listFacts } : unknown;
}
