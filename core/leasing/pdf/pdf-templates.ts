// The PDF templates the service renders, each a document builder with a fixed id and a version
// (spec, "Generated lease PDF record": template_id, template_type). Raising a version makes every
// render of that template a cache miss (docs/decisions.md).
import { PDF_TEMPLATE_IDS } from '../../../contract/vocabulary/leasing.js';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { PdfTemplateType } from '../../../contract/vocabulary/leasing.js';

export interface PdfTemplate {
  id: string;
  type: PdfTemplateType;
  version: number;
  name: string;
}

/** The residential lease contract of décret n° 2015-587 (core/leasing/pdf/lease-contract/document.ts). */
export const LEASE_CONTRACT_TEMPLATE: PdfTemplate = {
  id: PDF_TEMPLATE_IDS.LeaseContract,
  type: 'LeaseContract',
  version: 1,
  name: 'Contrat de location de logement (contrat type du décret n° 2015-587)',
};

/** An amendment (avenant) to a lease: its parties, what it changes and from when (core/amendments/amendment-document.ts). */
export const AMENDMENT_TEMPLATE: PdfTemplate = {
  id: PDF_TEMPLATE_IDS.Amendment,
  type: 'Amendment',
  version: 1,
  name: 'Avenant au contrat de location',
};

export const PDF_TEMPLATES: readonly PdfTemplate[] = [LEASE_CONTRACT_TEMPLATE, AMENDMENT_TEMPLATE];

/**
 * The template of a type, or the one `templateId` names: an unknown id is a 404 naming the field,
 * an id of another type a 400, a type without a template a 422.
 */
export function templateFor(type: PdfTemplateType, templateId?: string): PdfTemplate {
  if (templateId !== undefined) {
    const named = PDF_TEMPLATES.find((template) => template.id === templateId);
    if (!named) {
      const error = new NotFoundError('PDF template', templateId);
      error.errors.push({ path: 'template_id', message: `${templateId} is not a template`, code: 'not_found' });
      throw error;
    }
    if (named.type !== type)
      throw new ValidationError(`Template ${templateId} renders ${named.type}, not ${type}`, [
        { path: 'template_id', message: `renders ${named.type}, not ${type}`, code: 'template_type_mismatch' },
      ]);
    return named;
  }
  const template = PDF_TEMPLATES.find((candidate) => candidate.type === type);
  if (!template)
    throw new BusinessRuleError(
      `No PDF template renders ${type} yet; available: ${PDF_TEMPLATES.map((t) => t.type).join(', ')}`,
      [{ path: 'template_type', message: `no template for ${type}`, code: 'no_template' }],
    );
  return template;
}
