// A small leasing world in the in-memory store, for unit tests of the lease use cases without
// PostgreSQL: a tenant, a lease type of the catalogue, an estate, and helpers to add leases,
// lessees and tenant terms, with a fixed clock and a Workflows port that records what it is told.
import { randomUUID } from 'node:crypto';
import type { LeaseStatus, LeaseTypeCode, TenantRole } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseLessee } from '../../core/leasing/lease.js';
import { LEASE_TYPE_CATALOGUE, LeaseType } from '../../core/leasing/lease-type.js';
import { Lessee } from '../../core/leasing/lessees/lessee.js';
import type { Clock } from '../../core/ports/clock.js';
import type { RentRevisionSchedule, Workflows } from '../../core/ports/workflows.js';
import { Estate } from '../../core/property/estate.js';
import { MemoryDatabase } from './memory-store.js';

type LeaseInput = { tenantId: string; leaseId: string };

export interface WorkflowCall {
  call: 'followLeaseLifecycle' | 'scheduleRentRevisions' | 'leaseTerminated' | 'startRentReminders' | 'rentPaid';
  input: LeaseInput & Partial<RentRevisionSchedule & { effectiveDate: string; periodIds: string[]; start: boolean }>;
  /** The lease's stored status when the engine was told: what was committed before the call. */
  committedStatus: LeaseStatus | undefined;
}

/** A Workflows port that records each lease call; `failing` makes the next calls throw, as an engine out of reach. */
export class RecordingWorkflows implements Workflows {
  readonly calls: WorkflowCall[] = [];
  failing: Error | null = null;

  constructor(
    private readonly committedStatus: (leaseId: string) => LeaseStatus | undefined,
    readonly enabled = true,
  ) {}

  private async record(call: WorkflowCall['call'], input: WorkflowCall['input']): Promise<void> {
    this.calls.push({ call, input, committedStatus: this.committedStatus(input.leaseId) });
    if (this.failing) throw this.failing;
  }

  followLeaseLifecycle(input: LeaseInput & { start: boolean }): Promise<void> {
    return this.record('followLeaseLifecycle', input);
  }

  scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void> {
    return this.record('scheduleRentRevisions', schedule);
  }

  leaseTerminated(input: LeaseInput & { effectiveDate: string }): Promise<void> {
    return this.record('leaseTerminated', input);
  }

  startRentReminders(input: LeaseInput): Promise<void> {
    return this.record('startRentReminders', input);
  }

  rentPaid(input: LeaseInput & { periodIds: string[] }): Promise<void> {
    return this.record('rentPaid', input);
  }

  async startLeaseSignature(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
  }

  async signerSigned(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
  }

  async scheduleDepositRestitution(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
  }

  async depositRestituted(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
  }

  async scheduleAmendmentExpiry(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
  }

  async amendmentSettled(): Promise<void> {
    throw new Error('not expected of the lease use cases tested here');
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
  const workflows = new RecordingWorkflows(
    (leaseId) => db.rows(Lease).find((lease) => lease.id === leaseId)?.status,
    options.workflowsEnabled ?? true,
  );

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
