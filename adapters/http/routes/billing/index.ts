// The billing routers (deposits, rent periods, payments, receipts, reminders), from the billing deps.
import type { BillingDeps } from '../../../../core/billing/deps.js';
import { arrearsRouter } from './arrears.js';
import { billingSettingsRouter } from './billing-settings.js';
import { depositRetentionsRouter, leaseDepositRouter } from './deposits.js';
import {
  leaseChargeItemsRouter,
  rentAccountRouter,
  rentPaymentsRouter,
  rentPeriodsRouter,
  rentReceiptsRouter,
} from './rent.js';
import { rentRemindersRouter } from './rent-reminders.js';

export function billingRouters(deps: BillingDeps) {
  return {
    billingSettings: billingSettingsRouter,
    leaseDeposit: leaseDepositRouter(deps),
    depositRetentions: depositRetentionsRouter,
    leaseChargeItems: leaseChargeItemsRouter,
    rentPeriods: rentPeriodsRouter(deps),
    rentPayments: rentPaymentsRouter(deps),
    rentReceipts: rentReceiptsRouter(deps),
    rentAccount: rentAccountRouter(deps),
    rentReminders: rentRemindersRouter,
    arrears: arrearsRouter(deps.clock),
  };
}
