import { describe, expect, it } from '@jest/globals';
import {
  constructionPeriodOfYear,
  normalizeConstructionPeriod,
  tablePeriods,
} from '../../../core/compliance/rent-control/construction-period.js';
import {
  missingParisColumns,
  parseParisReferenceRow,
} from '../../../core/compliance/rent-control/paris-reference-csv.js';
import { roomBucket, roomBucketLabel } from '../../../core/compliance/rent-control/room-count.js';
import { parseEurosToCents } from '../../../core/shared/money.js';

describe('construction periods', () => {
  it('keeps the five periods of the five-period arrêtés, and the merged one of the four-period tables', () => {
    expect(normalizeConstructionPeriod('before_1946')).toBe('before_1946');
    expect(normalizeConstructionPeriod('19461970')).toBe('1946-1970');
    expect(normalizeConstructionPeriod('19711990')).toBe('1971-1990');
    expect(normalizeConstructionPeriod('19912005')).toBe('1991-2005');
    expect(normalizeConstructionPeriod('after_2005')).toBe('after_2005');
    expect(normalizeConstructionPeriod('Après 2005')).toBe('after_2005');
    expect(normalizeConstructionPeriod('after_1990')).toBe('after_1990');
  });
  it('looks a five-period value up as itself, then in the merged period of a four-period table', () => {
    expect(tablePeriods('1991-2005')).toEqual(['1991-2005', 'after_1990']);
    expect(tablePeriods('after_2005')).toEqual(['after_2005', 'after_1990']);
    expect(tablePeriods('after_1990')).toEqual(['after_1990']);
    expect(tablePeriods('before_1946')).toEqual(['before_1946']);
  });
  it('reads the Paris labels, with or without accents', () => {
    expect(normalizeConstructionPeriod('Avant 1946')).toBe('before_1946');
    expect(normalizeConstructionPeriod('Apres 1990')).toBe('after_1990');
    expect(normalizeConstructionPeriod('Après 1990')).toBe('after_1990');
    expect(normalizeConstructionPeriod(' 1971-1990 ')).toBe('1971-1990');
    expect(normalizeConstructionPeriod('1990-2005')).toBeNull();
    expect(normalizeConstructionPeriod('')).toBeNull();
  });
  it('places a construction year in its period', () => {
    expect([1945, 1946, 1970, 1971, 1990, 1991, 2005, 2006].map(constructionPeriodOfYear)).toEqual([
      'before_1946',
      '1946-1970',
      '1946-1970',
      '1971-1990',
      '1971-1990',
      '1991-2005',
      '1991-2005',
      'after_2005',
    ]);
  });
});

describe('room count buckets', () => {
  it('1, 2, 3 and 4 and more', () => {
    expect([1, 2, 3, 4, 7].map(roomBucket)).toEqual([1, 2, 3, 4, 4]);
    expect(roomBucketLabel(4)).toBe('4+');
    expect(() => roomBucket(0)).toThrow(RangeError);
    expect(() => roomBucket(2.5)).toThrow(RangeError);
  });
});

describe('euro amounts as text', () => {
  it('parses without floating point', () => {
    expect(parseEurosToCents('26.7')).toBe(2670);
    expect(parseEurosToCents('35.3')).toBe(3530);
    expect(parseEurosToCents('19,74')).toBe(1974);
    expect(parseEurosToCents('12')).toBe(1200);
    for (const bad of ['31.445', '-2.0', '3e1', '', '1.', 'abc']) expect(parseEurosToCents(bad)).toBeNull();
  });
});

const byId = {
  annee: '2024',
  id_zone: '4',
  id_quartier: '11',
  nom_quartier: 'Folie-Méricourt',
  piece: '2',
  epoque: '1946-1970',
  meuble_txt: 'non meublé',
  ref: '27.5',
  max: '33',
  min: '19.3',
  ville: 'PARIS',
  code_grand_quartier: '7511141',
  geo_shape: '{"type": "Polygon"}',
};

describe('Paris open-data reference-rent rows', () => {
  it('parses a row named by field ids', () => {
    expect(parseParisReferenceRow(byId)).toEqual({
      ok: true,
      row: {
        year: 2024,
        sector: 4,
        quarter_number: 11,
        quarter_name: 'Folie-Méricourt',
        room_bucket: 2,
        construction_period: '1946-1970',
        is_furnished: false,
        reference_cents: 2750,
        increased_cents: 3300,
        decreased_cents: 1930,
        city: 'PARIS',
        insee_quarter_code: '7511141',
      },
    });
  });

  it('parses a row named by labels', () => {
    const outcome = parseParisReferenceRow({
      Année: '2025',
      'Secteurs géographiques': '1',
      'Numéro du quartier': '1',
      'Nom du quartier': "St-Germain-l'Auxerrois",
      'Nombre de pièces principales': '4',
      'Epoque de construction': 'Apres 1990',
      'Type de location': 'meublé',
      'Loyers de référence': '26.7',
      'Loyers de référence majorés': '32.0',
      'Loyers de référence minorés': '18.7',
    });
    expect(outcome).toMatchObject({
      ok: true,
      row: {
        year: 2025,
        room_bucket: 4,
        construction_period: 'after_1990',
        is_furnished: true,
        increased_cents: 3200,
        decreased_cents: 1870,
        city: null,
      },
    });
  });

  it('keeps the epochs of a five-period arrêté', () => {
    const row = (epoque: string) =>
      parseParisReferenceRow({
        annee: '2025',
        id_quartier: '1',
        nom_quartier: 'Vieux-Lille',
        piece: '2',
        epoque,
        meuble_txt: 'non meublé',
        ref: '15.0',
        max: '18.0',
        min: '10.5',
      });
    expect(row('1991-2005')).toMatchObject({ ok: true, row: { construction_period: '1991-2005' } });
    expect(row('Après 2005')).toMatchObject({ ok: true, row: { construction_period: 'after_2005' } });
  });

  it('lists every reason a row is rejected', () => {
    const outcome = parseParisReferenceRow({
      ...byId,
      piece: '5',
      epoque: '1990-2005',
      meuble_txt: 'oui',
      ref: '27.555',
      id_quartier: '',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reasons).toEqual([
      'id_quartier is missing',
      'piece "5" is not a room count 1, 2, 3 or 4 (4 and more)',
      'epoque "1990-2005" is not a construction epoch (Avant 1946, 1946-1970, 1971-1990, Apres 1990)',
      'meuble_txt "oui" is neither "meublé" nor "non meublé"',
      'ref "27.555" is not a positive amount in euros per m2 with at most two decimals',
    ]);
  });

  it('rejects increased / decreased values that are not reference +20% / -30%', () => {
    const outcome = parseParisReferenceRow({ ...byId, max: '35.0', min: '15.0' });
    expect(outcome).toEqual({
      ok: false,
      reasons: [
        expect.stringContaining('max 35 is not the reference 27.5 + 20%'),
        expect.stringContaining('min 15 is not the reference 27.5 - 30%'),
      ],
    });
    // rounding of the published table (0.1 EUR) is tolerated
    expect(parseParisReferenceRow({ ...byId, max: '33.1', min: '19.2' }).ok).toBe(true);
  });

  it('names the required columns a header lacks', () => {
    expect(missingParisColumns(Object.keys(byId))).toEqual([]);
    expect(
      missingParisColumns(['annee', 'Numéro du quartier', 'nom_quartier', 'piece', 'epoque', 'meuble_txt', 'ref']),
    ).toEqual(['max', 'min']);
    expect(
      missingParisColumns([
        '\uFEFFannee',
        'id_quartier',
        'nom_quartier',
        'piece',
        'epoque',
        'meuble_txt',
        'ref',
        'max',
        'min',
      ]),
    ).toEqual([]);
  });
});
