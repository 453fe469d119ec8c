// Every mapped entity; each area adds its mappings here.
import { amendmentEntities } from './amendments.js';
import { annexEntities } from './annexes.js';
import { ApiKeyEntity, TenantEntity } from './tenancy.js';
import { chargeEntities } from './charges.js';
import { LeaseComplianceInputsEntity } from './compliance.js';
import { ContactEntity, ContactLinkEntity } from './contacts.js';
import { EnergyDiagnosisEntity, EstateDiagnosticEntity } from './diagnostics.js';
import { EquipmentConditionEntryEntity, EquipmentEntity } from './equipment.js';
import { bankingEntities } from './banking.js';
import { billingEntities } from './billing.js';
import { creditEntities } from './credits.js';
import { IndexRevisionEntity, IndexValueEntity } from './indexation.js';
import { inspectionEntities } from './inspections.js';
import { leasePdfEntities, leasingEntities } from './leasing.js';
import { lifecycleEntities } from './lifecycle.js';
import { mandateEntities } from './mandates.js';
import { MediaEntity } from './media.js';
import { messageEntities } from './messages.js';
import { templateEntities } from './templates.js';
import { outboxEntities } from './outbox.js';
import { ownerAccountEntities } from './owner-accounts.js';
import { OwnerClaimEntity } from './owner-claim.js';
import { planEntities } from './plans.js';
import { MeterEntity, MeterReadingEntity } from './meters.js';
import {
  CountryEntity,
  EstateEntity,
  EstateTypeEntity,
  OwnerEntity,
  PlaceEntity,
  PlaceTypeEntity,
  RoomEntity,
  RoomTypeEntity,
} from './property.js';
import { runEntities } from './runs.js';
import { signatureEntities } from './signature.js';
import { syndicEntities, syndicFundCallEntities } from './syndic.js';
import { webhookEntities } from './webhooks.js';
import { WorkflowCommandEntity } from './workflow-commands.js';
import {
  LegislativeZoneEntity,
  ReferenceRentEntity,
  ZonePostalCodeEntity,
  ZoneTendueCommuneEntity,
  ZoneTendueListEntity,
} from './zones.js';

export const entities = [
  TenantEntity,
  ApiKeyEntity,
  OwnerEntity,
  PlaceEntity,
  EstateEntity,
  RoomEntity,
  PlaceTypeEntity,
  EstateTypeEntity,
  RoomTypeEntity,
  CountryEntity,
  ContactEntity,
  ContactLinkEntity,
  EnergyDiagnosisEntity,
  EstateDiagnosticEntity,
  EquipmentEntity,
  EquipmentConditionEntryEntity,
  LegislativeZoneEntity,
  ZonePostalCodeEntity,
  ReferenceRentEntity,
  ZoneTendueListEntity,
  ZoneTendueCommuneEntity,
  LeaseComplianceInputsEntity,
  ...leasingEntities,
  ...leasePdfEntities,
  ...outboxEntities,
  WorkflowCommandEntity,
  ...messageEntities,
  ...templateEntities,
  ...signatureEntities,
  ...creditEntities,
  ...webhookEntities,
  MeterEntity,
  MeterReadingEntity,
  ...chargeEntities,
  IndexValueEntity,
  IndexRevisionEntity,
  ...billingEntities,
  ...bankingEntities,
  ...amendmentEntities,
  MediaEntity,
  ...inspectionEntities,
  ...annexEntities,
  ...lifecycleEntities,
  ...mandateEntities,
  ...ownerAccountEntities,
  OwnerClaimEntity,
  ...syndicEntities,
  ...syndicFundCallEntities,
  ...runEntities,
  ...planEntities,
];
