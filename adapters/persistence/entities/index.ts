// Every mapped entity; each area adds its mappings here.
import { ApiKeyEntity, TenantEntity } from './tenancy.js';
import { chargeEntities } from './charges.js';
import { ContactEntity, ContactLinkEntity } from './contacts.js';
import { EnergyDiagnosisEntity } from './diagnostics.js';
import { EquipmentConditionEntryEntity, EquipmentEntity } from './equipment.js';
import { billingEntities } from './billing.js';
import { IndexRevisionEntity, IndexValueEntity } from './indexation.js';
import { leasePdfEntities } from './lease-pdfs.js';
import { leasingEntities } from './leasing.js';
import { MeterEntity, MeterReadingEntity } from './meters.js';
import { EstateEntity, OwnerEntity, PlaceEntity, RoomEntity } from './property.js';
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
  EquipmentEntity,
  EquipmentConditionEntryEntity,
  LegislativeZoneEntity,
  ZonePostalCodeEntity,
  ReferenceRentEntity,
  ZoneTendueCommuneEntity,
  LeaseComplianceInputsEntity,
  ...leasingEntities,
  ...leasePdfEntities,
  MeterEntity,
  MeterReadingEntity,
  ...chargeEntities,
  IndexValueEntity,
  IndexRevisionEntity,
  ...billingEntities,
];
