// The billing area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { arrearsContract } from './arrears.js';
import { leaseChargeItemsContract } from './charge-items.js';
import { leaseDepositContract } from './deposit.js';
import { depositRetentionsContract } from './deposit-retentions.js';
import { rentAccountContract } from './rent-account.js';
import { rentPaymentsContract } from './rent-payments.js';
import { rentPeriodsContract } from './rent-periods.js';
import { rentReceiptsContract } from './rent-receipts.js';
import { rentRemindersContract } from './rent-reminders.js';
import { billingSettingsContract } from './settings.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const leaseChargeItems = c.router(leaseChargeItemsContract, api);
const leaseDeposit = c.router(leaseDepositContract, api);
const depositRetentions = c.router(depositRetentionsContract, api);
const rentAccount = c.router(rentAccountContract, api);
const rentPayments = c.router(rentPaymentsContract, api);
const rentPeriods = c.router(rentPeriodsContract, api);
const rentReceipts = c.router(rentReceiptsContract, api);
const rentReminders = c.router(rentRemindersContract, api);
const billingSettings = c.router(billingSettingsContract, api);
const arrears = c.router(arrearsContract, api);

export type BillingRouters = {
  leaseChargeItems: typeof leaseChargeItems;
  leaseDeposit: typeof leaseDeposit;
  depositRetentions: typeof depositRetentions;
  rentAccount: typeof rentAccount;
  rentPayments: typeof rentPayments;
  rentPeriods: typeof rentPeriods;
  rentReceipts: typeof rentReceipts;
  rentReminders: typeof rentReminders;
  billingSettings: typeof billingSettings;
  arrears: typeof arrears;
};

export const billingRouters: BillingRouters = {
  leaseChargeItems,
  leaseDeposit,
  depositRetentions,
  rentAccount,
  rentPayments,
  rentPeriods,
  rentReceipts,
  rentReminders,
  billingSettings,
  arrears,
};
