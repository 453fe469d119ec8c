// The public tools (spec, "Public tools"): no key, a budget per client address, small bodies, and
// only the data every tenant shares (docs/decisions.md 125-127).
import { publicDepositCapRouter, publicDepositPenaltyRouter, publicRentRevisionRouter } from './calculators.js';
import type { PublicToolsDeps } from './deps.js';
import { publicHandoverSlipRouter, publicReceiptRouter } from './documents.js';
import { publicNoticeRouter } from './notice.js';
import { publicRentControlRouter } from './rent-control.js';

export type { PublicToolsDeps } from './deps.js';

export function publicToolsRouters(deps: PublicToolsDeps) {
  return {
    publicRentRevision: publicRentRevisionRouter(deps),
    publicDepositPenalty: publicDepositPenaltyRouter(deps),
    publicDepositCap: publicDepositCapRouter,
    publicRentControl: publicRentControlRouter(deps),
    publicNotice: publicNoticeRouter,
    publicReceipt: publicReceiptRouter(deps),
    publicHandoverSlip: publicHandoverSlipRouter(deps),
  };
}
