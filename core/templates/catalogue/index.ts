// The system catalogue (docs/decisions.md 250): one template per type, shared by every account,
// defined in code with a fixed id and version 1. An account copies one to edit it; a change to a
// text here takes a new id, so that the PDFs made from the old one still name what they were made of.
import { SYSTEM_TEMPLATE_IDS, TEMPLATE_TYPES, type TemplateType } from '../../../contract/vocabulary/templates.js';
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

const TEXTS: Record<TemplateType, SystemTemplateText> = {
  LeaseContract: LEASE_CONTRACT,
  Amendment: AMENDMENT,
  InventoryReport: INVENTORY_REPORT,
  RentReceipt: RENT_RECEIPT,
  NoticeToVacate: NOTICE_TO_VACATE,
  OtherDocument: OTHER_DOCUMENT,
  RentDueNotice: RENT_DUE_NOTICE,
  RentReminder: RENT_REMINDER,
  FormalNotice: FORMAL_NOTICE,
  DepositStatement: DEPOSIT_STATEMENT,
  ConditionReport: CONDITION_REPORT,
  OwnerStatement: OWNER_STATEMENT,
  SyndicFundCall: SYNDIC_FUND_CALL,
};

export const SYSTEM_TEMPLATES: readonly SystemTemplate[] = TEMPLATE_TYPES.map((type) => ({
  ...TEXTS[type],
  id: SYSTEM_TEMPLATE_IDS[type],
  version: 1,
}));

export function systemTemplate(id: string): SystemTemplate | undefined {
  return SYSTEM_TEMPLATES.find((template) => template.id === id);
}
