// The system catalogue (docs/decisions.md 250): one template per type, shared by every account,
// defined in code with a fixed id and version 1. An account copies one to edit it; a change to a
// text here takes a new id, so that the PDFs made from the old one still name what they were made of.
import type { TemplateType } from '../../../contract/vocabulary/templates.js';
import { AMENDMENT, CONDITION_REPORT, INVENTORY_REPORT, LEASE_CONTRACT } from './documents.js';
import {
  DEPOSIT_STATEMENT,
  FORMAL_NOTICE,
  NOTICE_TO_VACATE,
  OTHER_DOCUMENT,
  OWNER_STATEMENT,
  RENT_DUE_NOTICE,
  RENT_RECEIPT,
  RENT_REMINDER,
  SYNDIC_FUND_CALL,
  type SystemTemplateText,
} from './letters.js';

export interface SystemTemplate extends SystemTemplateText {
  id: string;
  version: 1;
}

const TEXTS: Record<TemplateType, [string, SystemTemplateText]> = {
  LeaseContract: ['7a1d0c52-5b0e-4f3a-9d51-000000000001', LEASE_CONTRACT],
  Amendment: ['7a1d0c52-5b0e-4f3a-9d51-000000000002', AMENDMENT],
  InventoryReport: ['7a1d0c52-5b0e-4f3a-9d51-000000000003', INVENTORY_REPORT],
  RentReceipt: ['7a1d0c52-5b0e-4f3a-9d51-000000000004', RENT_RECEIPT],
  NoticeToVacate: ['7a1d0c52-5b0e-4f3a-9d51-000000000005', NOTICE_TO_VACATE],
  OtherDocument: ['7a1d0c52-5b0e-4f3a-9d51-000000000006', OTHER_DOCUMENT],
  RentDueNotice: ['7a1d0c52-5b0e-4f3a-9d51-000000000007', RENT_DUE_NOTICE],
  RentReminder: ['7a1d0c52-5b0e-4f3a-9d51-000000000008', RENT_REMINDER],
  FormalNotice: ['7a1d0c52-5b0e-4f3a-9d51-000000000009', FORMAL_NOTICE],
  DepositStatement: ['7a1d0c52-5b0e-4f3a-9d51-00000000000a', DEPOSIT_STATEMENT],
  ConditionReport: ['7a1d0c52-5b0e-4f3a-9d51-00000000000b', CONDITION_REPORT],
  OwnerStatement: ['7a1d0c52-5b0e-4f3a-9d51-00000000000c', OWNER_STATEMENT],
  SyndicFundCall: ['7a1d0c52-5b0e-4f3a-9d51-00000000000d', SYNDIC_FUND_CALL],
};

export const SYSTEM_TEMPLATES: readonly SystemTemplate[] = Object.values(TEXTS).map(([id, text]) => ({
  ...text,
  id,
  version: 1,
}));

export function systemTemplate(id: string): SystemTemplate | undefined {
  return SYSTEM_TEMPLATES.find((template) => template.id === id);
}
