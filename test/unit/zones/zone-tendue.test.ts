import { describe, expect, it } from '@jest/globals';
import {
  departmentOfInsee,
  departmentsOfPostalCode,
  findListedCommune,
  foldCommune,
} from '../../../core/zones/zone-tendue.js';

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
});
