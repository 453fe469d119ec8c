// The mandate's status machine (issue 35; docs/decisions.md 210). Each move is its own operation:
//
//   DRAFT     -> ACTIVE (activate: signed), TERMINATED (terminate: abandoned before signature)
//   ACTIVE    -> SUSPENDED (suspend), TERMINATED (terminate, with the notice the mandate states)
//   SUSPENDED -> ACTIVE (resume), TERMINATED (terminate)
//   TERMINATED   final: its register number stays taken (décret 72-678 art. 65)
import type { MandateStatus, MandateTransition } from '../../contract/vocabulary/mandates.js';
import { ConflictError } from '../shared/errors.js';

const MOVES: Readonly<Record<MandateTransition, { from: readonly MandateStatus[]; to: MandateStatus }>> = {
  activate: { from: ['DRAFT'], to: 'ACTIVE' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  resume: { from: ['SUSPENDED'], to: 'ACTIVE' },
  terminate: { from: ['DRAFT', 'ACTIVE', 'SUSPENDED'], to: 'TERMINATED' },
};

/** The moves a mandate in this status may make. */
export function allowedMoves(status: MandateStatus): MandateTransition[] {
  return (Object.keys(MOVES) as MandateTransition[]).filter((move) => MOVES[move].from.includes(status));
}

/** The status the move leads to from this one; null when the move is not allowed. */
export function nextStatus(status: MandateStatus, move: MandateTransition): MandateStatus | null {
  return MOVES[move].from.includes(status) ? MOVES[move].to : null;
}

/** The status the move leads to; a 409 naming the allowed moves otherwise. */
export function moveOrConflict(status: MandateStatus, move: MandateTransition): MandateStatus {
  const next = nextStatus(status, move);
  if (next !== null) return next;
  const allowed = allowedMoves(status);
  throw new ConflictError(
    `A ${status} mandate cannot ${move}; ${allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : `${status} is final`}`,
    [{ path: 'status', message: `illegal move ${move} from ${status}`, code: 'illegal_transition' }],
    { current_status: status, allowed_moves: allowed },
  );
}

/** A mandate is written while DRAFT only: once signed its terms change by a new mandate. */
export function assertEditable(status: MandateStatus): void {
  if (status !== 'DRAFT')
    throw new ConflictError(`A ${status} mandate cannot be changed; only a DRAFT can`, [
      { path: 'status', message: `the mandate is ${status}`, code: 'not_draft' },
    ]);
}
