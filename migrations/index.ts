// Every committed migration, in order; each area appends its own.
import { Migration20261121000000Foundation } from './Migration20261121000000_foundation.js';
import { Migration20261121000100Idempotency } from './Migration20261121000100_idempotency.js';
import { Migration20261121235900RowLevelSecurity } from './Migration20261121235900_row_level_security.js';
import { Migration20261121000400ContactsDiagnosticsEquipment } from './Migration20261121000400_contacts_diagnostics_equipment.js';
import { Migration20261121000700LegislativeZones } from './Migration20261121000700_legislative_zones.js';
import { Migration20261121000500Leasing } from './Migration20261121000500_leasing.js';
import { Migration20261123010000LeasePdfs } from './Migration20261123010000_lease_pdfs.js';
import { Migration20261123010100PdfCache } from './Migration20261123010100_pdf_cache.js';
import { Migration20261123020000CreditsOutboxSignature } from './Migration20261123020000_credits_outbox_signature.js';
import { Migration20261123070000Meters } from './Migration20261123070000_meters.js';
import { Migration20261123070100Charges } from './Migration20261123070100_charges.js';
import { Migration20261123040000DpeMeasures } from './Migration20261123040000_dpe_measures.js';
import { Migration20261123040200ZoneRules } from './Migration20261123040200_zone_rules.js';
import { Migration20261123050000IndexValues } from './Migration20261123050000_index_values.js';
import { Migration20261123050100SecurityDeposits } from './Migration20261123050100_security_deposits.js';
import { Migration20261123050200RentBilling } from './Migration20261123050200_rent_billing.js';
import { Migration20261123050300RentReminders } from './Migration20261123050300_rent_reminders.js';
import { Migration20261123050400IndexRevisions } from './Migration20261123050400_index_revisions.js';
import { Migration20261123059990Irl20192020 } from './Migration20261123059990_irl_2019_2020.js';
import { Migration20261123080000Media } from './Migration20261123080000_media.js';
import { Migration20261123080100EstateDiagnostics } from './Migration20261123080100_estate_diagnostics.js';
import { Migration20261123080200ConditionReports } from './Migration20261123080200_condition_reports.js';
import { Migration20261123080300LeaseAnnexes } from './Migration20261123080300_lease_annexes.js';
import { Migration20261123080400LeaseNotices } from './Migration20261123080400_lease_notices.js';
import { Migration20261123100000CreditPurchasesWebhooks } from './Migration20261123100000_credit_purchases_webhooks.js';
import { Migration20261123110000LeaseAmendments } from './Migration20261123110000_lease_amendments.js';
import { Migration20261123130000AmendmentPdfsSignature } from './Migration20261123130000_amendment_pdfs_signature.js';
import { Migration20261126090000SealedWebhookSecrets } from './Migration20261126090000_sealed_webhook_secrets.js';
import { Migration20261126120000AmendmentWorksCost } from './Migration20261126120000_amendment_works_cost.js';
import { Migration20261127090000MessageDelivery } from './Migration20261127090000_message_delivery.js';
import { Migration20261128100000WorkflowCommands } from './Migration20261128100000_workflow_commands.js';
import { Migration20261123030000ListIndexes } from './Migration20261123030000_list_indexes.js';
import { Migration20261123030100TenantPolicyEquality } from './Migration20261123030100_tenant_policy_equality.js';
import { Migration20261123030200ListIndexesOfLaterAreas } from './Migration20261123030200_list_indexes_of_later_areas.js';
import { Migration20261123030300ListIndexesOfAmendments } from './Migration20261123030300_list_indexes_of_amendments.js';
import { Migration20261123030400ListIndexesOfCreditsAndWebhooks } from './Migration20261123030400_list_indexes_of_credits_and_webhooks.js';
import { Migration20261129090000ApiKeyChanges } from './Migration20261129090000_api_key_changes.js';
import { Migration20261130120000ZoneTendueLists } from './Migration20261130120000_zone_tendue_lists.js';
import { Migration20261130120100KeysAndInventory } from './Migration20261130120100_keys_and_inventory.js';
import { Migration20261130130000LeaseTerminations } from './Migration20261130130000_lease_terminations.js';
import { Migration20261201090000ManagementMandates } from './Migration20261201090000_management_mandates.js';
import { Migration20261201100000LettingFees } from './Migration20261201100000_letting_fees.js';
import { Migration20261201120000OwnerAccounts } from './Migration20261201120000_owner_accounts.js';
import { Migration20261202090000BatchRuns } from './Migration20261202090000_batch_runs.js';
import { Migration20261202120000BankStatements } from './Migration20261202120000_bank_statements.js';
import { Migration20261203090000DocumentTemplates } from './Migration20261203090000_document_templates.js';
import { Migration20261204090000Syndic } from './Migration20261204090000_syndic.js';
import { Migration20261204120000SyndicFundCalls } from './Migration20261204120000_syndic_fund_calls.js';
import { Migration20261205090000Plans } from './Migration20261205090000_plans.js';
import { Migration20261207090000PrintedTemplates } from './Migration20261207090000_printed_templates.js';
import { Migration20261208090000MandateSignature } from './Migration20261208090000_mandate_signature.js';
import { Migration20261209090000ContactSearchIndex } from './Migration20261209090000_contact_search_index.js';
import { Migration20261210090000RunSubjects } from './Migration20261210090000_run_subjects.js';
import { Migration20261215090000PaymentReceiptsRuns } from './Migration20261215090000_payment_receipts_runs.js';
import { Migration20261217000000ContactSearchText } from './Migration20261217000000_contact_search_text.js';

// Row-level security stays last: it protects every table that has a tenant_id by then.
export const migrationsList = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000Foundation },
  { name: 'Migration20261121000100_idempotency', class: Migration20261121000100Idempotency },
  {
    name: 'Migration20261121000400_contacts_diagnostics_equipment',
    class: Migration20261121000400ContactsDiagnosticsEquipment,
  },
  { name: 'Migration20261121000500_leasing', class: Migration20261121000500Leasing },
  { name: 'Migration20261121000700_legislative_zones', class: Migration20261121000700LegislativeZones },
  { name: 'Migration20261121235900_row_level_security', class: Migration20261121235900RowLevelSecurity },
  // Later tables protect themselves with enable_tenant_rls (defined by the row-level security migration).
  { name: 'Migration20261123010000_lease_pdfs', class: Migration20261123010000LeasePdfs },
  { name: 'Migration20261123010100_pdf_cache', class: Migration20261123010100PdfCache },
  {
    name: 'Migration20261123020000_credits_outbox_signature',
    class: Migration20261123020000CreditsOutboxSignature,
  },
  { name: 'Migration20261123040000_dpe_measures', class: Migration20261123040000DpeMeasures },
  { name: 'Migration20261123040200_zone_rules', class: Migration20261123040200ZoneRules },
  { name: 'Migration20261123050000_index_values', class: Migration20261123050000IndexValues },
  { name: 'Migration20261123050100_security_deposits', class: Migration20261123050100SecurityDeposits },
  { name: 'Migration20261123050200_rent_billing', class: Migration20261123050200RentBilling },
  { name: 'Migration20261123050300_rent_reminders', class: Migration20261123050300RentReminders },
  { name: 'Migration20261123050400_index_revisions', class: Migration20261123050400IndexRevisions },
  { name: 'Migration20261123059990_irl_2019_2020', class: Migration20261123059990Irl20192020 },
  { name: 'Migration20261123070000_meters', class: Migration20261123070000Meters },
  { name: 'Migration20261123070100_charges', class: Migration20261123070100Charges },
  { name: 'Migration20261123080000_media', class: Migration20261123080000Media },
  { name: 'Migration20261123080100_estate_diagnostics', class: Migration20261123080100EstateDiagnostics },
  { name: 'Migration20261123080200_condition_reports', class: Migration20261123080200ConditionReports },
  { name: 'Migration20261123080300_lease_annexes', class: Migration20261123080300LeaseAnnexes },
  { name: 'Migration20261123080400_lease_notices', class: Migration20261123080400LeaseNotices },
  {
    name: 'Migration20261123100000_credit_purchases_webhooks',
    class: Migration20261123100000CreditPurchasesWebhooks,
  },
  { name: 'Migration20261123110000_lease_amendments', class: Migration20261123110000LeaseAmendments },
  { name: 'Migration20261123030000_list_indexes', class: Migration20261123030000ListIndexes },
  { name: 'Migration20261123030100_tenant_policy_equality', class: Migration20261123030100TenantPolicyEquality },
  {
    name: 'Migration20261123030200_list_indexes_of_later_areas',
    class: Migration20261123030200ListIndexesOfLaterAreas,
  },
  { name: 'Migration20261123030300_list_indexes_of_amendments', class: Migration20261123030300ListIndexesOfAmendments },
  {
    name: 'Migration20261123030400_list_indexes_of_credits_and_webhooks',
    class: Migration20261123030400ListIndexesOfCreditsAndWebhooks,
  },
  { name: 'Migration20261123130000_amendment_pdfs_signature', class: Migration20261123130000AmendmentPdfsSignature },
  { name: 'Migration20261126090000_sealed_webhook_secrets', class: Migration20261126090000SealedWebhookSecrets },
  { name: 'Migration20261126120000_amendment_works_cost', class: Migration20261126120000AmendmentWorksCost },
  { name: 'Migration20261127090000_message_delivery', class: Migration20261127090000MessageDelivery },
  { name: 'Migration20261128100000_workflow_commands', class: Migration20261128100000WorkflowCommands },
  { name: 'Migration20261129090000_api_key_changes', class: Migration20261129090000ApiKeyChanges },
  { name: 'Migration20261130120000_zone_tendue_lists', class: Migration20261130120000ZoneTendueLists },
  { name: 'Migration20261130120100_keys_and_inventory', class: Migration20261130120100KeysAndInventory },
  { name: 'Migration20261130130000_lease_terminations', class: Migration20261130130000LeaseTerminations },
  { name: 'Migration20261201090000_management_mandates', class: Migration20261201090000ManagementMandates },
  { name: 'Migration20261201100000_letting_fees', class: Migration20261201100000LettingFees },
  { name: 'Migration20261201120000_owner_accounts', class: Migration20261201120000OwnerAccounts },
  { name: 'Migration20261202090000_batch_runs', class: Migration20261202090000BatchRuns },
  { name: 'Migration20261202120000_bank_statements', class: Migration20261202120000BankStatements },
  { name: 'Migration20261203090000_document_templates', class: Migration20261203090000DocumentTemplates },
  { name: 'Migration20261204090000_syndic', class: Migration20261204090000Syndic },
  { name: 'Migration20261204120000_syndic_fund_calls', class: Migration20261204120000SyndicFundCalls },
  { name: 'Migration20261205090000_plans', class: Migration20261205090000Plans },
  { name: 'Migration20261207090000_printed_templates', class: Migration20261207090000PrintedTemplates },
  { name: 'Migration20261208090000_mandate_signature', class: Migration20261208090000MandateSignature },
  { name: 'Migration20261209090000_contact_search_index', class: Migration20261209090000ContactSearchIndex },
  { name: 'Migration20261210090000_run_subjects', class: Migration20261210090000RunSubjects },
  { name: 'Migration20261215090000_payment_receipts_runs', class: Migration20261215090000PaymentReceiptsRuns },
  { name: 'Migration20261217000000_contact_search_text', class: Migration20261217000000ContactSearchText },
];
