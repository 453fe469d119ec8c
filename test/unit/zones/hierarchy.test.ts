import { describe, expect, it } from '@jest/globals';
import { ZONE_TYPES } from '../../../contract/vocabulary/zones.js';
import {
  ancestorChain,
  forbiddenUpdateFields,
  parentLinkErrors,
  wouldCreateCycle,
  zoneDateErrors,
} from '../../../core/zones/zone.js';

// FR > IDF > Paris > 11e > Folie-Méricourt
const zones = [
  { id: 'fr', parent_zone_id: null, zone_type: 'COUNTRY', country_code: 'FR' },
  { id: 'idf', parent_zone_id: 'fr', zone_type: 'REGION', country_code: 'FR' },
  { id: 'paris', parent_zone_id: 'idf', zone_type: 'CITY', country_code: 'FR' },
  { id: 'p11', parent_zone_id: 'paris', zone_type: 'DISTRICT', country_code: 'FR' },
  { id: 'q41', parent_zone_id: 'p11', zone_type: 'QUARTER', country_code: 'FR' },
] as const;
const byId = (id: string) => zones.find((zone) => zone.id === id);
const parentOf = (id: string) => byId(id)?.parent_zone_id;

describe('legislative zone hierarchy', () => {
  it('zone types from the broadest to the narrowest', () => {
    expect(ZONE_TYPES).toEqual(['COUNTRY', 'REGION', 'DEPARTMENT', 'AGGLOMERATION', 'CITY', 'DISTRICT', 'QUARTER']);
  });

  it('ancestors are ordered from the parent up to the root', () => {
    expect(ancestorChain(byId('q41')!, byId).map((zone) => zone.id)).toEqual(['p11', 'paris', 'idf', 'fr']);
    expect(ancestorChain(byId('fr')!, byId)).toEqual([]);
  });

  it('ancestors stop at a loop instead of running forever', () => {
    const looped = [
      { id: 'a', parent_zone_id: 'b' },
      { id: 'b', parent_zone_id: 'a' },
    ];
    expect(ancestorChain(looped[0], (id) => looped.find((z) => z.id === id)).map((z) => z.id)).toEqual(['b']);
  });

  it('detects a cycle: a zone under itself or under one of its descendants', () => {
    expect(wouldCreateCycle('paris', 'paris', parentOf)).toBe(true);
    expect(wouldCreateCycle('paris', 'q41', parentOf)).toBe(true);
    expect(wouldCreateCycle('p11', 'idf', parentOf)).toBe(false);
    expect(wouldCreateCycle(null, 'q41', parentOf)).toBe(false);
    expect(wouldCreateCycle('x', 'a', (id) => (id === 'a' ? 'b' : id === 'b' ? 'a' : null))).toBe(true);
  });

  it('a parent is of a broader type and of the same country', () => {
    expect(
      parentLinkErrors(
        { zone_type: 'QUARTER', country_code: 'FR' },
        { id: 'p11', zone_type: 'DISTRICT', country_code: 'FR' },
      ),
    ).toEqual([]);
    expect(
      parentLinkErrors(
        { zone_type: 'CITY', country_code: 'FR' },
        { id: 'q41', zone_type: 'QUARTER', country_code: 'FR' },
      )[0].code,
    ).toBe('parent_type');
    expect(
      parentLinkErrors({ zone_type: 'CITY', country_code: 'FR' }, { id: 'x', zone_type: 'CITY', country_code: 'FR' })[0]
        .code,
    ).toBe('parent_type');
    expect(
      parentLinkErrors(
        { zone_type: 'CITY', country_code: 'BE' },
        { id: 'fr', zone_type: 'COUNTRY', country_code: 'FR' },
      )[0].code,
    ).toBe('parent_country');
  });

  it('update accepts only the spec whitelist', () => {
    expect(forbiddenUpdateFields(['name', 'is_active', 'parent_zone_id', 'end_date'])).toEqual([]);
    expect(forbiddenUpdateFields(['name', 'code', 'zone_type']).map((error) => error.path)).toEqual([
      'code',
      'zone_type',
    ]);
  });

  it('effective_date is not after end_date', () => {
    expect(zoneDateErrors({ effective_date: '2024-01-01', end_date: '2024-01-01' })).toEqual([]);
    expect(zoneDateErrors({ effective_date: '2024-01-02', end_date: '2024-01-01' })[0].code).toBe('date_order');
    expect(zoneDateErrors({ effective_date: null, end_date: '2024-01-01' })).toEqual([]);
  });
});
