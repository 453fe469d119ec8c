// A small leasing world in the in-memory store, for unit tests of the lease use cases without
// PostgreSQL: a tenant, a lease type of the catalogue, an estate, and helpers to add leases,
// lessees and tenant terms, with a fixed clock and a Workflows port that records what it is asked in
// the use case's transaction.
import { randomUUID } from 'node:crypto';
import type { LeaseStatus, LeaseTypeCode, TenantRole } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseLessee } from '../../core/leasing/lease.js';
import { LEASE_TYPE_CATALOGUE, LeaseType } from '../../core/leasing/lease-type.js';
import { Lessee } from '../../core/leasing/lessees/lessee.js';
import type { Clock } from '../../core/ports/clock.js';
import type { Store } from '../../core/ports/store.js';
import type { RentRevisionSchedule, WorkflowCalls, Workflows } from '../../core/ports/workflows.js';
import { Estate } from '../../core/property/estate.js';
import { MemoryDatabase } from './memory-store.js';

type LeaseInput = { tenantId: string; leaseId: string };

export interface WorkflowCall {
  call: 'followLeaseLifecycle' | 'scheduleRentRevisions' | 'leaseTerminated' | 'startRentReminders' | 'rentPaid';
  input: LeaseInput & Partial<RentRevisionSchedule & { effectiveDate: string; periodIds: string[]; start: boolean }>;
  /** The lease's status in the transaction that recorded the call. */
  statusInTransaction: LeaseStatus | undefined;
}

/** A recorded call, stored by the memory store: committed with its transaction, dropped with it. */
export class RecordedWorkflowCall implements WorkflowCall {
  id!: string;
  /** The order of recording. */
  seq!: number;
  call!: WorkflowCall['call'];
  input!: WorkflowCall['input'];
  statusInTransaction!: LeaseStatus | undefined;
}

const notExpected = async (): Promise<void> => {
  throw new Error('not expected of the lease use cases tested here');
};

/**
 * A Workflows port that records each lease call in the use case's transaction, as the command outbox
 * does: `calls` are those committed.
 */
export class RecordingWorkflows implements Workflows {
  private recorded = 0;

  constructor(
    private readonly db: MemoryDatabase,
    readonly enabled = true,
  ) {}

  get calls(): WorkflowCall[] {
    return this.db
      .rows(RecordedWorkflowCall)
      .sort((a, b) => a.seq - b.seq)
      .map(({ call, input, statusInTransaction }) => ({ call, input, statusInTransaction }));
  }

  in(tx: Store): WorkflowCalls {
    const record = async (call: WorkflowCall['call'], input: WorkflowCall['input']) => {
      const lease = await tx.repo(Lease).find(input.leaseId);
      tx.repo(RecordedWorkflowCall).persist(
        Object.assign(new RecordedWorkflowCall(), {
          seq: (this.recorded += 1),
          call,
          input,
          statusInTransaction: lease?.status,
        }),
      );
    };
    return {
      followLeaseLifecycle: (input) => record('followLeaseLifecycle', input),
      scheduleRentRevisions: (schedule) => record('scheduleRentRevisions', schedule),
      leaseTerminated: (input) => record('leaseTerminated', input),
      startRentReminders: (input) => record('startRentReminders', input),
      rentPaid: (input) => record('rentPaid', input),
      startLeaseSignature: notExpected,
      signerSigned: notExpected,
      scheduleDepositRestitution: notExpected,
      depositRestituted: notExpected,
      scheduleAmendmentExpiry: notExpected,
      amendmentSettled: notExpected,
      startOwnerStatements: notExpected,
      startSyndicFundCalls: notExpected,
      syndicAccountsChanged: notExpected,
      startBatchRun: notExpected,
      cancelBatchRun: notExpected,
    };
  }
}

export function leasingWorld(options: { today?: string; workflowsEnabled?: boolean; typeCode?: LeaseTypeCode } = {}) {
  const today = options.today ?? '2026-03-02';
  const clock: Clock = { now: () => new Date(`${today}T09:30:00Z`) };
  const db = new MemoryDatabase(clock);
  const tenantId = randomUUID();
  const seed = LEASE_TYPE_CATALOGUE.find((type) => type.code === (options.typeCode ?? 'HabitationVide'))!;
  const [type] = db.insert(LeaseType, Object.assign(new LeaseType(), seed));
  const stored = <T extends object>(cls: new () => T, fields: Partial<T>): T =>
    db.insert(
      cls,
      Object.assign(new cls(), { tenant_id: tenantId, created_at: clock.now(), updated_at: clock.now() }, fields),
    )[0];
  const estate = stored(Estate, {
    place_id: randomUUID(),
    name: 'Lot 12',
    fiscal_identifier: 'FI-12',
    rent_amount: 900,
  });
  const workflows = new RecordingWorkflows(db, options.workflowsEnabled ?? true);

  return {
    db,
    clock,
    today,
    tenantId,
    type,
    estate,
    workflows,
    /** A new unit of work of the tenant, as a request gets. */
    store: () => db.store(tenantId),
    lease: (fields: Partial<Lease> = {}) =>
      stored(Lease, {
        estate_id: estate.id,
        lease_type_id: type.id,
        start_date: '2026-01-01',
        end_date: '2028-12-31',
        rent_amount: 900,
        ...fields,
      }),
    lessee: (fields: Partial<Lessee> = {}) => stored(Lessee, { last_name: 'Durand', ...fields }),
    term: (lease: Lease, lessee: Lessee, role: TenantRole, fields: Partial<LeaseLessee> = {}) =>
      stored(LeaseLessee, { lease_id: lease.id, lessee_id: lessee.id, role, start_date: lease.start_date, ...fields }),
    /** What is committed, read as a new request would. */
    storedLease: (id: string) => db.rows(Lease).find((lease) => lease.id === id)!,
    storedEstate: () => db.rows(Estate).find((row) => row.id === estate.id)!,
  };
}
