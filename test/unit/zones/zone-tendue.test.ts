import { describe, expect, it } from '@jest/globals';
import { departmentsOfPostalCode } from '../../../core/shared/territories.js';
import { departmentOfInsee, findListedCommune, foldCommune, inForceOn } from '../../../core/zones/zone-tendue.js';
import { zoningCategory } from '../../../adapters/import/zone-tendue-csv.js';

const communes = [
  { name: 'Annecy', department: '74', postal_codes: ['74000', '74370'] },
  { name: 'Saint-Denis', department: '974', postal_codes: ['97400'] },
  { name: 'Saint-Denis', department: '93', postal_codes: [] },
  { name: 'Ajaccio', department: '2A', postal_codes: ['20000'] },
  { name: 'Paris', department: '75', postal_codes: [] },
];

describe('zone tendue communes (décret 2013-392 annex)', () => {
  it('compares names without accents, case, punctuation, St or an arrondissement', () => {
    expect(foldCommune('Saint-Denis')).toBe(foldCommune('ST DENIS'));
    expect(foldCommune("L'Île-Saint-Denis")).toBe(foldCommune('l ile st denis'));
    expect(foldCommune('Paris 11e')).toBe('paris');
    expect(foldCommune('Lyon 1er arrondissement')).toBe('lyon');
  });

  it('knows the département of a code, Corsica and the overseas departments included', () => {
    expect(departmentOfInsee('2A004')).toBe('2A');
    expect(departmentOfInsee('97411')).toBe('974');
    expect(departmentsOfPostalCode('20090')).toEqual(['2A', '2B']);
    expect(departmentsOfPostalCode('97400')).toEqual(['974']);
    expect(departmentsOfPostalCode('93200')).toEqual(['93']);
  });

  it('finds the commune by département and name, else by its only postal code', () => {
    expect(findListedCommune(communes, { postal_code: '93200', city: 'Saint Denis' })?.department).toBe('93');
    expect(findListedCommune(communes, { postal_code: '97400', city: 'Saint-Denis' })?.department).toBe('974');
    expect(findListedCommune(communes, { postal_code: '74370', city: null })?.name).toBe('Annecy');
    expect(findListedCommune(communes, { postal_code: '20000', city: 'Ajaccio' })?.name).toBe('Ajaccio');
    expect(findListedCommune(communes, { postal_code: '75011', city: 'Paris 11e' })?.name).toBe('Paris');
    expect(findListedCommune(communes, { postal_code: '74100', city: 'Annemasse' })).toBeNull();
    expect(findListedCommune(communes, { postal_code: '74100', city: null })).toBeNull();
  });

  it('holds a list in force from its first day through its last, an open one with no end', () => {
    const list = { in_force_from: '2023-08-27', in_force_to: '2025-12-23' };
    expect(['2023-08-26', '2023-08-27', '2025-12-23', '2025-12-24'].map((day) => inForceOn(list, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inForceOn({ in_force_from: '2025-12-24', in_force_to: null }, '2099-01-01')).toBe(true);
  });

  it('reads the zonings of the DGFiP file and of the shipped file', () => {
    expect(['1. Zone tendue', 'TLV', 'URBAN_AREA', '1'].map(zoningCategory)).toEqual(Array(4).fill('URBAN_AREA'));
    expect(['2. Zone touristique et tendue', 'TOURIST', '2'].map(zoningCategory)).toEqual(Array(3).fill('TOURIST'));
    expect(['3. Non tendue', 'Non TLV', '', '3'].map(zoningCategory)).toEqual(Array(4).fill(null));
    expect(zoningCategory('tendue')).toBeUndefined();
  });
});
