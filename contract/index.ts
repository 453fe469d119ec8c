// The whole API: one router per resource, nested under /api. Also the typed client's contract.
import { initContract } from '@ts-rest/core';
import { buildingServicesContract } from './building-services.js';
import { billingSettingsContract } from './billing-settings.js';
import { annexCatalogueContract } from './annex-catalogue.js';
import { catalogueContract } from './catalogue.js';
import { conditionReportsContract } from './condition-reports.js';
import { chargeAuditLogContract } from './charge-audit-log.js';
import { chargeCategoriesContract } from './charge-categories.js';
import { chargeConfigurationsContract } from './charge-configurations.js';
import { chargeExpensesContract } from './charge-expenses.js';
import { chargeFreezePeriodsContract } from './charge-freeze-periods.js';
import { chargeProvisionsContract } from './charge-provisions.js';
import { chargeRegularisationsContract } from './charge-regularisations.js';
import { contactsContract } from './contacts.js';
import { creditsContract } from './credits.js';
import { depositRetentionsContract } from './deposit-retentions.js';
import { energyDiagnosesContract } from './energy-diagnoses.js';
import { equipmentContract } from './equipment.js';
import { estateDiagnosticsContract } from './estate-diagnostics.js';
import { estatesContract } from './estates.js';
import { guestSignatureContract } from './guest-signature.js';
import { healthContract } from './health.js';
import { indicesContract } from './indices.js';
import { leaseAnnexesContract } from './lease-annexes.js';
import { leaseComplianceContract } from './lease-compliance.js';
import { leaseChargeItemsContract } from './lease-charge-items.js';
import { leaseDepositContract } from './lease-deposit.js';
import { legislativeZonesContract } from './legislative-zones.js';
import { leaseDocumentsContract } from './lease-documents.js';
import { leaseAmendmentsContract } from './lease-amendments.js';
import { amendmentRentDetailsContract } from './amendment-rent-details.js';
import { amendmentDurationDetailsContract } from './amendment-duration-details.js';
import { amendmentDocumentsContract } from './amendment-documents.js';
import { amendmentValidationsContract } from './amendment-validations.js';
import { amendmentHistoryContract } from './amendment-history.js';
import { amendmentNotificationsContract } from './amendment-notifications.js';
import { amendmentPdfsContract } from './amendment-pdfs.js';
import { amendmentSignatureContract } from './amendment-signature.js';
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
import { meterReadingsContract } from './meter-readings.js';
import { metersContract } from './meters.js';
import { ownersContract } from './owners.js';
import { paymentWebhooksContract } from './payment-webhooks.js';
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
import { signatureWorkerContract } from './signature-worker.js';
import { signaturesContract } from './signatures.js';
import { webhookDeliveriesContract } from './webhook-deliveries.js';
import { webhookSubscriptionsContract } from './webhook-subscriptions.js';

const c = initContract();

// Each resource under /api, one constant each: the declaration emitter (tsconfig.contract.json, the
// client package) then names every resource's type instead of writing the whole API as one type.
const api = { pathPrefix: '/api' } as const;
const health = c.router(healthContract, api);
const catalogue = c.router(catalogueContract, api);
const owners = c.router(ownersContract, api);
const places = c.router(placesContract, api);
const estates = c.router(estatesContract, api);
const rooms = c.router(roomsContract, api);
const leaseTypes = c.router(leaseTypesContract, api);
const leases = c.router(leasesContract, api);
const lessees = c.router(lesseesContract, api);
const leaseLessees = c.router(leaseLesseesContract, api);
const leaseDocuments = c.router(leaseDocumentsContract, api);
const leaseAmendments = c.router(leaseAmendmentsContract, api);
const amendmentRentDetails = c.router(amendmentRentDetailsContract, api);
const amendmentDurationDetails = c.router(amendmentDurationDetailsContract, api);
const amendmentDocuments = c.router(amendmentDocumentsContract, api);
const amendmentValidations = c.router(amendmentValidationsContract, api);
const amendmentHistory = c.router(amendmentHistoryContract, api);
const amendmentNotifications = c.router(amendmentNotificationsContract, api);
const amendmentPdfs = c.router(amendmentPdfsContract, api);
const amendmentSignature = c.router(amendmentSignatureContract, api);
const leasePdfs = c.router(leasePdfsContract, api);
const leasePdfCache = c.router(leasePdfCacheContract, api);
const lesseePortal = c.router(lesseePortalContract, api);
const contacts = c.router(contactsContract, api);
const energyDiagnoses = c.router(energyDiagnosesContract, api);
const equipment = c.router(equipmentContract, api);
const legislativeZones = c.router(legislativeZonesContract, api);
const leaseCompliance = c.router(leaseComplianceContract, api);
const indices = c.router(indicesContract, api);
const billingSettings = c.router(billingSettingsContract, api);
const leaseDeposit = c.router(leaseDepositContract, api);
const depositRetentions = c.router(depositRetentionsContract, api);
const leaseChargeItems = c.router(leaseChargeItemsContract, api);
const rentPeriods = c.router(rentPeriodsContract, api);
const rentPayments = c.router(rentPaymentsContract, api);
const rentReceipts = c.router(rentReceiptsContract, api);
const rentAccount = c.router(rentAccountContract, api);
const rentReminders = c.router(rentRemindersContract, api);
const rentRevisions = c.router(rentRevisionsContract, api);
const estateDiagnostics = c.router(estateDiagnosticsContract, api);
const media = c.router(mediaContract, api);
const conditionReports = c.router(conditionReportsContract, api);
const annexCatalogue = c.router(annexCatalogueContract, api);
const leaseAnnexes = c.router(leaseAnnexesContract, api);
const leaseNotices = c.router(leaseNoticesContract, api);
const leaseLifecycle = c.router(leaseLifecycleContract, api);
const signatures = c.router(signaturesContract, api);
const signatureWorker = c.router(signatureWorkerContract, api);
const guestSignature = c.router(guestSignatureContract, api);
const credits = c.router(creditsContract, api);
const paymentWebhooks = c.router(paymentWebhooksContract, api);
const webhookSubscriptions = c.router(webhookSubscriptionsContract, api);
const webhookDeliveries = c.router(webhookDeliveriesContract, api);
const meters = c.router(metersContract, api);
const meterReadings = c.router(meterReadingsContract, api);
const chargeCategories = c.router(chargeCategoriesContract, api);
const buildingServices = c.router(buildingServicesContract, api);
const chargeConfigurations = c.router(chargeConfigurationsContract, api);
const chargeExpenses = c.router(chargeExpensesContract, api);
const chargeProvisions = c.router(chargeProvisionsContract, api);
const chargeFreezePeriods = c.router(chargeFreezePeriodsContract, api);
const chargeRegularisations = c.router(chargeRegularisationsContract, api);
const chargeAuditLog = c.router(chargeAuditLogContract, api);
const publicRentRevision = c.router(publicRentRevisionContract, api);
const publicDepositPenalty = c.router(publicDepositPenaltyContract, api);
const publicDepositCap = c.router(publicDepositCapContract, api);
const publicRentControl = c.router(publicRentControlContract, api);
const publicNotice = c.router(publicNoticeContract, api);
const publicReceipt = c.router(publicReceiptContract, api);
const publicHandoverSlip = c.router(publicHandoverSlipContract, api);

/** The whole API: the typed client's contract (`initClient(contract, { baseUrl, baseHeaders })`). */
export type ApiContract = {
  health: typeof health;
  catalogue: typeof catalogue;
  owners: typeof owners;
  places: typeof places;
  estates: typeof estates;
  rooms: typeof rooms;
  leaseTypes: typeof leaseTypes;
  leases: typeof leases;
  lessees: typeof lessees;
  leaseLessees: typeof leaseLessees;
  leaseDocuments: typeof leaseDocuments;
  leaseAmendments: typeof leaseAmendments;
  amendmentRentDetails: typeof amendmentRentDetails;
  amendmentDurationDetails: typeof amendmentDurationDetails;
  amendmentDocuments: typeof amendmentDocuments;
  amendmentValidations: typeof amendmentValidations;
  amendmentHistory: typeof amendmentHistory;
  amendmentNotifications: typeof amendmentNotifications;
  amendmentPdfs: typeof amendmentPdfs;
  amendmentSignature: typeof amendmentSignature;
  leasePdfs: typeof leasePdfs;
  leasePdfCache: typeof leasePdfCache;
  lesseePortal: typeof lesseePortal;
  contacts: typeof contacts;
  energyDiagnoses: typeof energyDiagnoses;
  equipment: typeof equipment;
  legislativeZones: typeof legislativeZones;
  leaseCompliance: typeof leaseCompliance;
  indices: typeof indices;
  billingSettings: typeof billingSettings;
  leaseDeposit: typeof leaseDeposit;
  depositRetentions: typeof depositRetentions;
  leaseChargeItems: typeof leaseChargeItems;
  rentPeriods: typeof rentPeriods;
  rentPayments: typeof rentPayments;
  rentReceipts: typeof rentReceipts;
  rentAccount: typeof rentAccount;
  rentReminders: typeof rentReminders;
  rentRevisions: typeof rentRevisions;
  estateDiagnostics: typeof estateDiagnostics;
  media: typeof media;
  conditionReports: typeof conditionReports;
  annexCatalogue: typeof annexCatalogue;
  leaseAnnexes: typeof leaseAnnexes;
  leaseNotices: typeof leaseNotices;
  leaseLifecycle: typeof leaseLifecycle;
  signatures: typeof signatures;
  signatureWorker: typeof signatureWorker;
  guestSignature: typeof guestSignature;
  credits: typeof credits;
  paymentWebhooks: typeof paymentWebhooks;
  webhookSubscriptions: typeof webhookSubscriptions;
  webhookDeliveries: typeof webhookDeliveries;
  meters: typeof meters;
  meterReadings: typeof meterReadings;
  chargeCategories: typeof chargeCategories;
  buildingServices: typeof buildingServices;
  chargeConfigurations: typeof chargeConfigurations;
  chargeExpenses: typeof chargeExpenses;
  chargeProvisions: typeof chargeProvisions;
  chargeFreezePeriods: typeof chargeFreezePeriods;
  chargeRegularisations: typeof chargeRegularisations;
  chargeAuditLog: typeof chargeAuditLog;
  publicRentRevision: typeof publicRentRevision;
  publicDepositPenalty: typeof publicDepositPenalty;
  publicDepositCap: typeof publicDepositCap;
  publicRentControl: typeof publicRentControl;
  publicNotice: typeof publicNotice;
  publicReceipt: typeof publicReceipt;
  publicHandoverSlip: typeof publicHandoverSlip;
};

export const contract: ApiContract = {
  health,
  catalogue,
  owners,
  places,
  estates,
  rooms,
  leaseTypes,
  leases,
  lessees,
  leaseLessees,
  leaseDocuments,
  leaseAmendments,
  amendmentRentDetails,
  amendmentDurationDetails,
  amendmentDocuments,
  amendmentValidations,
  amendmentHistory,
  amendmentNotifications,
  amendmentPdfs,
  amendmentSignature,
  leasePdfs,
  leasePdfCache,
  lesseePortal,
  contacts,
  energyDiagnoses,
  equipment,
  legislativeZones,
  leaseCompliance,
  indices,
  billingSettings,
  leaseDeposit,
  depositRetentions,
  leaseChargeItems,
  rentPeriods,
  rentPayments,
  rentReceipts,
  rentAccount,
  rentReminders,
  rentRevisions,
  estateDiagnostics,
  media,
  conditionReports,
  annexCatalogue,
  leaseAnnexes,
  leaseNotices,
  leaseLifecycle,
  signatures,
  signatureWorker,
  guestSignature,
  credits,
  paymentWebhooks,
  webhookSubscriptions,
  webhookDeliveries,
  meters,
  meterReadings,
  chargeCategories,
  buildingServices,
  chargeConfigurations,
  chargeExpenses,
  chargeProvisions,
  chargeFreezePeriods,
  chargeRegularisations,
  chargeAuditLog,
  publicRentRevision,
  publicDepositPenalty,
  publicDepositCap,
  publicRentControl,
  publicNotice,
  publicReceipt,
  publicHandoverSlip,
};

export type Contract = typeof contract;
export * from './common.js';
