// An account's document template (docs/decisions.md 250): a type, a locale, a name, the draft body
// being edited, and its published versions, each frozen once published. A PDF record names the
// template and the version it was printed from (core/leasing/pdf/lease-pdf.ts).
import type { TemplateLocale, TemplateStatus, TemplateType } from '../../contract/vocabulary/templates.js';

export class DocumentTemplate {
  id!: string;
  tenant_id!: string;
  type!: TemplateType;
  locale: TemplateLocale = 'fr-FR';
  name!: string;
  /** DRAFT until its first version is published, ARCHIVED once put away. */
  status: TemplateStatus = 'DRAFT';
  /** The account's template used for its type when none is named; one per type. */
  is_default = false;
  /** The template it was copied from: a system template or another of the account's; null when written anew. */
  source_template_id: string | null = null;
  /** The text being edited (Liquid over HTML); publishing freezes it as the next version. */
  draft_body!: string;
  /** The number of the last published version; null before the first. */
  published_version: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class TemplateVersion {
  id!: string;
  tenant_id!: string;
  template_id!: string;
  /** 1, 2, ... in the order published. */
  number!: number;
  body!: string;
  published_at!: Date;
  created_at!: Date;
  updated_at!: Date;
}
