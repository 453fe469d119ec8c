// Lease annexes: the catalogue, a lease's annexes (list, one, upload, download, delete), their
// compliance (present, missing, expired) and the list the lease PDF prints. The upload is in
// upload-annex.
import { Lease } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { mediaUseCases } from '../media/media-use-cases.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { compareDates } from '../shared/dates.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { ANNEX_CATALOGUE, catalogueEntry } from './annex-catalogue.js';
import { type AnnexCode, type AnnexSourceCategory } from '../../contract/vocabulary/annexes.js';
import { staticNoticeFile } from './annex-files.js';
import { annexNeeds } from './annex-sources.js';
import { assertLeaseOpen } from './attach-mandatory.js';
import type { AnnexDeps } from './deps.js';
import { LeaseAnnex } from './lease-annex.js';
import { type AnnexUpload, uploadAnnex } from './upload-annex.js';

export interface AnnexListInput extends ListInput {
  code?: AnnexCode;
  source_category?: AnnexSourceCategory;
}

interface ComplianceLine {
  code: AnnexCode;
  name: string;
  legal_reference: string | null;
  annex_id: string | null;
  valid_until: string | null;
  reason: string;
}

export interface AnnexCompliance {
  lease_id: string;
  reference_date: string;
  complete: boolean;
  present: ComplianceLine[];
  missing: ComplianceLine[];
  expired: ComplianceLine[];
}

/** A lease's annexes as the lease PDF lists them, in catalogue order. */
export async function listLeaseAnnexes(store: Store, leaseId: string) {
  const order = (code: AnnexCode) => ANNEX_CATALOGUE.findIndex((entry) => entry.code === code);
  const annexes = await store
    .repo(LeaseAnnex)
    .findAll({ lease_id: leaseId }, [{ field: 'created_at', direction: 'asc' }]);
  return annexes
    .sort((a, b) => order(a.code) - order(b.code))
    .map((a) => ({
      annex_id: a.id,
      code: a.code,
      title: a.title,
      source_category: a.source_category,
      legal_reference: catalogueEntry(a.code).legal_reference,
    }));
}

/** GET /leases/{id}/annexes/compliance: each required annex present, missing or expired on the signature date. */
async function annexCompliance(store: Store, deps: AnnexDeps, leaseId: string): Promise<AnnexCompliance> {
  const annexes = store.repo(LeaseAnnex);
  const lease = await store.repo(Lease).get(leaseId);
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const { reference_date, needs } = await annexNeeds(store, lease, type, deps.clock.now());
  const byCode = new Map((await annexes.findAll({ lease_id: leaseId })).map((a) => [a.code, a]));
  const result: AnnexCompliance = {
    lease_id: leaseId,
    reference_date,
    complete: false,
    present: [],
    missing: [],
    expired: [],
  };
  for (const need of needs) {
    const annex = byCode.get(need.code) ?? null;
    const validUntil = annex?.valid_until ?? (need.source?.kind === 'diagnostic' ? need.source.valid_until : null);
    const entry = catalogueEntry(need.code);
    const line = {
      code: need.code,
      name: entry.name,
      legal_reference: entry.legal_reference,
      annex_id: annex?.id ?? null,
      valid_until: validUntil,
      reason: need.reason,
    };
    const lapsed = validUntil !== null && compareDates(validUntil, reference_date) < 0;
    if (need.expired || (annex && lapsed))
      result.expired.push({ ...line, reason: need.lacking ?? `expired on ${validUntil}` });
    else if (annex) result.present.push(line);
    else
      result.missing.push({
        ...line,
        reason: need.lacking ?? 'not attached yet: POST /leases/{id}/annexes/attach-mandatory',
      });
  }
  result.complete = result.missing.length === 0 && result.expired.length === 0;
  return result;
}

export function leaseAnnexUseCases(store: Store, deps: AnnexDeps) {
  const annexes = store.repo(LeaseAnnex);

  async function get(leaseId: string, annexId: string): Promise<LeaseAnnex> {
    await store.repo(Lease).get(leaseId);
    const annex = await annexes.find(annexId);
    if (!annex || annex.lease_id !== leaseId) throw new NotFoundError('lease annex', annexId);
    return annex;
  }

  return {
    get,
    async list(leaseId: string, input: AnnexListInput) {
      await store.repo(Lease).get(leaseId);
      return annexes.list(
        { lease_id: leaseId, ...definedCriteria({ code: input.code, source_category: input.source_category }) },
        pageRequest(input, [{ field: 'created_at', direction: 'asc' }]),
      );
    },

    /** One annex per code, except OTHER: a second one is a 409 (delete the first to replace it). */
    upload: (leaseId: string, upload: AnnexUpload) => uploadAnnex(store, deps, leaseId, upload),

    /** The file: the annex's media, the catalogue's notice; 409 when a diagnostic was attached without its report. */
    async download(leaseId: string, annexId: string) {
      const annex = await get(leaseId, annexId);
      if (annex.media_id) {
        const { media, content } = await mediaUseCases(store, deps).download(annex.media_id);
        return { file: media, content };
      }
      if (annex.code === 'NOTICE_INFORMATION') {
        const bytes = await staticNoticeFile(deps);
        return {
          file: {
            file_name: 'notice-information.pdf',
            content_type: 'application/pdf',
            sha256: deps.inspector.sha256(bytes),
          },
          content: bytes,
        };
      }
      throw new ConflictError(
        `Annex ${annexId} has no file: upload the report (POST /media) and set media_id on the diagnostic, then attach again`,
        [],
        { code: annex.code },
      );
    },

    async remove(leaseId: string, annexId: string): Promise<void> {
      const annex = await get(leaseId, annexId);
      assertLeaseOpen(await store.repo(Lease).get(leaseId));
      annexes.remove(annex);
      await store.flush();
      // Its own file goes with it: an upload, or a generated PDF; a diagnostic's report stays with the diagnostic.
      const owned = annex.source_category === 'GENERATED' || annex.source_id === null;
      if (annex.media_id && owned) await mediaUseCases(store, deps).remove(annex.media_id);
    },

    /** GET /leases/{id}/annexes/compliance. */
    compliance: (leaseId: string) => annexCompliance(store, deps, leaseId),
  };
}
