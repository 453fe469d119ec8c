// The PDF of a management mandate signed through the signature process (docs/decisions.md 300): the
// facts read from the mandate, its owner, its lots and the account, rendered by the PdfRenderer port
// and kept with the document's files (signatureFileKeys.contract), so that what is signed is what
// was sent even if the DRAFT is edited afterwards; and what the signer is shown of the mandate.
import { type MandateDocumentFacts, mandateDocument } from '../mandates/mandate-pdf.js';
import type { ManagementMandate } from '../mandates/mandate.js';
import { MandateLot } from '../mandates/mandate.js';
import { ownerName } from '../mandates/payouts/owner-name.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import { UnavailableError } from '../shared/errors.js';
import { Tenant } from '../tenancy/tenant.js';
import type { SignatureDeps } from './deps.js';

function postal(parts: (string | null)[]): string | null {
  const text = parts.filter(Boolean).join(' ').trim();
  return text.length > 0 ? text : null;
}

async function lotLines(store: Store, mandateId: string): Promise<MandateDocumentFacts['lots']> {
  const lots = await store.repo(MandateLot).findAll({ mandate_id: mandateId });
  const lines: MandateDocumentFacts['lots'] = [];
  for (const lot of lots) {
    if (lot.estate_id) {
      const estate = await store.repo(Estate).get(lot.estate_id);
      lines.push({ label: estate.name, address: estate.address });
    } else if (lot.place_id) {
      const place = await store.repo(Place).get(lot.place_id);
      const address = postal([place.address_line1, place.postal_code, place.city]);
      lines.push({ label: `${place.name} (l’ensemble de ses lots)`, address });
    }
  }
  return lines;
}

/** What the mandate document states, read in the caller's transaction. */
export async function mandateDocumentFacts(
  store: Store,
  deps: Pick<SignatureDeps, 'stores'>,
  mandate: ManagementMandate,
): Promise<MandateDocumentFacts> {
  const owner = await store.repo(Owner).get(mandate.owner_id);
  const account = await deps.stores.system().repo(Tenant).get(mandate.tenant_id);
  return {
    mandate,
    mandant: {
      name: ownerName(owner),
      address: postal([owner.street_number, owner.street_name, owner.postal_code, owner.city]),
      email: owner.email,
      registration: owner.owner_category === 'individual' ? null : owner.registration_number,
    },
    agency: { name: account.name },
    lots: await lotLines(store, mandate.id),
  };
}

/** The mandate's PDF bytes; a 503 when no renderer is wired. */
export async function renderMandate(renderer: PdfRenderer | undefined, facts: MandateDocumentFacts) {
  if (!renderer) throw new UnavailableError('No PDF renderer is configured for mandate documents');
  return renderer.render(mandateDocument(facts));
}

/** What a signer is shown of the mandate to sign. */
export async function mandateFacts(store: Store, mandate: ManagementMandate) {
  const owner = await store.repo(Owner).get(mandate.owner_id);
  return {
    id: mandate.id,
    number: mandate.number,
    owner_name: ownerName(owner),
    starts_on: mandate.starts_on,
    duration_months: mandate.duration_months,
  };
}
