// Credit packages, purchases and the payment log (core/credits/credit-purchase.ts).
import { defineEntity } from '@mikro-orm/core';
import { PAYMENT_EVENT_OUTCOMES, PURCHASE_STATUSES } from '../../../contract/vocabulary/credits.js';
import { CreditPackage, CreditPurchase, PaymentEventRecord } from '../../../core/credits/credit-purchase.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const CreditPackageEntity = defineEntity({
  class: CreditPackage,
  tableName: 'credit_packages',
  properties: {
    id: id(),
    code: p.string().length(50),
    name: p.string().length(100),
    credits: p.integer(),
    price: money(),
    currency: p.string().length(3),
    active: p.boolean(),
    created_at: createdAt(),
  },
});

export const CreditPurchaseEntity = defineEntity({
  class: CreditPurchase,
  tableName: 'credit_purchases',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    package_id: p.uuid(),
    credits: p.integer(),
    amount: money(),
    discount: money(),
    coupon_code: p.string().length(40).nullable(),
    currency: p.string().length(3),
    status: p.enum(PURCHASE_STATUSES),
    provider: p.string().length(30),
    session_id: p.string().length(255),
    checkout_url: p.text().nullable(),
    paid_at: p.datetime().nullable(),
  },
});

export const PaymentEventEntity = defineEntity({
  class: PaymentEventRecord,
  tableName: 'payment_events',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    provider: p.string().length(30),
    provider_event_id: p.string().length(255),
    type: p.string().length(100),
    purchase_id: p.uuid().nullable(),
    amount: money().nullable(),
    currency: p.string().length(3).nullable(),
    outcome: p.enum(PAYMENT_EVENT_OUTCOMES),
    created_at: createdAt(),
  },
});

export const creditEntities = [CreditPackageEntity, CreditPurchaseEntity, PaymentEventEntity];
