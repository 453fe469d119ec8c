import { describe, expect, it } from '@jest/globals';
import { MANDATE_STATUSES, MANDATE_TRANSITIONS } from '../../../contract/vocabulary/mandates.js';
import { allowedMoves, assertEditable, moveOrConflict, nextStatus } from '../../../core/mandates/mandate-status.js';
import { ConflictError } from '../../../core/shared/errors.js';

describe('the mandate status machine', () => {
  it('allows exactly the moves of the table', () => {
    const table = Object.fromEntries(
      MANDATE_STATUSES.map((status) => [
        status,
        Object.fromEntries(MANDATE_TRANSITIONS.map((move) => [move, nextStatus(status, move)])),
      ]),
    );
    expect(table).toEqual({
      DRAFT: { activate: 'ACTIVE', suspend: null, resume: null, terminate: 'TERMINATED' },
      ACTIVE: { activate: null, suspend: 'SUSPENDED', resume: null, terminate: 'TERMINATED' },
      SUSPENDED: { activate: null, suspend: null, resume: 'ACTIVE', terminate: 'TERMINATED' },
      TERMINATED: { activate: null, suspend: null, resume: null, terminate: null },
    });
  });

  it('names the allowed moves in the 409 of an illegal one', () => {
    expect(allowedMoves('ACTIVE')).toEqual(['suspend', 'terminate']);
    expect(moveOrConflict('SUSPENDED', 'resume')).toBe('ACTIVE');
    try {
      moveOrConflict('TERMINATED', 'activate');
      throw new Error('expected a conflict');
    } catch (error) {
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).extra).toEqual({ current_status: 'TERMINATED', allowed_moves: [] });
      expect((error as ConflictError).errors[0].code).toBe('illegal_transition');
    }
  });

  it('lets only a DRAFT be changed', () => {
    expect(() => assertEditable('DRAFT')).not.toThrow();
    for (const status of ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const)
      expect(() => assertEditable(status)).toThrow(ConflictError);
  });
});
