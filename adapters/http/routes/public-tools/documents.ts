// The public PDFs, rendered from the data posted through the PdfRenderer port and streamed as
// application/pdf (spec, "Public tools"): a rent receipt (/generate) and a slip of the keys and
// documents handed over (/bordereau). Nothing is stored.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { handoverSlipDocument } from '../../../../core/billing/deposits/handover-slip.js';
import { postedReceipt } from '../../../../core/billing/receipts/posted-receipt.js';
import type { Party } from '../../../../core/billing/rent/rent-documents.js';
import { toDateOnly } from '../../../../core/shared/dates.js';
import { toCents } from '../../../../core/shared/money.js';
import { renderPdf } from '../../../../core/shared/pdf.js';
import { fileResponse } from '../../file-body.js';
import type { PublicToolsDeps } from './deps.js';

const s = initServer();

const party = (posted: { name: string; address?: string }): Party => ({
  name: posted.name,
  address: posted.address ?? null,
});

/** The dwelling as a document names it: its description, then its address. */
const dwelling = (posted: { address: string; description?: string }): Party =>
  posted.description ? { name: posted.description, address: posted.address } : { name: posted.address, address: null };

export function publicReceiptRouter(deps: PublicToolsDeps) {
  return s.router(contract.publicReceipt, {
    generate: async ({ body, res }) => {
      const issuedOn = body.issued_on ?? toDateOnly(deps.clock.now());
      const { kind, document } = postedReceipt({
        landlord: party(body.landlord),
        tenant: party(body.tenant),
        property: dwelling(body.property),
        lease_reference: body.lease_reference ?? null,
        period_start: body.period_start,
        period_end: body.period_end,
        rent_cents: toCents(body.rent),
        charges_cents: toCents(body.charges),
        charges: (body.charge_details ?? []).map((item) => ({ category: item.category, cents: toCents(item.amount) })),
        paid_cents: toCents(body.paid_amount),
        paid_on: body.paid_on ?? null,
        issued_on: issuedOn,
      });
      const bytes = await renderPdf(deps.pdf, document);
      const fileName = `${kind === 'QUITTANCE' ? 'quittance' : 'recu'}-${body.period_start}.pdf`;
      return { status: 200, body: fileResponse(res, { fileName, contentType: 'application/pdf' }, bytes) };
    },
  });
}

export function publicHandoverSlipRouter(deps: PublicToolsDeps) {
  return s.router(contract.publicHandoverSlip, {
    generate: async ({ body, res }) => {
      const document = handoverSlipDocument({
        occasion: body.occasion,
        handed_over_on: body.handed_over_on,
        handed_over_by: party(body.handed_over_by),
        received_by: party(body.received_by),
        property: dwelling(body.property),
        keys: body.keys,
        documents: body.documents,
        notes: body.notes ?? null,
      });
      const bytes = await renderPdf(deps.pdf, document);
      const fileName = `bordereau-${body.handed_over_on}.pdf`;
      return { status: 200, body: fileResponse(res, { fileName, contentType: 'application/pdf' }, bytes) };
    },
  });
}
