import { defineEntity } from '@mikro-orm/core';
import { Country, EstateType, PlaceType, RoomType } from '../../../core/property/reference.js';
import { createdAt, id, p, updatedAt } from './columns.js';

export const PlaceTypeEntity = defineEntity({
  class: PlaceType,
  tableName: 'place_types',
  properties: { id: id(), code: p.string().length(50).unique(), name: p.string() },
});

export const EstateTypeEntity = defineEntity({
  class: EstateType,
  tableName: 'estate_types',
  properties: { id: id(), code: p.string().length(50).unique(), name: p.string(), is_residential: p.boolean() },
});

export const RoomTypeEntity = defineEntity({
  class: RoomType,
  tableName: 'room_types',
  properties: { id: id(), code: p.string().length(50).unique(), name: p.string(), is_living_space: p.boolean() },
});

export const CountryEntity = defineEntity({
  class: Country,
  tableName: 'countries',
  properties: {
    id: id(),
    code: p.string().length(2).unique(),
    name: p.string(),
    is_active: p.boolean(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});
