// The item handler of each run kind (docs/decisions.md 231): a kind added later (owner statements,
// syndicate fund calls) adds its vocabulary value and its handler here, nothing else.
import type { RunKind } from '../../../contract/vocabulary/runs.js';
import { receipts } from './receipts.js';
import { reminders } from './reminders.js';
import { rentNotices } from './rent-notices.js';
import type { RunItemHandler } from './types.js';

export const RUN_ITEM_HANDLERS: Record<RunKind, RunItemHandler> = {
  RENT_NOTICES: rentNotices,
  RECEIPTS: receipts,
  REMINDERS: reminders,
};
