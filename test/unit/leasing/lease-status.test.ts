import { LEASE_STATUSES, type LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import {
  LEASE_TRANSITIONS,
  allowedNextStatuses,
  canTransition,
  isDeletable,
  isFinalStatus,
} from '../../../core/leasing/lease-status.js';

const LEGAL: Array<[LeaseStatus, LeaseStatus]> = [
  ['DRAFT', 'PENDING_SIGNATURE'],
  ['DRAFT', 'ACTIVE'],
  ['PENDING_SIGNATURE', 'ACTIVE'],
  ['PENDING_SIGNATURE', 'DRAFT'],
  ['ACTIVE', 'NOTICE'],
  ['ACTIVE', 'FINALISATION'],
  ['ACTIVE', 'EXPIRED'],
  ['ACTIVE', 'TERMINATED'],
  ['NOTICE', 'ACTIVE'],
  ['NOTICE', 'FINALISATION'],
  ['NOTICE', 'TERMINATED'],
  ['EXPIRED', 'FINALISATION'],
  ['EXPIRED', 'TERMINATED'],
  ['FINALISATION', 'TERMINATED'],
];

describe('lease state machine', () => {
  it('allows exactly the documented moves', () => {
    for (const from of LEASE_STATUSES) {
      for (const to of LEASE_STATUSES) {
        const legal = LEGAL.some(([a, b]) => a === from && b === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, legal]);
      }
    }
  });

  it('lists the allowed next states of every state', () => {
    expect(allowedNextStatuses('DRAFT')).toEqual(['PENDING_SIGNATURE', 'ACTIVE']);
    expect(allowedNextStatuses('FINALISATION')).toEqual(['TERMINATED']);
    expect(Object.keys(LEASE_TRANSITIONS).sort()).toEqual([...LEASE_STATUSES].sort());
  });

  it('makes TERMINATED final and no other state', () => {
    expect(allowedNextStatuses('TERMINATED')).toEqual([]);
    expect(LEASE_STATUSES.filter(isFinalStatus)).toEqual(['TERMINATED']);
  });

  it('never moves a state to itself', () => {
    for (const status of LEASE_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('lets every state be reached from DRAFT and reach TERMINATED', () => {
    const reach = (start: LeaseStatus) => {
      const seen = new Set<LeaseStatus>([start]);
      const queue = [start];
      while (queue.length) {
        for (const next of allowedNextStatuses(queue.shift()!)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      return seen;
    };
    expect([...reach('DRAFT')].sort()).toEqual([...LEASE_STATUSES].sort());
    for (const status of LEASE_STATUSES) expect(reach(status).has('TERMINATED')).toBe(true);
  });

  it('deletes DRAFT leases only', () => {
    expect(LEASE_STATUSES.filter(isDeletable)).toEqual(['DRAFT']);
  });
});
