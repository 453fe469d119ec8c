// A receipt from the figures a caller posts (the public receipt tool): the same document as a
// lease's receipts (rent-documents.ts, loi 89-462 art. 21), for one tenant paying the whole rent;
// the payment is imputed to rent and charges in proportion, as for a lease (receipt-split.ts).
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import type { ChargeCategory } from '../../../contract/vocabulary/billing.js';
import { type Party, receiptDocument, receiptKind } from '../rent/rent-documents.js';
import { tenantPortion } from './receipt-split.js';

export interface PostedReceipt {
  landlord: Party;
  tenant: Party;
  property: Party;
  lease_reference: string | null;
  period_start: string;
  period_end: string;
  rent_cents: number;
  charges_cents: number;
  /** The charges by heading; none: the whole is one provision (GENERAL). */
  charges: { category: ChargeCategory; cents: number }[];
  paid_cents: number;
  paid_on: string | null;
  issued_on: string;
}

/** The receipt's kind (art. 21: quittance when paid in full, reçu otherwise) and its document. */
export function postedReceipt(posted: PostedReceipt): { kind: 'QUITTANCE' | 'RECU'; document: PrintableDocument } {
  const charges =
    posted.charges.length > 0 ? posted.charges : [{ category: 'GENERAL' as const, cents: posted.charges_cents }];
  const portion = tenantPortion({ rent_cents: posted.rent_cents, charges, paid_cents: posted.paid_cents }, [100], 0);
  const kind = receiptKind(portion.total_cents, portion.paid_cents);
  const document = receiptDocument(
    { landlord: posted.landlord, property: posted.property, lease_reference: posted.lease_reference },
    {
      ...portion,
      kind,
      tenant: posted.tenant,
      rent_share: 100,
      period_start: posted.period_start,
      period_end: posted.period_end,
      paid_on: posted.paid_on,
      issued_on: posted.issued_on,
    },
  );
  return { kind, document };
}
