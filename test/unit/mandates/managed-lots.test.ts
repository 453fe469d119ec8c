// Which mandate manages a lot (core/mandates/managed-lots.ts) and the 409 of a lot under two ACTIVE
// mandates (core/mandates/mandate-lots.ts), on the in-memory store.
import { describe, expect, it } from '@jest/globals';
import {
  activeMandateOfEstate,
  estatesOfMandate,
  estatesUnderActiveMandate,
} from '../../../core/mandates/managed-lots.js';
import { ManagementMandate, MandateLot } from '../../../core/mandates/mandate.js';
import { assertLotsFree } from '../../../core/mandates/mandate-lots.js';
import { Estate } from '../../../core/property/estate.js';
import { ConflictError } from '../../../core/shared/errors.js';
import { MemoryDatabase } from '../../support/memory-store.js';

const TENANT = '11111111-1111-4111-8111-111111111111';

function world() {
  const db = new MemoryDatabase();
  const estate = (id: string, place_id: string) =>
    db.insert(Estate, Object.assign(new Estate(), { id, tenant_id: TENANT, place_id, name: id }))[0];
  const mandate = (id: string, number: number, fields: Partial<ManagementMandate> = {}) =>
    db.insert(
      ManagementMandate,
      Object.assign(new ManagementMandate(), { id, tenant_id: TENANT, number, starts_on: '2025-01-01', ...fields }),
    )[0];
  const lot = (mandate_id: string, target: { estate_id?: string; place_id?: string }) =>
    db.insert(MandateLot, Object.assign(new MandateLot(), { tenant_id: TENANT, mandate_id, ...target }));
  estate('e1', 'p1');
  estate('e2', 'p1');
  estate('e3', 'p2');
  return { db, store: () => db.store(TENANT), mandate, lot };
}

describe('managed lots', () => {
  it('finds the ACTIVE mandate of an estate, directly or through its place, on the day', async () => {
    const w = world();
    w.mandate('m1', 1, { status: 'ACTIVE', terminated_on: '2025-12-31' });
    w.lot('m1', { place_id: 'p1' });
    w.mandate('m2', 2, { status: 'DRAFT' });
    w.lot('m2', { estate_id: 'e3' });
    expect((await activeMandateOfEstate(w.store(), 'e2'))?.id).toBe('m1');
    expect((await activeMandateOfEstate(w.store(), 'e2', '2025-06-30'))?.id).toBe('m1');
    expect(await activeMandateOfEstate(w.store(), 'e2', '2024-12-31')).toBeNull();
    expect(await activeMandateOfEstate(w.store(), 'e2', '2025-12-31')).toBeNull();
    expect(await activeMandateOfEstate(w.store(), 'e3')).toBeNull();
    expect(await activeMandateOfEstate(w.store(), 'unknown')).toBeNull();
  });

  it('tells at once which of many estates an ACTIVE mandate covers, directly or through their place', async () => {
    const w = world();
    expect(await estatesUnderActiveMandate(w.store(), ['e1', 'e2', 'e3'])).toEqual(new Set());
    w.mandate('m1', 1, { status: 'ACTIVE' });
    w.lot('m1', { place_id: 'p1' });
    w.mandate('m2', 2, { status: 'DRAFT' });
    w.lot('m2', { estate_id: 'e3' });
    expect(await estatesUnderActiveMandate(w.store(), ['e1', 'e2', 'e3', 'unknown'])).toEqual(new Set(['e1', 'e2']));
    w.mandate('m3', 3, { status: 'ACTIVE' });
    w.lot('m3', { estate_id: 'e3' });
    expect(await estatesUnderActiveMandate(w.store(), ['e3'])).toEqual(new Set(['e3']));
    expect(await estatesUnderActiveMandate(w.store(), [])).toEqual(new Set());
  });

  it('lists the estates a mandate covers, each once', async () => {
    const w = world();
    const m = w.mandate('m1', 1);
    w.lot('m1', { place_id: 'p1' });
    w.lot('m1', { estate_id: 'e1' });
    w.lot('m1', { estate_id: 'e3' });
    expect(await estatesOfMandate(w.store(), m)).toEqual(['e1', 'e2', 'e3']);
  });

  it('refuses a lot under another ACTIVE mandate: the same estate, or an estate and its place', async () => {
    const w = world();
    w.mandate('active', 7, { status: 'ACTIVE' });
    w.lot('active', { estate_id: 'e1' });
    const cases: [string, { estate_id?: string; place_id?: string }, boolean][] = [
      ['same estate', { estate_id: 'e1' }, true],
      ['its place', { place_id: 'p1' }, true],
      ['another estate', { estate_id: 'e2' }, false],
      ['another place', { place_id: 'p2' }, false],
    ];
    for (const [what, target, conflict] of cases) {
      const draft = w.mandate(`draft ${what}`, 8, { status: 'DRAFT' });
      w.lot(draft.id, target);
      const outcome = await assertLotsFree(w.store(), draft).then(
        () => null,
        (error: unknown) => error,
      );
      expect([what, outcome instanceof ConflictError]).toEqual([what, conflict]);
      if (conflict)
        expect((outcome as ConflictError).extra.conflicting_mandates).toEqual([{ id: 'active', number: 7 }]);
    }
  });
});
