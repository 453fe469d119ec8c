import { describe, expect, it } from '@jest/globals';
import {
  classifyChange,
  compareElements,
  depositRestitutionMonths,
  inventoryElements,
  isConforming,
  missingPieces,
  normalizeName,
} from '../../../core/inspections/comparison.js';
import type { InventoryItem } from '../../../core/inspections/inventory/inventory-item.js';
import { FURNISHED_MINIMUM, missingFurnishedItems } from '../../../core/inspections/furnished-minimum.js';

describe('exit against entry, item by item', () => {
  it('tells unchanged, improved, normal wear and degradation apart', () => {
    expect(classifyChange('GOOD', 'GOOD')).toBe('UNCHANGED');
    expect(classifyChange('POOR', 'GOOD')).toBe('IMPROVED');
    expect(classifyChange('EXCELLENT', 'GOOD')).toBe('WEAR');
    expect(classifyChange('FAIR', 'POOR')).toBe('WEAR');
    expect(classifyChange('EXCELLENT', 'FAIR')).toBe('DEGRADATION');
    expect(classifyChange('POOR', 'NEEDS_REPAIR')).toBe('DEGRADATION');
    expect(classifyChange('GOOD', 'MISSING')).toBe('DEGRADATION');
    expect(classifyChange('BROKEN', 'MISSING')).toBe('DEGRADATION');
    expect(classifyChange(null, 'GOOD')).toBe('NEW');
    expect(classifyChange('GOOD', null)).toBe('NOT_INSPECTED');
  });

  it('pairs items by key and keeps the entry order, exit-only items last', () => {
    const changes = compareElements(
      [
        { key: 'a', room: 'Séjour', element: 'Murs', condition: 'GOOD' },
        { key: 'b', room: 'Séjour', element: 'Sol', condition: 'GOOD' },
      ],
      [
        { key: 'c', room: 'Cuisine', element: 'Hotte', condition: 'FAIR' },
        { key: 'a', room: 'Séjour', element: 'murs', condition: 'BROKEN' },
      ],
    );
    expect(changes).toEqual([
      { room: 'Séjour', element: 'Murs', entry_condition: 'GOOD', exit_condition: 'BROKEN', change: 'DEGRADATION' },
      { room: 'Séjour', element: 'Sol', entry_condition: 'GOOD', exit_condition: null, change: 'NOT_INSPECTED' },
      { room: 'Cuisine', element: 'Hotte', entry_condition: null, exit_condition: 'FAIR', change: 'NEW' },
    ]);
    expect(normalizeName('  Évier   Cuisine ')).toBe('evier cuisine');
  });

  it('counts missing furniture pieces and reads a zero quantity as missing', () => {
    const item = (
      quantity: number,
      label = 'Chaises',
    ): Pick<InventoryItem, 'item_code' | 'label' | 'quantity' | 'condition' | 'comments'> => ({
      item_code: 'TABLE_AND_SEATS',
      label,
      quantity,
      condition: 'GOOD',
      comments: null,
    });
    expect(missingPieces([item(4)], [item(3, 'chaises')])).toEqual([
      { item_code: 'TABLE_AND_SEATS', label: 'Chaises', entry_quantity: 4, exit_quantity: 3 },
    ]);
    expect(missingPieces([item(4)], [item(4)])).toEqual([]);
    expect(missingPieces([item(4)], [])).toEqual([expect.objectContaining({ exit_quantity: 0 })]);
    expect(inventoryElements([item(0)])[0].condition).toBe('MISSING');
  });

  it('gives one month for a conforming exit, two otherwise or without an entry report (art. 22)', () => {
    expect(depositRestitutionMonths(true)).toBe(1);
    expect(depositRestitutionMonths(false)).toBe(2);
    expect(depositRestitutionMonths(null)).toBe(2);
    const wear = {
      room: null,
      element: 'Murs',
      entry_condition: 'GOOD',
      exit_condition: 'FAIR',
      change: 'WEAR',
    } as const;
    expect(isConforming([wear], [])).toBe(true);
    expect(isConforming([{ ...wear, change: 'DEGRADATION' }], [])).toBe(false);
    expect(isConforming([wear], [{ item_code: 'HOB', label: null, entry_quantity: 1, exit_quantity: 0 }])).toBe(false);
  });
});

describe('furnished dwelling minimum (décret 2015-981)', () => {
  const full = FURNISHED_MINIMUM.map((item) => ({ item_code: item.code, quantity: 1, condition: 'GOOD' as const }));

  it('lists eleven items and finds none missing in a full inventory', () => {
    expect(FURNISHED_MINIMUM).toHaveLength(11);
    expect(missingFurnishedItems(full)).toEqual([]);
  });

  it('counts an item absent, counted zero, missing or broken as lacking', () => {
    const inventory = full
      .filter((item) => item.item_code !== 'HOB')
      .map((item) =>
        item.item_code === 'BEDDING'
          ? { ...item, quantity: 0 }
          : item.item_code === 'LIGHTING'
            ? { ...item, condition: 'BROKEN' as const }
            : item.item_code === 'TABLEWARE'
              ? { ...item, condition: 'MISSING' as const }
              : item,
      );
    expect(missingFurnishedItems(inventory)).toEqual(['BEDDING', 'HOB', 'TABLEWARE', 'LIGHTING']);
    expect(missingFurnishedItems([])).toHaveLength(11);
  });
});
