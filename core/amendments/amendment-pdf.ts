// POST and GET /leases/{lease_id}/amendments/{amendment_id}/pdf(s) (docs/decisions.md 147): the
// amendment stated as a document (template Amendment) through the lease PDF renderer and its cache,
// recorded as a generated PDF of the lease tied to the amendment, downloaded at /leases/pdf/{id}.
import { loadLeaseContractFacts } from '../leasing/pdf/lease-contract/load-facts.js';
import type { Lease } from '../leasing/lease.js';
import type { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import { type LeasePdfListInput, leasePdfUseCases } from '../leasing/pdf/lease-pdfs.js';
import { type GeneratedPdf, dataSha256, pdfGeneration } from '../leasing/pdf/pdf-generation.js';
import type { PdfRenderDeps } from '../leasing/pdf/pdf-render-cache.js';
import { templateFor } from '../leasing/pdf/pdf-templates.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { type Amendment, AmendmentDurationDetail, AmendmentRentDetail } from './amendment.js';
import { buildAmendmentDocument, type AmendmentPdfFacts } from './amendment-document.js';
import { amendmentOf } from './access.js';

const cents = (euros: number | null) => (euros === null ? null : toCents(euros));

/** What the amendment PDF prints, as plain data: the same facts give the same document and cache key. */
export async function loadAmendmentPdfFacts(
  store: Store,
  lease: Lease,
  amendment: Amendment,
): Promise<AmendmentPdfFacts> {
  const contract = await loadLeaseContractFacts(store, lease.id);
  const rent = await store.repo(AmendmentRentDetail).findOne({ amendment_id: amendment.id });
  const duration = await store.repo(AmendmentDurationDetail).findOne({ amendment_id: amendment.id });
  const { id, reference_number, type_name, start_date, end_date } = contract.lease;
  return {
    lease: { id, reference_number, type_name, start_date, end_date },
    dwelling: { name: contract.dwelling.name, address: contract.dwelling.address },
    lessor: contract.lessor ? { name: contract.lessor.name, address: contract.lessor.address } : null,
    tenants: contract.tenants.map((tenant) => tenant.name),
    amendment: {
      number: amendment.amendment_number,
      type: amendment.type,
      title: amendment.title,
      description: amendment.description,
      effective_date: amendment.effective_date,
    },
    rent: rent && {
      old_rent_cents: toCents(rent.old_rent_amount),
      new_rent_cents: toCents(rent.new_rent_amount),
      old_charges_cents: cents(rent.old_charges_amount),
      new_charges_cents: cents(rent.new_charges_amount),
      effective_date: rent.effective_date,
      increase_basis: rent.increase_basis,
      works_description: rent.works_description,
      works_cost_cents: cents(rent.works_cost),
    },
    duration: duration && {
      old_end_date: duration.old_end_date,
      new_end_date: duration.new_end_date,
      extension_months: duration.extension_months,
    },
  };
}

export interface AmendmentPdfRequest {
  template_id?: string;
}

export function amendmentPdfUseCases(store: Store, deps: PdfRenderDeps) {
  const generation = pdfGeneration(store, deps);

  async function render(leaseId: string, amendmentId: string, request: AmendmentPdfRequest) {
    const started = deps.clock.now().getTime();
    const { lease, amendment } = await amendmentOf(store, leaseId, amendmentId);
    const template = templateFor('Amendment', request.template_id);
    const facts = await loadAmendmentPdfFacts(store, lease, amendment);
    const generated = await generation.render(lease.tenant_id, template, buildAmendmentDocument(facts), facts, started);
    return { generated, lease, amendment };
  }

  return {
    /** The PDF bytes (not recorded), from the cache when the same facts were rendered before. */
    render: async (leaseId: string, amendmentId: string, request: AmendmentPdfRequest): Promise<GeneratedPdf> =>
      (await render(leaseId, amendmentId, request)).generated,
    /** Renders, then records the PDF as a PDF of the lease tied to the amendment. */
    async record(leaseId: string, amendmentId: string, request: AmendmentPdfRequest) {
      const { generated, lease, amendment } = await render(leaseId, amendmentId, request);
      const owner = { tenant_id: lease.tenant_id, lease_id: lease.id, amendment_id: amendment.id };
      return { pdf: await generation.record(owner, generated, null), generated };
    },
    async list(leaseId: string, amendmentId: string, input: LeasePdfListInput) {
      await amendmentOf(store, leaseId, amendmentId);
      return leasePdfUseCases(store, deps).list(leaseId, input, amendmentId);
    },
  };
}

/**
 * The PDF sent for signature must state the amendment as it is now (docs/decisions.md 148): a PDF
 * of the amendment whose data (parties, lease, amendment, details) has not changed since it was
 * built; a stale one is a 409 asking for a new one.
 */
export async function assertPdfStatesAmendment(
  store: Store,
  deps: Pick<PdfRenderDeps, 'inspector'>,
  target: { lease: Lease; amendment: Amendment },
  pdf: LeasePdf,
): Promise<void> {
  const facts = await loadAmendmentPdfFacts(store, target.lease, target.amendment);
  if (pdf.template_type === 'Amendment' && pdf.data_sha256 === dataSha256(deps, facts)) return;
  throw new ConflictError(
    'This PDF no longer states the amendment as it is (its parties, lease or content changed since): generate it again (POST .../pdf)',
    [{ path: 'pdf_id', message: 'the PDF is out of date', code: 'stale_pdf' }],
  );
}
