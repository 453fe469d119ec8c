// Row parser of the Paris open-data reference-rent layout ("Logement - Encadrement des loyers",
// opendata.paris.fr dataset logement-encadrement-des-loyers): semicolon-separated, one row per
// year x quartier administratif x rooms x construction epoch x furnished, with the rents in euros
// per m2 of living area. The export names its columns either by field id (annee, id_zone,
// id_quartier, nom_quartier, piece, epoque, meuble_txt, ref, max, min, ville,
// code_grand_quartier, geo_shape, geo_point_2d) or by label ("Année", "Secteurs géographiques",
// "Numéro du quartier", ...); both are accepted, in any order, extra columns ignored.
import { parseEurosToCents } from '../../shared/money.js';
import type { ConstructionPeriod } from '../../../contract/vocabulary/compliance.js';
import { normalizeConstructionPeriod } from './construction-period.js';
import { derivedReferences } from './rent-control.js';
import type { RoomBucket } from './room-count.js';

export const PARIS_COLUMNS = {
  annee: ['annee', 'Année'],
  id_zone: ['id_zone', 'Secteurs géographiques'],
  id_quartier: ['id_quartier', 'Numéro du quartier'],
  nom_quartier: ['nom_quartier', 'Nom du quartier'],
  piece: ['piece', 'Nombre de pièces principales'],
  epoque: ['epoque', 'Epoque de construction'],
  meuble_txt: ['meuble_txt', 'Type de location'],
  ref: ['ref', 'Loyers de référence'],
  max: ['max', 'Loyers de référence majorés'],
  min: ['min', 'Loyers de référence minorés'],
  ville: ['ville', 'Ville'],
  code_grand_quartier: ['code_grand_quartier', 'Numéro INSEE du quartier'],
} as const;
export type ParisColumn = keyof typeof PARIS_COLUMNS;

export const REQUIRED_PARIS_COLUMNS: readonly ParisColumn[] = [
  'annee',
  'id_quartier',
  'nom_quartier',
  'piece',
  'epoque',
  'meuble_txt',
  'ref',
  'max',
  'min',
];

/**
 * How far the published increased / decreased values may be from reference +20% / -30%: the
 * tables round every value to 0.1 EUR from unrounded medians, which moves them by up to ~0.11 EUR.
 */
export const DERIVED_TOLERANCE_CENTS = 15;

export interface ParisReferenceRow {
  year: number;
  /** Geographic sector (id_zone); quarters of one sector share their reference rents. */
  sector: number | null;
  /** Quartier administratif number (C_QU, 1 to 80 in Paris). */
  quarter_number: number;
  quarter_name: string;
  room_bucket: RoomBucket;
  construction_period: ConstructionPeriod;
  is_furnished: boolean;
  reference_cents: number;
  increased_cents: number;
  decreased_cents: number;
  city: string | null;
  insee_quarter_code: string | null;
}

export type ParseOutcome = { ok: true; row: ParisReferenceRow } | { ok: false; reasons: string[] };

function fold(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

const COLUMN_OF_HEADER = new Map<string, ParisColumn>(
  (Object.entries(PARIS_COLUMNS) as [ParisColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [fold(name), column] as const),
  ),
);

/** The column a header names (by field id or label), or undefined for a column the parser ignores. */
export function parisColumnOf(header: string): ParisColumn | undefined {
  return COLUMN_OF_HEADER.get(fold(header));
}

/** Required columns a header line lacks (empty: the file has the layout). */
export function missingParisColumns(headers: readonly string[]): ParisColumn[] {
  const present = new Set(headers.map(parisColumnOf).filter((column) => column !== undefined));
  return REQUIRED_PARIS_COLUMNS.filter((column) => !present.has(column));
}

function integer(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The values of one record by column, and the reasons it is rejected, found so far. */
interface RowReading {
  value: Partial<Record<ParisColumn, string>>;
  reasons: string[];
}

/** The text of a required column; null, with a reason, when it is missing or empty. */
function required(reading: RowReading, column: ParisColumn): string | null {
  const text = reading.value[column];
  if (text === undefined || text === '') {
    reading.reasons.push(`${column} is missing`);
    return null;
  }
  return text;
}

/** Where the row applies: the year, the geographic sector and the quarter. */
function readPlace(reading: RowReading) {
  const yearText = required(reading, 'annee');
  const year = yearText === null ? null : integer(yearText);
  if (yearText !== null && (year === null || year < 2015 || year > 2100))
    reading.reasons.push(`annee "${yearText}" is not a year between 2015 and 2100`);

  const sectorText = reading.value.id_zone ?? '';
  const sector = sectorText === '' ? null : integer(sectorText);
  if (sectorText !== '' && sector === null) reading.reasons.push(`id_zone "${sectorText}" is not a whole number`);

  const quarterText = required(reading, 'id_quartier');
  const quarter = quarterText === null ? null : integer(quarterText);
  if (quarterText !== null && (quarter === null || quarter < 1))
    reading.reasons.push(`id_quartier "${quarterText}" is not a quarter number >= 1`);

  return { year, sector, quarter, quarterName: required(reading, 'nom_quartier') };
}

/** Which dwellings the row is for: the room count, the construction epoch, furnished or not. */
function readDwelling(reading: RowReading) {
  const roomsText = required(reading, 'piece');
  const rooms = roomsText === null ? null : integer(roomsText);
  if (roomsText !== null && (rooms === null || rooms < 1 || rooms > 4))
    reading.reasons.push(`piece "${roomsText}" is not a room count 1, 2, 3 or 4 (4 and more)`);

  const epochText = required(reading, 'epoque');
  const period = epochText === null ? null : normalizeConstructionPeriod(epochText);
  if (epochText !== null && period === null)
    reading.reasons.push(
      `epoque "${epochText}" is not a construction epoch (Avant 1946, 1946-1970, 1971-1990, Apres 1990)`,
    );

  const furnishedText = required(reading, 'meuble_txt');
  const furnishedFolded = furnishedText === null ? '' : fold(furnishedText);
  const furnished = furnishedFolded === 'meuble' ? true : furnishedFolded === 'non meuble' ? false : null;
  if (furnishedText !== null && furnished === null)
    reading.reasons.push(`meuble_txt "${furnishedText}" is neither "meublé" nor "non meublé"`);

  return { rooms, period, furnished };
}

/** The reference, increased and decreased rents, the last two within the tolerance of +20% / -30%. */
function readRents(reading: RowReading) {
  const money = (column: 'ref' | 'max' | 'min'): number | null => {
    const text = required(reading, column);
    if (text === null) return null;
    const cents = parseEurosToCents(text);
    if (cents === null || cents === 0)
      reading.reasons.push(`${column} "${text}" is not a positive amount in euros per m2 with at most two decimals`);
    return cents;
  };
  const reference = money('ref');
  const increased = money('max');
  const decreased = money('min');

  if (reference && increased && decreased) {
    const derived = derivedReferences(reference);
    if (Math.abs(increased - derived.increased_cents) > DERIVED_TOLERANCE_CENTS) {
      reading.reasons.push(
        `max ${increased / 100} is not the reference ${reference / 100} + 20% (${derived.increased_cents / 100}; loi ELAN art. 140)`,
      );
    }
    if (Math.abs(decreased - derived.decreased_cents) > DERIVED_TOLERANCE_CENTS) {
      reading.reasons.push(
        `min ${decreased / 100} is not the reference ${reference / 100} - 30% (${derived.decreased_cents / 100}; loi ELAN art. 140)`,
      );
    }
  }
  return { reference, increased, decreased };
}

/** Parses one record (header -> text) of the Paris layout into a row, or the reasons it is rejected. */
export function parseParisReferenceRow(record: Readonly<Record<string, string | undefined>>): ParseOutcome {
  const reading: RowReading = { value: {}, reasons: [] };
  for (const [header, text] of Object.entries(record)) {
    const column = parisColumnOf(header);
    if (column && text !== undefined) reading.value[column] = text.trim();
  }
  const { year, sector, quarter, quarterName } = readPlace(reading);
  const { rooms, period, furnished } = readDwelling(reading);
  const { reference, increased, decreased } = readRents(reading);

  if (reading.reasons.length > 0) return { ok: false, reasons: reading.reasons };
  const { value } = reading;
  return {
    ok: true,
    row: {
      year: year!,
      sector,
      quarter_number: quarter!,
      quarter_name: quarterName!,
      room_bucket: rooms as RoomBucket,
      construction_period: period!,
      is_furnished: furnished!,
      reference_cents: reference!,
      increased_cents: increased!,
      decreased_cents: decreased!,
      city: value.ville ? value.ville : null,
      insee_quarter_code: value.code_grand_quartier ? value.code_grand_quartier : null,
    },
  };
}
