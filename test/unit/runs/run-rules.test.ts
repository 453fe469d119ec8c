// The rules of a batch run's record: what a start must name, the progress it reports, the counts a
// page adds, and the item handlers' registry (one per kind).
import { describe, expect, it } from '@jest/globals';
import { RUN_KINDS } from '../../../contract/vocabulary/runs.js';
import { BatchRun } from '../../../core/runs/batch-run.js';
import { RUN_ITEM_HANDLERS } from '../../../core/runs/kinds/index.js';
import { monthSpan } from '../../../core/runs/kinds/run-periods.js';
import { addCounts, isFinal, progressOf, startErrors } from '../../../core/runs/run-rules.js';

describe('starting a run', () => {
  it('wants a step for REMINDERS and none for the other kinds', () => {
    expect(startErrors({ kind: 'REMINDERS', period: '2026-12' })).toEqual([
      expect.objectContaining({ path: 'step', code: 'step_required' }),
    ]);
    expect(startErrors({ kind: 'REMINDERS', period: '2026-12', step: 'FORMAL_NOTICE' })).toEqual([]);
    expect(startErrors({ kind: 'RENT_NOTICES', period: '2026-12', step: 'FORMAL_NOTICE' })).toEqual([
      expect.objectContaining({ code: 'step_not_allowed' }),
    ]);
    expect(startErrors({ kind: 'RECEIPTS', period: '2026-12' })).toEqual([]);
  });

  it('refuses leases in the scope of a kind whose subjects are not leases', () => {
    expect(startErrors({ kind: 'OWNER_STATEMENTS', period: '2026-12', lease_ids: [] }, false)).toEqual([]);
    expect(startErrors({ kind: 'OWNER_STATEMENTS', period: '2026-12', lease_ids: ['x'] }, false)).toEqual([
      expect.objectContaining({ path: 'lease_ids', code: 'lease_ids_not_allowed' }),
    ]);
    expect(startErrors({ kind: 'RENT_NOTICES', period: '2026-12', lease_ids: ['x'] }, true)).toEqual([]);
  });
});

describe('progress', () => {
  const run = (fields: Partial<BatchRun>) => Object.assign(new BatchRun(), fields);

  it('counts the leases gone through (done, failed, skipped) against the total, rounded down', () => {
    expect(progressOf(run({ status: 'RUNNING', total: 3, done: 1, failed: 0, skipped: 0 })).percent).toBe(33);
    expect(progressOf(run({ status: 'RUNNING', total: 200, done: 150, failed: 10, skipped: 39 })).percent).toBe(99);
    expect(progressOf(run({ status: 'COMPLETED', total: 0 })).percent).toBe(100);
  });

  it("adds a page's counts to the run's", () => {
    const r = run({ done: 2, failed: 1, skipped: 0 });
    addCounts(r, { done: 3, failed: 0, skipped: 4 });
    expect([r.done, r.failed, r.skipped]).toEqual([5, 1, 4]);
  });

  it('knows the statuses a run ends in', () => {
    expect(['PENDING', 'RUNNING', 'COMPLETED', 'CANCELLED', 'FAILED'].map((s) => isFinal(s as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('the item handlers', () => {
  it('has one handler per kind, and tells REMINDERS items apart by their step', () => {
    expect(Object.keys(RUN_ITEM_HANDLERS).sort()).toEqual([...RUN_KINDS].sort());
    const reminders = Object.assign(new BatchRun(), { kind: 'REMINDERS', step: 'FORMAL_NOTICE' });
    expect(RUN_ITEM_HANDLERS.REMINDERS.variant(reminders)).toBe('FORMAL_NOTICE');
    expect(RUN_ITEM_HANDLERS.RENT_NOTICES.variant(new BatchRun())).toBe('');
    expect(RUN_ITEM_HANDLERS.OWNER_STATEMENTS.variant(new BatchRun())).toBe('');
    expect(RUN_ITEM_HANDLERS.RENT_NOTICES.subjects.leases).toBe(true);
    expect(RUN_ITEM_HANDLERS.OWNER_STATEMENTS.subjects.leases).toBe(false);
    expect(RUN_ITEM_HANDLERS.SYNDIC_FUND_CALLS.subjects.leases).toBe(false);
  });

  it("tells a PAYMENT_RECEIPTS run's items apart from another's of the same month (the run's id)", () => {
    const first = Object.assign(new BatchRun(), { id: 'run-1', kind: 'PAYMENT_RECEIPTS', period: '2026-11' });
    const second = Object.assign(new BatchRun(), { id: 'run-2', kind: 'PAYMENT_RECEIPTS', period: '2026-11' });
    expect(RUN_ITEM_HANDLERS.PAYMENT_RECEIPTS.variant(first)).toBe('run-1');
    expect(RUN_ITEM_HANDLERS.PAYMENT_RECEIPTS.variant(second)).toBe('run-2');
    expect(RUN_ITEM_HANDLERS.PAYMENT_RECEIPTS.subjects.leases).toBe(true);
  });

  it("reads a month's first and last days", () => {
    expect(monthSpan('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthSpan('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthSpan('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
