// Rendering a template (docs/decisions.md 252-254): which text (a system template's, a published
// version, or a draft), over which data (a lease's facts with the caller's values, or the schema's
// examples), to HTML through the template language, then to PDF. A broken budget is a 422 naming
// it, before anything is stored.
import type { PdfTemplateType } from '../../contract/vocabulary/leasing.js';
import { PDF_TEMPLATE_TYPES } from '../../contract/vocabulary/leasing.js';
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import { Media } from '../media/media.js';
import { TemplateError, type TemplateImages } from '../ports/document-templates.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, NotFoundError } from '../shared/errors.js';
import { systemTemplate } from './catalogue/index.js';
import { templateRefusal } from './check-template.js';
import type { TemplatesDeps } from './deps.js';
import { nested } from './lease-data.js';
import { DocumentTemplate, TemplateVersion } from './template.js';

/** The text a render uses, and where it comes from. */
export interface TemplateSource {
  id: string;
  type: TemplateType;
  name: string;
  /** The version printed; 0 for a draft (a preview only). */
  version: number;
  body: string;
}

/** The PDF record's type of a template type: the spec's six as they are, the other letters OtherDocument. */
export function pdfTypeOf(type: TemplateType): PdfTemplateType {
  return (PDF_TEMPLATE_TYPES as readonly string[]).includes(type) ? (type as PdfTemplateType) : 'OtherDocument';
}

function notFound(id: string, path: string): NotFoundError {
  const error = new NotFoundError('template', id);
  error.errors.push({ path, message: `${id} is not a template of the catalogue or of the account`, code: 'not_found' });
  return error;
}

/** A system template (version 1), or the account's template at `version` (its last published one when absent). */
export async function templateSource(
  store: Store,
  id: string,
  version?: number,
  path = 'template_id',
): Promise<TemplateSource> {
  const system = systemTemplate(id);
  if (system) {
    if (version !== undefined && version !== 1) throw new NotFoundError(`template ${id} version`, String(version));
    return { id, type: system.type, name: system.name, version: 1, body: system.body };
  }
  const template = await store.repo(DocumentTemplate).find(id);
  if (!template) throw notFound(id, path);
  const number = version ?? template.published_version;
  if (number === null)
    throw new BusinessRuleError(`Template ${id} has no published version yet`, [
      { path, message: 'publish a version first', code: 'not_published' },
    ]);
  const found = await store.repo(TemplateVersion).findOne({ template_id: id, number });
  if (!found) throw new NotFoundError(`template ${id} version`, String(number));
  return { id, type: template.type, name: template.name, version: number, body: found.body };
}

/** The account's draft of a template, for a preview. */
export async function draftSource(store: Store, id: string): Promise<TemplateSource> {
  const template = await store.repo(DocumentTemplate).find(id);
  if (!template) throw notFound(id, 'template_id');
  return { id, type: template.type, name: template.name, version: 0, body: template.draft_body };
}

/** The account's PNG and JPEG media, by id, as a template inlines them. */
export function accountImages(store: Store, deps: Pick<TemplatesDeps, 'files'>): TemplateImages {
  return async (mediaId) => {
    if (!/^[0-9a-f-]{36}$/i.test(mediaId)) return null;
    const media = await store.repo(Media).find(mediaId);
    if (!media) return null;
    const bytes = await deps.files.get(media.storage_key);
    return bytes ? { content_type: media.content_type, bytes } : null;
  };
}

export function templateRenderer(store: Store, deps: Pick<TemplatesDeps, 'engine' | 'htmlRenderer' | 'files'>) {
  const images = accountImages(store, deps);
  async function html(source: TemplateSource, values: Record<string, unknown>): Promise<string> {
    try {
      return await deps.engine.render(source.body, nested(source.type, values), images);
    } catch (error) {
      if (error instanceof TemplateError) throw templateRefusal(error.problems, 'template');
      throw error;
    }
  }
  return {
    /** The HTML as printed (sanitised). */
    html: async (source: TemplateSource, values: Record<string, unknown>) =>
      deps.htmlRenderer.sanitise(await html(source, values)),
    async pdf(source: TemplateSource, values: Record<string, unknown>): Promise<Uint8Array> {
      return deps.htmlRenderer.render(await html(source, values), { title: source.name, language: 'fr-FR' });
    },
  };
}
