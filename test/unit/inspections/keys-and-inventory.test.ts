import { describe, expect, it } from '@jest/globals';
import { pairInventory } from '../../../core/inspections/inventory/lease-inventory.js';
import { InventoryItem } from '../../../core/inspections/inventory/inventory-item.js';
import { holdingErrors, missingKeys, sameHolding } from '../../../core/inspections/keys/key-set.js';

describe('key sets', () => {
  it('a tenant holds keys through a lease, no one else does', () => {
    expect(holdingErrors({ holder: 'TENANT', holder_name: null, lease_id: null }).map((e) => e.code)).toEqual([
      'required',
    ]);
    expect(holdingErrors({ holder: 'AGENCY', holder_name: 'Agence', lease_id: 'l1' }).map((e) => e.code)).toEqual([
      'tenant_only',
    ]);
    expect(holdingErrors({ holder: 'TENANT', holder_name: null, lease_id: 'l1' })).toEqual([]);
    expect(holdingErrors({ holder: 'CONTRACTOR', holder_name: 'Serrurier', lease_id: null })).toEqual([]);
  });

  it('a handover changes the holder; keys held and not handed over are missing', () => {
    const tenant = { holder: 'TENANT' as const, holder_name: null, lease_id: 'l1' };
    expect(sameHolding(tenant, { ...tenant })).toBe(true);
    expect(sameHolding(tenant, { ...tenant, lease_id: 'l2' })).toBe(false);
    expect(
      sameHolding({ ...tenant, holder: 'AGENCY', lease_id: null }, { ...tenant, holder: 'LANDLORD', lease_id: null }),
    ).toBe(false);
    expect(missingKeys(3, 2)).toBe(1);
    expect(missingKeys(2, 3)).toBe(0);
  });
});

describe('the inventory of a lease, entry and exit side by side', () => {
  const item = (report: string, code: InventoryItem['item_code'], label: string | null, quantity: number) =>
    Object.assign(new InventoryItem(), {
      id: `${report}-${code}-${label}`,
      report_id: report,
      item_code: code,
      label,
      quantity,
      condition: 'GOOD' as const,
      comments: null,
    });

  it('pairs the same code and label, and reads a piece gone at the exit as a degradation', () => {
    const entry = [item('in', 'TABLE_AND_SEATS', 'Table et 4 chaises', 5), item('in', 'HOB', null, 1)];
    const exit = [item('out', 'TABLE_AND_SEATS', 'table et 4 chaises', 5), item('out', 'OTHER', 'Canapé', 1)];
    expect(
      pairInventory(entry, exit).map((l) => [l.item_code, l.entry?.id ?? null, l.exit?.id ?? null, l.change]),
    ).toEqual([
      [
        'TABLE_AND_SEATS',
        'in-TABLE_AND_SEATS-Table et 4 chaises',
        'out-TABLE_AND_SEATS-table et 4 chaises',
        'UNCHANGED',
      ],
      ['HOB', 'in-HOB-null', null, 'NOT_INSPECTED'],
      ['OTHER', null, 'out-OTHER-Canapé', 'NEW'],
    ]);
    expect(pairInventory(entry, [item('out', 'HOB', null, 0)])[1].change).toBe('DEGRADATION');
    expect(pairInventory(entry, null).every((line) => line.change === null && line.exit === null)).toBe(true);
  });
});
