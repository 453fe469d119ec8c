// The whole API: one router per resource, nested under /api. Also the typed client's contract.
import { initContract } from '@ts-rest/core';
import { billingSettingsContract } from './billing-settings.js';
import { catalogueContract } from './catalogue.js';
import { contactsContract } from './contacts.js';
import { depositRetentionsContract } from './deposit-retentions.js';
import { energyDiagnosesContract } from './energy-diagnoses.js';
import { equipmentContract } from './equipment.js';
import { estatesContract } from './estates.js';
import { healthContract } from './health.js';
import { indicesContract } from './indices.js';
import { leaseComplianceContract } from './lease-compliance.js';
import { leaseChargeItemsContract } from './lease-charge-items.js';
import { leaseDepositContract } from './lease-deposit.js';
import { legislativeZonesContract } from './legislative-zones.js';
import { leaseDocumentsContract } from './lease-documents.js';
import { leaseLesseesContract } from './lease-lessees.js';
import { leasePdfCacheContract } from './lease-pdf-cache.js';
import { leasePdfsContract } from './lease-pdfs.js';
import { leaseTypesContract } from './lease-types.js';
import { leasesContract } from './leases.js';
import { lesseePortalContract } from './lessee-portal.js';
import { lesseesContract } from './lessees.js';
import { ownersContract } from './owners.js';
import { placesContract } from './places.js';
import { publicDepositCapContract } from './public-deposit-cap.js';
import { publicDepositPenaltyContract } from './public-deposit-penalty.js';
import { publicHandoverSlipContract } from './public-handover-slip.js';
import { publicNoticeContract } from './public-notice.js';
import { publicReceiptContract } from './public-receipt.js';
import { publicRentControlContract } from './public-rent-control.js';
import { publicRentRevisionContract } from './public-rent-revision.js';
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
    publicRentRevision: publicRentRevisionContract,
    publicDepositPenalty: publicDepositPenaltyContract,
    publicDepositCap: publicDepositCapContract,
    publicRentControl: publicRentControlContract,
    publicNotice: publicNoticeContract,
    publicReceipt: publicReceiptContract,
    publicHandoverSlip: publicHandoverSlipContract,
  },
  { pathPrefix: '/api' },
);

export type Contract = typeof contract;
export * from './common.js';
