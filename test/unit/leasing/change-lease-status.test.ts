// PUT /leases/{id}/status as a use case (core/leasing/change-lease-status.ts), on the in-memory
// store: the state machine (docs/decisions.md, lease state machine), activation needing a primary
// tenant, the estate's rental_status derived, and the lease's timers recorded in the same transaction.
import { describe, expect, it } from '@jest/globals';
import type { LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import { changeLeaseStatus } from '../../../core/leasing/change-lease-status.js';
import { tableEventOutbox } from '../../../adapters/persistence/event-outbox.js';
import type { Lease } from '../../../core/leasing/lease.js';
import { BusinessRuleError, ConflictError } from '../../../core/shared/errors.js';
import { leasingWorld } from '../../support/memory-leasing.js';

type World = ReturnType<typeof leasingWorld>;

const change = (world: World, lease: Lease, to: LeaseStatus) =>
  changeLeaseStatus(
    world.store(),
    { clock: world.clock, workflows: world.workflows, events: tableEventOutbox },
    lease.id,
    to,
  );

/** A lease with an active primary tenant, ready to become ACTIVE. */
function tenantedLease(world: World, fields: Partial<Lease> = {}): Lease {
  const lease = world.lease(fields);
  world.term(lease, world.lessee(), 'PrimaryTenant');
  return lease;
}

async function refusal(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('lease status machine', () => {
  it.each<[LeaseStatus, LeaseStatus]>([
    ['DRAFT', 'PENDING_SIGNATURE'],
    ['DRAFT', 'ACTIVE'],
    ['PENDING_SIGNATURE', 'DRAFT'],
    ['PENDING_SIGNATURE', 'ACTIVE'],
    ['ACTIVE', 'NOTICE'],
    ['ACTIVE', 'EXPIRED'],
    ['NOTICE', 'ACTIVE'],
    ['NOTICE', 'FINALISATION'],
    ['EXPIRED', 'TERMINATED'],
    ['FINALISATION', 'TERMINATED'],
  ])('moves a %s lease to %s and commits it', async (from, to) => {
    const world = leasingWorld();
    const lease = tenantedLease(world, { status: from });
    const changed = await change(world, lease, to);
    expect(changed.status).toBe(to);
    expect(world.storedLease(lease.id).status).toBe(to);
  });

  it.each<[LeaseStatus, LeaseStatus, LeaseStatus[]]>([
    ['DRAFT', 'TERMINATED', ['PENDING_SIGNATURE', 'ACTIVE']],
    ['DRAFT', 'NOTICE', ['PENDING_SIGNATURE', 'ACTIVE']],
    ['ACTIVE', 'DRAFT', ['NOTICE', 'FINALISATION', 'EXPIRED', 'TERMINATED']],
    ['FINALISATION', 'ACTIVE', ['TERMINATED']],
    ['TERMINATED', 'ACTIVE', []],
  ])('refuses %s -> %s with a 409 naming the allowed next statuses', async (from, to, allowed) => {
    const world = leasingWorld();
    const lease = tenantedLease(world, { status: from });
    const error = await refusal(change(world, lease, to));
    expect(error).toBeInstanceOf(ConflictError);
    const conflict = error as ConflictError;
    expect(conflict.extra).toEqual({ current_status: from, requested_status: to, allowed_next_statuses: allowed });
    expect(conflict.errors).toEqual([
      { path: 'status', message: `illegal transition ${from} -> ${to}`, code: 'illegal_transition' },
    ]);
    expect(conflict.message).toContain(allowed.length > 0 ? `allowed next states: ${allowed.join(', ')}` : 'is final');
    expect(world.storedLease(lease.id).status).toBe(from);
    expect(world.workflows.calls).toEqual([]);
  });

  it('changes nothing when asked for the current status', async () => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'NOTICE' });
    const before = world.storedLease(lease.id);
    expect((await change(world, lease, 'NOTICE')).status).toBe('NOTICE');
    expect(world.storedLease(lease.id)).toEqual(before);
  });
});

describe('activation', () => {
  it('needs an active primary tenant: none, a guarantor only, or a primary tenant who left are refused (422)', async () => {
    const world = leasingWorld();
    const bare = world.lease();
    const guaranteed = world.lease();
    world.term(guaranteed, world.lessee({ category: 'guarantor' }), 'Guarantor');
    const left = world.lease();
    world.term(left, world.lessee(), 'PrimaryTenant', { end_date: '2026-02-01' });
    for (const lease of [bare, guaranteed, left]) {
      const error = await refusal(change(world, lease, 'ACTIVE'));
      expect(error).toBeInstanceOf(BusinessRuleError);
      expect((error as BusinessRuleError).errors.map((e) => e.code)).toEqual(['primary_tenant_required']);
      expect(world.storedLease(lease.id).status).toBe('DRAFT');
    }
    expect(world.storedEstate().rental_status).toBe('VACANT');
    expect(world.workflows.calls).toEqual([]);
  });

  it('refuses explicit shares that do not add up to 100', async () => {
    const world = leasingWorld();
    const lease = world.lease();
    world.term(lease, world.lessee(), 'PrimaryTenant', { rent_share: 60 });
    world.term(lease, world.lessee({ last_name: 'Martin' }), 'CoTenant', { rent_share: 30 });
    const error = await refusal(change(world, lease, 'ACTIVE'));
    expect(error).toBeInstanceOf(BusinessRuleError);
    expect(world.storedLease(lease.id).status).toBe('DRAFT');
  });
});

describe("the estate's rental_status", () => {
  it('follows its leases: RENTED with an active lease, NOTICE under notice, VACANT once ended', async () => {
    const world = leasingWorld();
    const lease = tenantedLease(world, { rent_amount: 1040 });
    await change(world, lease, 'ACTIVE');
    expect([world.storedEstate().rental_status, world.storedEstate().rent_amount]).toEqual(['RENTED', 1040]);
    await change(world, lease, 'NOTICE');
    expect(world.storedEstate().rental_status).toBe('NOTICE');
    await change(world, lease, 'TERMINATED');
    expect(world.storedEstate().rental_status).toBe('VACANT');
  });

  it('stays RENTED while another lease of the estate is ACTIVE', async () => {
    const world = leasingWorld();
    const ending = tenantedLease(world, { status: 'NOTICE' });
    const other = tenantedLease(world, { rent_amount: 700 });
    await change(world, other, 'ACTIVE');
    await change(world, ending, 'TERMINATED');
    expect([world.storedEstate().rental_status, world.storedEstate().rent_amount]).toEqual(['RENTED', 700]);
  });
});

describe('the workflow engine', () => {
  it('is asked to follow the lifecycle and start the rent and revision reminders with ACTIVE', async () => {
    const world = leasingWorld();
    const lease = tenantedLease(world, { revision_index_type: 'IRL' });
    await change(world, lease, 'ACTIVE');
    expect(world.workflows.calls).toEqual([
      {
        call: 'followLeaseLifecycle',
        input: { tenantId: world.tenantId, leaseId: lease.id, start: true },
        statusInTransaction: 'ACTIVE',
      },
      {
        call: 'startRentReminders',
        input: { tenantId: world.tenantId, leaseId: lease.id },
        statusInTransaction: 'ACTIVE',
      },
      {
        call: 'scheduleRentRevisions',
        input: {
          tenantId: world.tenantId,
          leaseId: lease.id,
          anchorDate: '2027-01-01',
          indexType: 'IRL',
          noticeDays: 30,
        },
        statusInTransaction: 'ACTIVE',
      },
    ]);
  });

  it('anchors the reminders on next_revision_date, and starts none for a rent that is not indexed', async () => {
    const world = leasingWorld();
    const dated = tenantedLease(world, { next_revision_date: '2026-07-15', revision_index_type: 'ILC' });
    const fixed = tenantedLease(world, { revision_index_type: 'NONE' });
    await change(world, dated, 'ACTIVE');
    await change(world, fixed, 'ACTIVE');
    const revisions = world.workflows.calls.filter((c) => c.call === 'scheduleRentRevisions');
    expect(revisions.map((c) => [c.input.leaseId, c.input.anchorDate])).toEqual([[dated.id, '2026-07-15']]);
  });

  it('is told the lease ended, with today as the effective date, with TERMINATED or EXPIRED', async () => {
    const world = leasingWorld();
    const terminated = world.lease({ status: 'NOTICE' });
    const expired = world.lease({ status: 'ACTIVE' });
    await change(world, terminated, 'TERMINATED');
    await change(world, expired, 'EXPIRED');
    expect(world.workflows.calls).toEqual([
      {
        call: 'followLeaseLifecycle',
        input: { tenantId: world.tenantId, leaseId: terminated.id, start: false },
        statusInTransaction: 'TERMINATED',
      },
      {
        call: 'leaseTerminated',
        input: { tenantId: world.tenantId, leaseId: terminated.id, effectiveDate: world.today },
        statusInTransaction: 'TERMINATED',
      },
      {
        call: 'followLeaseLifecycle',
        input: { tenantId: world.tenantId, leaseId: expired.id, start: false },
        statusInTransaction: 'EXPIRED',
      },
      {
        call: 'leaseTerminated',
        input: { tenantId: world.tenantId, leaseId: expired.id, effectiveDate: world.today },
        statusInTransaction: 'EXPIRED',
      },
    ]);
  });

  it('records the timers with the move: a move refused records none, the same status again asks again', async () => {
    const world = leasingWorld();
    const lease = tenantedLease(world);
    const refused = world.lease();
    expect(await refusal(change(world, refused, 'ACTIVE'))).toBeInstanceOf(BusinessRuleError);
    expect(world.workflows.calls).toEqual([]);

    expect((await change(world, lease, 'ACTIVE')).status).toBe('ACTIVE');
    expect((await change(world, lease, 'ACTIVE')).status).toBe('ACTIVE');
    // Starting is idempotent: asking again for the same status records the same calls again.
    expect(world.workflows.calls.map((c) => [c.call, c.statusInTransaction])).toEqual([
      ['followLeaseLifecycle', 'ACTIVE'],
      ['startRentReminders', 'ACTIVE'],
      ['scheduleRentRevisions', 'ACTIVE'],
      ['followLeaseLifecycle', 'ACTIVE'],
      ['startRentReminders', 'ACTIVE'],
      ['scheduleRentRevisions', 'ACTIVE'],
    ]);
  });

  it('is not called when no engine is connected', async () => {
    const world = leasingWorld({ workflowsEnabled: false });
    const lease = tenantedLease(world);
    await change(world, lease, 'ACTIVE');
    await change(world, lease, 'TERMINATED');
    expect(world.storedLease(lease.id).status).toBe('TERMINATED');
    expect(world.workflows.calls).toEqual([]);
  });
});
