// Import of reference rents from the Paris open-data layout (see paris-reference-csv.ts) into a
// rent-controlled territory: every accepted row is upserted on (quarter, year, rooms, period,
// furnished), so running the same file twice changes nothing. Quarters are official QUARTER
// zones coded `<territory code>-Q<number>`, created on first sight; the Paris layout numbers its
// 80 quartiers administratifs four per arrondissement, so when the territory has DISTRICT zones
// coded `<territory code>-NN` a quarter goes under district ceil(number / 4).
import { ValidationError, NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import { LegislativeZone } from '../../zones/zone.js';
import { type ParisReferenceRow, missingParisColumns, parseParisReferenceRow } from './paris-reference-csv.js';
import { ReferenceRent } from './reference-rent.js';

export interface ImportRecord {
  /** Line number in the file (the header is line 1). */
  line: number;
  record: Record<string, string | undefined>;
}

export interface ImportInput {
  /** Territory zone code (FR-PARIS), its short name (paris) or id. */
  territory: string;
  headers: readonly string[];
  records: readonly ImportRecord[];
  data_source: string;
  onProgress?: (done: number) => void;
}

export interface ImportSummary {
  territory: string;
  read: number;
  imported: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: { line: number; reasons: string[] }[];
  quarters_created: number;
  years: number[];
}

const FLUSH_EVERY = 1000;

function keyOf(
  quarterId: string,
  row: Pick<ParisReferenceRow, 'year' | 'room_bucket' | 'construction_period' | 'is_furnished'>,
): string {
  return `${quarterId}|${row.year}|${row.room_bucket}|${row.construction_period}|${row.is_furnished}`;
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** The official rent-controlled zone an import targets: by id, code, `FR-<name>` or name. */
export async function findTerritory(store: Store, ref: string): Promise<LegislativeZone> {
  const candidates = await store.repo(LegislativeZone).findAll({ tenant_id: null, is_rent_controlled: true });
  const wanted = fold(ref);
  const territory =
    candidates.find((zone) => zone.id === ref || fold(zone.code) === wanted || fold(zone.code) === `fr-${wanted}`) ??
    candidates.find((zone) => fold(zone.name) === wanted);
  if (!territory) throw new NotFoundError('rent-controlled territory', ref);
  return territory;
}

interface Accepted {
  line: number;
  row: ParisReferenceRow;
}

function emptySummary(territory: LegislativeZone, read: number): ImportSummary {
  return {
    territory: territory.code,
    read,
    imported: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejections: [],
    quarters_created: 0,
    years: [],
  };
}

/** Pass 1: parse every record; the rejected ones go to the summary with their reasons. */
function parseRecords(records: readonly ImportRecord[], summary: ImportSummary): Accepted[] {
  const accepted: Accepted[] = [];
  for (const { line, record } of records) {
    const outcome = parseParisReferenceRow(record);
    if (!outcome.ok) summary.rejections.push({ line, reasons: outcome.reasons });
    else accepted.push({ line, row: outcome.row });
  }
  return accepted;
}

/** Pass 1 (cont.): the quarter zone of every quarter number met, created under its district when missing. */
async function ensureQuarters(
  tx: Store,
  territory: LegislativeZone,
  accepted: Accepted[],
  summary: ImportSummary,
): Promise<Map<number, LegislativeZone>> {
  const zones = tx.repo(LegislativeZone);
  const officials = await zones.findAll({ tenant_id: null, country_code: territory.country_code });
  const byCode = new Map(officials.map((zone) => [zone.code.toUpperCase(), zone]));
  const quarterOf = new Map<number, LegislativeZone>();
  for (const { row } of accepted) {
    if (quarterOf.has(row.quarter_number)) continue;
    const code = `${territory.code}-Q${row.quarter_number}`;
    let quarter = byCode.get(code.toUpperCase());
    if (!quarter) {
      const district = byCode.get(
        `${territory.code}-${String(Math.ceil(row.quarter_number / 4)).padStart(2, '0')}`.toUpperCase(),
      );
      quarter = Object.assign(new LegislativeZone(), {
        zone_type: 'QUARTER',
        country_code: territory.country_code,
        code,
        name: row.quarter_name,
        description: `Quartier administratif n° ${row.quarter_number} of ${territory.name}`,
        parent_zone_id: district && district.zone_type === 'DISTRICT' ? district.id : territory.id,
        is_rent_controlled: true,
        is_zone_tendue: territory.is_zone_tendue,
        rent_control_start_date: territory.rent_control_start_date,
        rent_control_end_date: territory.rent_control_end_date,
        effective_date: territory.rent_control_start_date,
      } satisfies Partial<LegislativeZone>);
      zones.persist(quarter);
      byCode.set(code.toUpperCase(), quarter);
      summary.quarters_created += 1;
    } else if (quarter.name !== row.quarter_name) {
      quarter.name = row.quarter_name;
    }
    quarterOf.set(row.quarter_number, quarter);
  }
  await tx.flush();
  return quarterOf;
}

/** One accepted row: created, updated or unchanged. */
function upsertRent(
  tx: Store,
  territory: LegislativeZone,
  quarter: LegislativeZone,
  row: ParisReferenceRow,
  current: ReferenceRent | undefined,
  dataSource: string,
  summary: ImportSummary,
): void {
  const values = {
    sector: row.sector,
    reference_rent: row.reference_cents / 100,
    reference_rent_increased: row.increased_cents / 100,
    reference_rent_decreased: row.decreased_cents / 100,
    data_source: dataSource,
  };
  if (!current) {
    tx.repo(ReferenceRent).persist(
      Object.assign(new ReferenceRent(), {
        territory_zone_id: territory.id,
        quarter_zone_id: quarter.id,
        year: row.year,
        room_bucket: row.room_bucket,
        construction_period: row.construction_period,
        is_furnished: row.is_furnished,
        ...values,
      }),
    );
    summary.created += 1;
  } else if (
    toCents(current.reference_rent) !== row.reference_cents ||
    toCents(current.reference_rent_increased) !== row.increased_cents ||
    toCents(current.reference_rent_decreased) !== row.decreased_cents ||
    current.sector !== row.sector ||
    current.data_source !== dataSource
  ) {
    Object.assign(current, values);
    summary.updated += 1;
  } else {
    summary.unchanged += 1;
  }
  summary.imported += 1;
}

/** Pass 2: upsert the rents, a duplicate of an earlier line of the file rejected. */
async function upsertRents(
  tx: Store,
  territory: LegislativeZone,
  accepted: Accepted[],
  quarterOf: Map<number, LegislativeZone>,
  input: ImportInput,
  summary: ImportSummary,
): Promise<void> {
  const parseRejected = summary.rejections.length;
  const existing = new Map(
    (await tx.repo(ReferenceRent).findAll({ territory_zone_id: territory.id })).map((rent) => [
      keyOf(rent.quarter_zone_id, rent),
      rent,
    ]),
  );
  const seenInFile = new Map<string, number>();
  const years = new Set<number>();
  let done = 0;
  for (const { line, row } of accepted) {
    const quarter = quarterOf.get(row.quarter_number)!;
    const key = keyOf(quarter.id, row);
    const first = seenInFile.get(key);
    if (first !== undefined) {
      summary.rejections.push({
        line,
        reasons: [`duplicate of line ${first} (same quarter, year, rooms, period and furnished flag)`],
      });
    } else {
      seenInFile.set(key, line);
      years.add(row.year);
      upsertRent(tx, territory, quarter, row, existing.get(key), input.data_source, summary);
    }
    done += 1;
    if (done % FLUSH_EVERY === 0) await tx.flush();
    input.onProgress?.(parseRejected + done);
  }
  summary.years = [...years].sort();
}

export async function importReferenceRents(store: Store, input: ImportInput): Promise<ImportSummary> {
  const missing = missingParisColumns(input.headers);
  if (missing.length > 0) {
    throw new ValidationError(
      `The file is not in the Paris open-data layout: missing column(s) ${missing.join(', ')}`,
      missing.map((column) => ({ path: column, message: 'required column is missing', code: 'missing_column' })),
    );
  }
  return store.transaction(async (tx) => {
    const territory = await findTerritory(tx, input.territory);
    const summary = emptySummary(territory, input.records.length);
    const accepted = parseRecords(input.records, summary);
    const quarterOf = await ensureQuarters(tx, territory, accepted, summary);
    await upsertRents(tx, territory, accepted, quarterOf, input, summary);
    await tx.flush();
    input.onProgress?.(input.records.length);
    summary.rejections.sort((a, b) => a.line - b.line);
    summary.rejected = summary.rejections.length;
    return summary;
  });
}
