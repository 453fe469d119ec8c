// The public-tools area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { publicDepositCapContract } from './deposit-cap.js';
import { publicDepositPenaltyContract } from './deposit-penalty.js';
import { publicHandoverSlipContract } from './handover-slip.js';
import { publicNoticeContract } from './notice.js';
import { publicReceiptContract } from './receipt.js';
import { publicRentControlContract } from './rent-control.js';
import { publicRentRevisionContract } from './rent-revision.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const publicDepositCap = c.router(publicDepositCapContract, api);
const publicDepositPenalty = c.router(publicDepositPenaltyContract, api);
const publicHandoverSlip = c.router(publicHandoverSlipContract, api);
const publicNotice = c.router(publicNoticeContract, api);
const publicReceipt = c.router(publicReceiptContract, api);
const publicRentControl = c.router(publicRentControlContract, api);
const publicRentRevision = c.router(publicRentRevisionContract, api);

export type PublicToolsRouters = {
  publicDepositCap: typeof publicDepositCap;
  publicDepositPenalty: typeof publicDepositPenalty;
  publicHandoverSlip: typeof publicHandoverSlip;
  publicNotice: typeof publicNotice;
  publicReceipt: typeof publicReceipt;
  publicRentControl: typeof publicRentControl;
  publicRentRevision: typeof publicRentRevision;
};

export const publicToolsRouters: PublicToolsRouters = {
  publicDepositCap,
  publicDepositPenalty,
  publicHandoverSlip,
  publicNotice,
  publicReceipt,
  publicRentControl,
  publicRentRevision,
};
