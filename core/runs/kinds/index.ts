// The item handler of each run kind (docs/decisions.md 231, 310): a kind adds its vocabulary value
// and its handler here, nothing else.
import type { RunKind } from '../../../contract/vocabulary/runs.js';
import { ownerStatements } from './owner-statements.js';
import { paymentReceipts } from './payment-receipts.js';
import { receipts } from './receipts.js';
import { reminders } from './reminders.js';
import { rentNotices } from './rent-notices.js';
import { syndicFundCalls } from './syndic-fund-calls.js';
import type { RunItemHandler } from './types.js';

export const RUN_ITEM_HANDLERS: Record<RunKind, RunItemHandler> = {
  RENT_NOTICES: rentNotices,
  RECEIPTS: receipts,
  REMINDERS: reminders,
  OWNER_STATEMENTS: ownerStatements,
  SYNDIC_FUND_CALLS: syndicFundCalls,
  PAYMENT_RECEIPTS: paymentReceipts,
};
