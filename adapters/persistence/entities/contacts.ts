import { defineEntity } from '@mikro-orm/core';
import { Contact } from '../../../core/contacts/contact.js';
import {
  CONTACT_CATEGORIES,
  CONTACT_ROLES,
  CONTACT_TYPES,
  PROFESSIONAL_STATUSES,
  LINKED_ENTITY_TYPES,
} from '../../../contract/vocabulary/contacts.js';
import { ContactLink } from '../../../core/contacts/contact-link.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const ContactEntity = defineEntity({
  class: Contact,
  tableName: 'contacts',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    type_contact: p.enum(CONTACT_TYPES),
    category: p.enum(CONTACT_CATEGORIES).nullable(),
    first_name: p.string().length(100).nullable(),
    last_name: p.string().length(100).nullable(),
    company_name: p.string().nullable(),
    email: p.string().nullable(),
    mobile_phone: p.string().length(20),
    landline_phone: p.string().length(20).nullable(),
    address: p.string(),
    postal_code: p.string().length(20).nullable(),
    city: p.string().length(100).nullable(),
    country: p.string().length(100).nullable(),
    iban: p.string().length(34).nullable(),
    swift: p.string().length(11).nullable(),
    color_code: p.string().length(7).nullable(),
    notes: p.text().nullable(),
    professional_activity: p.string().nullable(),
    professional_card_number: p.string().length(100).nullable(),
    professional_card_issuing_location: p.string().nullable(),
    professional_card_issuing_date: p.date().nullable(),
    professional_card_expiry_date: p.date().nullable(),
    professional_registration_number: p.string().length(100).nullable(),
    professional_guarantor_id: p.uuid().nullable(),
    professional_insurance_company: p.string().nullable(),
    professional_insurance_policy: p.string().length(100).nullable(),
    professional_status: p.enum(PROFESSIONAL_STATUSES).nullable(),
  },
});

export const ContactLinkEntity = defineEntity({
  class: ContactLink,
  tableName: 'contact_links',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    contact_id: p.uuid().index(),
    entity_type: p.enum(LINKED_ENTITY_TYPES),
    entity_id: p.uuid().index(),
    role: p.enum(CONTACT_ROLES),
  },
});
