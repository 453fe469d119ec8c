// The whole API: one router per resource, nested under /api. Also the typed client's contract.
import { initContract } from '@ts-rest/core';
import { billingSettingsContract } from './billing-settings.js';
import { annexCatalogueContract } from './annex-catalogue.js';
import { catalogueContract } from './catalogue.js';
import { conditionReportsContract } from './condition-reports.js';
import { contactsContract } from './contacts.js';
import { depositRetentionsContract } from './deposit-retentions.js';
import { energyDiagnosesContract } from './energy-diagnoses.js';
import { equipmentContract } from './equipment.js';
import { estateDiagnosticsContract } from './estate-diagnostics.js';
import { estatesContract } from './estates.js';
import { healthContract } from './health.js';
import { indicesContract } from './indices.js';
import { leaseAnnexesContract } from './lease-annexes.js';
import { leaseComplianceContract } from './lease-compliance.js';
import { leaseChargeItemsContract } from './lease-charge-items.js';
import { leaseDepositContract } from './lease-deposit.js';
import { legislativeZonesContract } from './legislative-zones.js';
import { leaseDocumentsContract } from './lease-documents.js';
import { leaseLesseesContract } from './lease-lessees.js';
import { leasePdfCacheContract } from './lease-pdf-cache.js';
import { leasePdfsContract } from './lease-pdfs.js';
import { leaseLifecycleContract } from './lease-lifecycle.js';
import { leaseNoticesContract } from './lease-notices.js';
import { leaseTypesContract } from './lease-types.js';
import { leasesContract } from './leases.js';
import { lesseePortalContract } from './lessee-portal.js';
import { lesseesContract } from './lessees.js';
import { mediaContract } from './media.js';
import { ownersContract } from './owners.js';
import { placesContract } from './places.js';
import { rentAccountContract } from './rent-account.js';
import { rentPaymentsContract } from './rent-payments.js';
import { rentPeriodsContract } from './rent-periods.js';
import { rentReceiptsContract } from './rent-receipts.js';
import { rentRemindersContract } from './rent-reminders.js';
import { rentRevisionsContract } from './rent-revisions.js';
import { roomsContract } from './rooms.js';

const c = initContract();

export const contract = c.router(
  {
    health: healthContract,
    catalogue: catalogueContract,
    owners: ownersContract,
    places: placesContract,
    estates: estatesContract,
    rooms: roomsContract,
    leaseTypes: leaseTypesContract,
    leases: leasesContract,
    lessees: lesseesContract,
    leaseLessees: leaseLesseesContract,
    leaseDocuments: leaseDocumentsContract,
    leasePdfs: leasePdfsContract,
    leasePdfCache: leasePdfCacheContract,
    lesseePortal: lesseePortalContract,
    contacts: contactsContract,
    energyDiagnoses: energyDiagnosesContract,
    estateDiagnostics: estateDiagnosticsContract,
    equipment: equipmentContract,
    legislativeZones: legislativeZonesContract,
    leaseCompliance: leaseComplianceContract,
    indices: indicesContract,
    billingSettings: billingSettingsContract,
    leaseDeposit: leaseDepositContract,
    depositRetentions: depositRetentionsContract,
    leaseChargeItems: leaseChargeItemsContract,
    rentPeriods: rentPeriodsContract,
    rentPayments: rentPaymentsContract,
    rentReceipts: rentReceiptsContract,
    rentAccount: rentAccountContract,
    rentReminders: rentRemindersContract,
    rentRevisions: rentRevisionsContract,
    media: mediaContract,
    conditionReports: conditionReportsContract,
    annexCatalogue: annexCatalogueContract,
    leaseAnnexes: leaseAnnexesContract,
    leaseNotices: leaseNoticesContract,
    leaseLifecycle: leaseLifecycleContract,
  },
  { pathPrefix: '/api' },
);

export type Contract = typeof contract;
export * from './common.js';
