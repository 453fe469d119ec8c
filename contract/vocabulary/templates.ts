// The document templates vocabulary (docs/decisions.md 250-259): the types of document an account
// writes its own templates for, where a template stands, and the types of the variables a template
// may name. Plain data for the contract and core.

/**
 * The spec's six PDF template types ("Generated lease PDF record"), then the letters the service
 * sends or should send: notice of rent due (avis d'échéance), rent reminder, formal notice (mise en
 * demeure), deposit restitution statement, condition report (état des lieux), owner statement and
 * syndic fund call (appel de fonds).
 */
export const TEMPLATE_TYPES = [
  'LeaseContract',
  'Amendment',
  'InventoryReport',
  'RentReceipt',
  'NoticeToVacate',
  'OtherDocument',
  'RentDueNotice',
  'RentReminder',
  'FormalNotice',
  'DepositStatement',
  'ConditionReport',
  'OwnerStatement',
  'SyndicFundCall',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** DRAFT until a version is published; ARCHIVED: kept for the PDFs made from it, no longer used. */
export const TEMPLATE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** The languages a template is written in: French first (French rental law). */
export const TEMPLATE_LOCALES = ['fr-FR'] as const;
export type TemplateLocale = (typeof TEMPLATE_LOCALES)[number];

/** What a variable holds: a text (amounts and dates come formatted in French), or a list of items. */
export const TEMPLATE_VARIABLE_TYPES = ['text', 'date', 'money', 'number', 'boolean', 'list'] as const;
export type TemplateVariableType = (typeof TEMPLATE_VARIABLE_TYPES)[number];

/** The fixed id of each system template (core/templates/catalogue/, docs/decisions.md 250). */
export const SYSTEM_TEMPLATE_IDS = {
  LeaseContract: '7a1d0c52-5b0e-4f3a-9d51-000000000001',
  Amendment: '7a1d0c52-5b0e-4f3a-9d51-000000000002',
  InventoryReport: '7a1d0c52-5b0e-4f3a-9d51-000000000003',
  RentReceipt: '7a1d0c52-5b0e-4f3a-9d51-000000000004',
  NoticeToVacate: '7a1d0c52-5b0e-4f3a-9d51-000000000005',
  OtherDocument: '7a1d0c52-5b0e-4f3a-9d51-000000000006',
  RentDueNotice: '7a1d0c52-5b0e-4f3a-9d51-000000000007',
  RentReminder: '7a1d0c52-5b0e-4f3a-9d51-000000000008',
  FormalNotice: '7a1d0c52-5b0e-4f3a-9d51-000000000009',
  DepositStatement: '7a1d0c52-5b0e-4f3a-9d51-00000000000a',
  ConditionReport: '7a1d0c52-5b0e-4f3a-9d51-00000000000b',
  OwnerStatement: '7a1d0c52-5b0e-4f3a-9d51-00000000000c',
  SyndicFundCall: '7a1d0c52-5b0e-4f3a-9d51-00000000000d',
} as const satisfies Record<TemplateType, string>;
