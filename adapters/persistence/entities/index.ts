// Every mapped entity; each area adds its mappings here.
import { ApiKeyEntity, TenantEntity } from './tenancy.js';
import { EstateEntity, OwnerEntity, PlaceEntity, RoomEntity } from './property.js';
import { CountryEntity, EstateTypeEntity, PlaceTypeEntity, RoomTypeEntity } from './reference.js';

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
];
