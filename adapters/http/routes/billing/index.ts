// The billing routers (deposits, rent periods, payments, receipts, reminders), from the billing deps.
import type { BillingDeps } from '../../../../core/billing/deps.js';
import { billingSettingsRouter } from './billing-settings.js';
import { depositRetentionsRouter, leaseDepositRouter } from './deposits.js';

export function billingRouters(deps: BillingDeps) {
  return {
    billingSettings: billingSettingsRouter,
    leaseDeposit: leaseDepositRouter(deps),
    depositRetentions: depositRetentionsRouter,
  };
}
