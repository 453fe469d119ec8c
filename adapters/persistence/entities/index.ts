// Every mapped entity; each area adds its mappings here.
import { amendmentEntities } from './amendments.js';
import { annexEntities } from './annexes.js';
import { ApiKeyEntity, TenantEntity } from './tenancy.js';
import { chargeEntities } from './charges.js';
import { ContactEntity, ContactLinkEntity } from './contacts.js';
import { EnergyDiagnosisEntity } from './diagnostics.js';
import { EstateDiagnosticEntity } from './estate-diagnostics.js';
import { EquipmentConditionEntryEntity, EquipmentEntity } from './equipment.js';
import { billingEntities } from './billing.js';
import { creditEntities } from './credits.js';
import { IndexRevisionEntity, IndexValueEntity } from './indexation.js';
import { leasePdfEntities } from './lease-pdfs.js';
import { inspectionEntities } from './inspections.js';
import { leasingEntities } from './leasing.js';
import { lifecycleEntities } from './lifecycle.js';
import { MediaEntity } from './media.js';
import { outboxEntities } from './outbox.js';
import { MeterEntity, MeterReadingEntity } from './meters.js';
import { EstateEntity, OwnerEntity, PlaceEntity, RoomEntity } from './property.js';
import { signatureEntities } from './signature.js';
import { webhookEntities } from './webhooks.js';
import { CountryEntity, EstateTypeEntity, PlaceTypeEntity, RoomTypeEntity } from './reference.js';
import {
  LeaseComplianceInputsEntity,
  LegislativeZoneEntity,
  ReferenceRentEntity,
  ZonePostalCodeEntity,
  ZoneTendueCommuneEntity,
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
  ZoneTendueCommuneEntity,
  LeaseComplianceInputsEntity,
  ...leasingEntities,
  ...leasePdfEntities,
  ...outboxEntities,
  ...signatureEntities,
  ...creditEntities,
  ...webhookEntities,
  MeterEntity,
  MeterReadingEntity,
  ...chargeEntities,
  IndexValueEntity,
  IndexRevisionEntity,
  ...billingEntities,
  ...amendmentEntities,
  MediaEntity,
  ...inspectionEntities,
  ...annexEntities,
  ...lifecycleEntities,
];
