// The OpenAPI document's tags: one per area of the contract, named after its folder (contract/<area>/),
// each operation under the area whose router declares it (docs/decisions.md 181).
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { amendmentsRouters } from '../../contract/amendments/index.js';
import { annexesRouters } from '../../contract/annexes/index.js';
import { billingRouters } from '../../contract/billing/index.js';
import { chargesRouters } from '../../contract/charges/index.js';
import { complianceRouters } from '../../contract/compliance/index.js';
import { contactsRouters } from '../../contract/contacts/index.js';
import { creditsRouters } from '../../contract/credits/index.js';
import { diagnosticsRouters } from '../../contract/diagnostics/index.js';
import { equipmentRouters } from '../../contract/equipment/index.js';
import { indexationRouters } from '../../contract/indexation/index.js';
import { inspectionsRouters } from '../../contract/inspections/index.js';
import { leasingRouters } from '../../contract/leasing/index.js';
import { lifecycleRouters } from '../../contract/lifecycle/index.js';
import { mandatesRouters } from '../../contract/mandates/index.js';
import { mediaRouters } from '../../contract/media/index.js';
import { messagesRouters } from '../../contract/messages/index.js';
import { templatesRouters } from '../../contract/templates/index.js';
import { bankingRouters } from '../../contract/banking/index.js';
import { runsRouters } from '../../contract/runs/index.js';
import { metersRouters } from '../../contract/meters/index.js';
import { ownerClaimRouters } from '../../contract/owner-claim/index.js';
import { plansRouters } from '../../contract/plans/index.js';
import { platformRouters } from '../../contract/platform/index.js';
import { propertyRouters } from '../../contract/property/index.js';
import { publicToolsRouters } from '../../contract/public-tools/index.js';
import { signatureRouters } from '../../contract/signature/index.js';
import { syndicRouters } from '../../contract/syndic/index.js';
import { tenancyRouters } from '../../contract/tenancy/index.js';
import { webhooksRouters } from '../../contract/webhooks/index.js';
import { zonesRouters } from '../../contract/zones/index.js';

/** Each area, in the order of contract/index.ts: its routers and what the docs page says of it. */
const AREAS: Record<string, { routers: object; description: string }> = {
  platform: { routers: platformRouters, description: 'The health of the service and of its peers.' },
  property: {
    routers: propertyRouters,
    description: 'Owners, buildings (places), rental units (estates) and rooms, and their catalogues of types.',
  },
  leasing: {
    routers: leasingRouters,
    description:
      "Lessees, lease types, leases and their tenant terms, documents and contract PDFs; the tenant's own portal.",
  },
  amendments: {
    routers: amendmentsRouters,
    description: 'Amendments (avenants) of a lease: rent or duration changes, validations, history, PDFs.',
  },
  signature: {
    routers: signatureRouters,
    description: 'Electronic signature of leases and amendments: guest links, one-time codes, signed files.',
  },
  contacts: { routers: contactsRouters, description: 'Contacts, professional or not, and their links to records.' },
  diagnostics: {
    routers: diagnosticsRouters,
    description: 'Energy performance diagnoses (DPE) and the other mandatory diagnostics of a place or an estate.',
  },
  equipment: { routers: equipmentRouters, description: 'Equipment, where it is and the history of its condition.' },
  zones: {
    routers: zonesRouters,
    description:
      'Legislative zones (official and the account’s own), the reference rents of rent control and the zone tendue lists.',
  },
  compliance: {
    routers: complianceRouters,
    description: 'Compliance of a lease with rent control, the deposit cap, the zone tendue decree and the DPE rules.',
  },
  indexation: {
    routers: indexationRouters,
    description: 'Published indices (IRL, ICC, ILC, ILAT) and rent revisions.',
  },
  billing: {
    routers: billingRouters,
    description: 'Rent periods, payments, receipts, reminders, the security deposit and its restitution.',
  },
  media: { routers: mediaRouters, description: 'Photos and PDFs attached to leases and estates.' },
  inspections: {
    routers: inspectionsRouters,
    description:
      'Entry and exit condition reports (états des lieux), the keys of an estate and their handovers, the furniture inventory.',
  },
  annexes: { routers: annexesRouters, description: 'The annexes a lease carries, mandatory or not.' },
  lifecycle: { routers: lifecycleRouters, description: 'Notices, the lease term and its renewal.' },
  credits: {
    routers: creditsRouters,
    description: 'Signature credits, their purchase and the payment provider’s events.',
  },
  webhooks: { routers: webhooksRouters, description: 'Webhook subscriptions and the deliveries of domain events.' },
  meters: { routers: metersRouters, description: 'Meters of a building or an estate, and their readings.' },
  charges: {
    routers: chargesRouters,
    description:
      'Recoverable charges: categories, configurations, expenses, provisions, freezes, yearly regularisations, audit log.',
  },
  'public-tools': {
    routers: publicToolsRouters,
    description: 'Calculators and documents anyone may use without a key (100 calls an hour per address).',
  },
  messages: {
    routers: messagesRouters,
    description: 'E-mails and text messages sent, and the account’s sender identity.',
  },
  mandates: {
    routers: mandatesRouters,
    description:
      'Management mandates (loi 70-9, décret 72-678): the register, the terms, the status moves; the letting fees of a lease and their caps (loi 89-462 art. 5 I).',
  },
  'owner-claim': {
    routers: ownerClaimRouters,
    description:
      'The owner claim (a one-time link and code; the owner key) and the owner’s own view: lots, leases, statements, payouts, documents.',
  },
  templates: {
    routers: templatesRouters,
    description:
      'Document templates: the system catalogue, the account’s own (Liquid over HTML, versioned), the variables of each type, previews.',
  },
  syndic: {
    routers: syndicRouters,
    description:
      'Copropriété (loi 65-557): syndicates, lots and co-owners, charge keys and tantièmes, general assemblies and their votes, budgets, accounts, fund calls and allocations.',
  },
  banking: {
    routers: bankingRouters,
    description:
      'Bank statements (camt.053, CSV) imported and their credits matched to leases as rent payments; the queue of credits to assign; each lease’s payment reference.',
  },
  runs: {
    routers: runsRouters,
    description:
      'Batch runs: month-end work (notices of rent due, receipts, reminder letters) for every lease of a scope, run by one workflow in pages, with its progress, its cancellation and the ZIP of its PDFs.',
  },
  plans: {
    routers: plansRouters,
    description: 'The plans on offer, the account’s subscription and usage, and coupon codes.',
  },
  tenancy: { routers: tenancyRouters, description: 'The account’s API keys: create, list, rotate, revoke.' },
};

/** The top-level `tags` of the document. */
export const areaTags = Object.entries(AREAS).map(([name, { description }]) => ({ name, description }));

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry as AppRouter)));
}

const areaByRoute = new Map(
  Object.entries(AREAS).flatMap(([area, { routers }]) =>
    routesOf(routers as AppRouter).map((route) => [route, area] as const),
  ),
);

/** The area of a route of the contract: the folder whose router declares it (none for a route of no area). */
export const areaOf = (route: AppRoute): string[] => {
  const area = areaByRoute.get(route);
  return area ? [area] : [];
};
