import { defineEntity } from '@mikro-orm/core';
import { Estate } from '../../../core/property/estate.js';
import { RENTAL_STATUSES, OWNER_CATEGORIES } from '../../../contract/vocabulary/property.js';
import { Owner } from '../../../core/property/owner.js';
import { Place } from '../../../core/property/place.js';
import { Room } from '../../../core/property/room.js';
import { Country, EstateType, PlaceType, RoomType } from '../../../core/property/reference.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned, updatedAt } from './columns.js';

export const OwnerEntity = defineEntity({
  class: Owner,
  tableName: 'owners',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    owner_category: p.enum(OWNER_CATEGORIES),
    title: p.string().length(20).nullable(),
    last_name: p.string().nullable(),
    first_name: p.string().nullable(),
    legal_name: p.string().nullable(),
    registration_number: p.string().length(50).nullable(),
    rcs_city: p.string().nullable(),
    country: p.string().length(50).nullable(),
    address_complement: p.string().nullable(),
    street_number: p.string().length(10).nullable(),
    street_name: p.string().nullable(),
    locality: p.string().nullable(),
    postal_code: p.string().length(20).nullable(),
    city: p.string().nullable(),
    postal_box: p.string().length(50).nullable(),
    mobile_phone: p.string().length(20).nullable(),
    landline_phone: p.string().length(20).nullable(),
    email: p.string().nullable(),
    auth_user_id: p.uuid().nullable(),
    iban: p.string().length(34).nullable(),
    bic: p.string().length(11).nullable(),
  },
});

export const PlaceEntity = defineEntity({
  class: Place,
  tableName: 'places',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    name: p.string(),
    type_id: p.uuid().nullable(),
    country_id: p.uuid().nullable(),
    owner_id: p.uuid().nullable().index(),
    address_line1: p.string().nullable(),
    postal_code: p.string().length(20).nullable(),
    city: p.string().nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    number_of_floor: p.integer().nullable(),
    place_category: p.string().nullable(),
    legal_regime: p.string().nullable(),
    digicode: p.string().length(20).nullable(),
    construction_date: p.string().length(19).nullable(),
  },
});

export const EstateEntity = defineEntity({
  class: Estate,
  tableName: 'estates',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid().index(),
    name: p.string(),
    estate_type_id: p.uuid().nullable(),
    fiscal_identifier: p.string().length(50),
    area: p.double().nullable(),
    number_of_room: p.integer().nullable(),
    orientation: p.string().length(50).nullable(),
    building: p.string().length(50).nullable(),
    floor: p.integer().nullable(),
    owner_id: p.uuid().nullable(),
    previous_owner_id: p.uuid().nullable(),
    lot_number: p.string().length(50).nullable(),
    housing_tax: money().nullable(),
    property_tax: money().nullable(),
    acquisition_price: money().nullable(),
    rent_amount: money().nullable(),
    rental_status: p.enum(RENTAL_STATUSES),
    construction_date: p.date().nullable(),
    renovation_date: p.date().nullable(),
    address: p.string().nullable(),
    other_detail: p.text().nullable(),
  },
});

export const RoomEntity = defineEntity({
  class: Room,
  tableName: 'rooms',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    estate_id: p.uuid().index(),
    type_room_id: p.uuid().nullable(),
    designation: p.string().nullable(),
    carrez_surface: p.double().nullable(),
    habitable_surface: p.double().nullable(),
  },
});

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
