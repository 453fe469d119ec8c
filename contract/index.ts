// The whole API: one folder per area (contract/<area>/, as adapters/http/routes/<area>/), each composing
// its resources' routers under /api. The client keeps one flat namespace of resources
// (`client.leases.create`): an area groups the files, not the calls (docs/decisions.md).
import { type PlatformRouters, platformRouters } from './platform/index.js';
import { type PropertyRouters, propertyRouters } from './property/index.js';
import { type LeasingRouters, leasingRouters } from './leasing/index.js';
import { type AmendmentsRouters, amendmentsRouters } from './amendments/index.js';
import { type SignatureRouters, signatureRouters } from './signature/index.js';
import { type ContactsRouters, contactsRouters } from './contacts/index.js';
import { type DiagnosticsRouters, diagnosticsRouters } from './diagnostics/index.js';
import { type EquipmentRouters, equipmentRouters } from './equipment/index.js';
import { type ZonesRouters, zonesRouters } from './zones/index.js';
import { type ComplianceRouters, complianceRouters } from './compliance/index.js';
import { type IndexationRouters, indexationRouters } from './indexation/index.js';
import { type BillingRouters, billingRouters } from './billing/index.js';
import { type MediaRouters, mediaRouters } from './media/index.js';
import { type InspectionsRouters, inspectionsRouters } from './inspections/index.js';
import { type AnnexesRouters, annexesRouters } from './annexes/index.js';
import { type LifecycleRouters, lifecycleRouters } from './lifecycle/index.js';
import { type CreditsRouters, creditsRouters } from './credits/index.js';
import { type WebhooksRouters, webhooksRouters } from './webhooks/index.js';
import { type MetersRouters, metersRouters } from './meters/index.js';
import { type ChargesRouters, chargesRouters } from './charges/index.js';
import { type PublicToolsRouters, publicToolsRouters } from './public-tools/index.js';
import { type MessagesRouters, messagesRouters } from './messages/index.js';
import { type MandatesRouters, mandatesRouters } from './mandates/index.js';
import { type OwnerClaimRouters, ownerClaimRouters } from './owner-claim/index.js';
import { type TemplatesRouters, templatesRouters } from './templates/index.js';
import { type SyndicRouters, syndicRouters } from './syndic/index.js';
import { type RunsRouters, runsRouters } from './runs/index.js';
import { type BankingRouters, bankingRouters } from './banking/index.js';
import { type PlansRouters, plansRouters } from './plans/index.js';
import { type TenancyRouters, tenancyRouters } from './tenancy/index.js';

/** The whole API: the typed client's contract (`initClient(contract, { baseUrl, baseHeaders })`). */
export type ApiContract = PlatformRouters &
  PropertyRouters &
  LeasingRouters &
  AmendmentsRouters &
  SignatureRouters &
  ContactsRouters &
  DiagnosticsRouters &
  EquipmentRouters &
  ZonesRouters &
  ComplianceRouters &
  IndexationRouters &
  BillingRouters &
  MediaRouters &
  InspectionsRouters &
  AnnexesRouters &
  LifecycleRouters &
  CreditsRouters &
  WebhooksRouters &
  MetersRouters &
  ChargesRouters &
  PublicToolsRouters &
  MessagesRouters &
  MandatesRouters &
  OwnerClaimRouters &
  TemplatesRouters &
  SyndicRouters &
  BankingRouters &
  RunsRouters &
  PlansRouters &
  TenancyRouters;

export const contract: ApiContract = {
  ...platformRouters,
  ...propertyRouters,
  ...leasingRouters,
  ...amendmentsRouters,
  ...signatureRouters,
  ...contactsRouters,
  ...diagnosticsRouters,
  ...equipmentRouters,
  ...zonesRouters,
  ...complianceRouters,
  ...indexationRouters,
  ...billingRouters,
  ...mediaRouters,
  ...inspectionsRouters,
  ...annexesRouters,
  ...lifecycleRouters,
  ...creditsRouters,
  ...webhooksRouters,
  ...metersRouters,
  ...chargesRouters,
  ...publicToolsRouters,
  ...messagesRouters,
  ...mandatesRouters,
  ...ownerClaimRouters,
  ...templatesRouters,
  ...syndicRouters,
  ...bankingRouters,
  ...runsRouters,
  ...plansRouters,
  ...tenancyRouters,
};

export type Contract = typeof contract;
export * from './common.js';
