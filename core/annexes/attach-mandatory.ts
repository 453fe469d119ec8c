// POST /leases/{id}/annexes/attach-mandatory (spec, lease annexes): attaches what the law requires
// for the lease's type and estate, refreshes an annex whose source changed, keeps the rest, and
// tells what is missing. Running it again changes nothing when nothing changed.
import { Lease } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { mediaUseCases } from '../media/media-use-cases.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import { catalogueEntry } from './annex-catalogue.js';
import { generatedAnnexFile } from './annex-files.js';
import { type AnnexNeed, type AnnexSource, annexNeeds } from './annex-sources.js';
import type { AnnexDeps } from './deps.js';
import { LeaseAnnex } from './lease-annex.js';

export interface AttachResult {
  lease_id: string;
  reference_date: string;
  attached: LeaseAnnex[];
  unchanged: LeaseAnnex[];
  missing: AnnexNeed[];
}

/** An annex uploaded by hand for a code is the user's choice: attach-mandatory never replaces it. */
const uploadedByHand = (annex: LeaseAnnex) => annex.source_category === 'USER_UPLOAD' && annex.source_id === null;

export function assertLeaseOpen(lease: Lease): void {
  if (lease.status === 'TERMINATED') {
    throw new ConflictError(`Lease ${lease.id} is TERMINATED: its annexes can no longer change`, [], {
      lease_status: lease.status,
    });
  }
}

async function attachOne(
  store: Store,
  deps: AnnexDeps,
  lease: Lease,
  need: AnnexNeed,
  source: AnnexSource,
  current: LeaseAnnex | undefined,
) {
  const entry = catalogueEntry(need.code);
  const media =
    entry.source_category === 'GENERATED' ? await generatedAnnexFile(store, deps, lease, need.code, source) : null;
  const annex = current ?? Object.assign(new LeaseAnnex(), { lease_id: lease.id, code: need.code });
  const replaced = current?.source_category === 'GENERATED' ? current.media_id : null;
  Object.assign(annex, {
    source_category: entry.source_category,
    title: entry.name,
    media_id: media?.id ?? (source.kind === 'diagnostic' ? source.media_id : null),
    source_id: source.id,
    source_version: source.version,
    valid_until: source.kind === 'diagnostic' ? source.valid_until : null,
  });
  store.repo(LeaseAnnex).persist(annex);
  await store.flush();
  if (replaced) await mediaUseCases(store, deps).remove(replaced);
  return annex;
}

export async function attachMandatoryAnnexes(store: Store, deps: AnnexDeps, leaseId: string): Promise<AttachResult> {
  const lease = await store.repo(Lease).get(leaseId);
  assertLeaseOpen(lease);
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const { reference_date, needs } = await annexNeeds(store, lease, type, deps.clock.now());
  const byCode = new Map((await store.repo(LeaseAnnex).findAll({ lease_id: leaseId })).map((a) => [a.code, a]));
  const result: AttachResult = { lease_id: leaseId, reference_date, attached: [], unchanged: [], missing: [] };
  for (const need of needs) {
    const current = byCode.get(need.code);
    if (current && uploadedByHand(current)) result.unchanged.push(current);
    else if (!need.source || need.expired) result.missing.push(need);
    else if (current && current.source_id === need.source.id && current.source_version === need.source.version)
      result.unchanged.push(current);
    else result.attached.push(await attachOne(store, deps, lease, need, need.source, current));
  }
  return result;
}
