import { describe, expect, it } from '@jest/globals';
import {
  Equipment,
  conditionChanged,
  conditionEntry,
  equipmentDateErrors,
  resolveLocation,
} from '../../../core/equipment/equipment.js';
import { EQUIPMENT_CONDITIONS } from '../../../contract/vocabulary/equipment.js';

describe('equipment conditions', () => {
  it('are the eight statuses of the spec', () => {
    expect(EQUIPMENT_CONDITIONS).toEqual([
      'EXCELLENT',
      'GOOD',
      'FAIR',
      'POOR',
      'DAMAGED',
      'NEEDS_REPAIR',
      'BROKEN',
      'MISSING',
    ]);
  });

  it('changes when the status or the notes change', () => {
    expect(
      conditionChanged({ condition: 'GOOD', condition_notes: null }, { condition: 'GOOD', condition_notes: null }),
    ).toBe(false);
    expect(
      conditionChanged({ condition: 'GOOD', condition_notes: null }, { condition: 'POOR', condition_notes: null }),
    ).toBe(true);
    expect(
      conditionChanged({ condition: 'GOOD', condition_notes: null }, { condition: 'GOOD', condition_notes: 'scratch' }),
    ).toBe(true);
  });

  it('makes a history entry from the current state', () => {
    const equipment = Object.assign(new Equipment(), {
      id: 'eq',
      tenant_id: 't',
      name: 'Boiler',
      condition: 'FAIR',
      condition_notes: 'noisy',
      place_id: 'p',
      estate_id: 'e',
      room_id: null,
    });
    const at = new Date('2025-01-01T10:00:00Z');
    expect(conditionEntry(equipment, 'link', at)).toMatchObject({
      tenant_id: 't',
      equipment_id: 'eq',
      condition: 'FAIR',
      condition_notes: 'noisy',
      place_id: 'p',
      estate_id: 'e',
      room_id: null,
      source: 'link',
      recorded_at: at,
    });
  });
});

describe('equipment dates', () => {
  it('needs the warranty to end on or after installation', () => {
    expect(equipmentDateErrors({ installation_date: '2024-01-01', warranty_end: '2024-01-01' })).toEqual([]);
    expect(equipmentDateErrors({ installation_date: null, warranty_end: '2020-01-01' })).toEqual([]);
    expect(
      equipmentDateErrors({ installation_date: '2024-01-02', warranty_end: '2024-01-01' }).map((e) => e.code),
    ).toEqual(['before_installation_date']);
  });
});

describe('equipment location', () => {
  const estate = { id: 'e1', place_id: 'p1' };
  const room = { id: 'r1', estate_id: 'e1' };

  it('fills the parents of a room and of an estate', () => {
    expect(resolveLocation({ room, estate })).toEqual({
      location: { place_id: 'p1', estate_id: 'e1', room_id: 'r1' },
      errors: [],
    });
    expect(resolveLocation({ estate })).toEqual({
      location: { place_id: 'p1', estate_id: 'e1', room_id: null },
      errors: [],
    });
    expect(resolveLocation({ place_id: 'p1' })).toEqual({
      location: { place_id: 'p1', estate_id: null, room_id: null },
      errors: [],
    });
    expect(resolveLocation({})).toEqual({ location: { place_id: null, estate_id: null, room_id: null }, errors: [] });
  });

  it('accepts an estate with its own place and rejects one of another place', () => {
    expect(resolveLocation({ place_id: 'p1', estate }).errors).toEqual([]);
    expect(resolveLocation({ place_id: 'p2', estate }).errors.map((e) => e.code)).toEqual(['estate_not_in_place']);
  });

  it('rejects a room of another estate', () => {
    expect(resolveLocation({ room: { id: 'r2', estate_id: 'e9' }, estate }).errors.map((e) => e.code)).toEqual([
      'room_not_in_estate',
    ]);
  });
});
