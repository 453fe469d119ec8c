// A preview (docs/decisions.md 254): a template, a version of it, its draft or a body not saved,
// rendered with the examples of its type or with a lease's facts, as HTML or PDF; nothing is stored.
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, UnavailableError, ValidationError } from '../shared/errors.js';
import { PdfRenderError } from '../ports/pdf-renderer.js';
import { checkTemplate } from './check-template.js';
import type { TemplatesDeps } from './deps.js';
import { checkValues, exampleValues, leaseTemplateValues } from './lease-data.js';
import { type TemplateSource, draftSource, templateRenderer, templateSource } from './render.js';

export interface PreviewInput {
  template_id?: string;
  version?: number;
  /** The account template's draft rather than a published version. */
  draft?: boolean;
  type?: TemplateType;
  body?: string;
  lease_id?: string;
  values?: Record<string, unknown>;
}

async function sourceOf(
  store: Store,
  deps: Pick<TemplatesDeps, 'engine'>,
  input: PreviewInput,
): Promise<TemplateSource> {
  if (input.body !== undefined && input.template_id !== undefined)
    throw new ValidationError('Give template_id or body, not both', [
      { path: 'body', message: 'exactly one of template_id and body', code: 'exactly_one_of' },
    ]);
  if (input.body !== undefined) {
    if (!input.type)
      throw new ValidationError('A body is previewed for a type', [
        { path: 'type', message: 'required with body', code: 'required' },
      ]);
    checkTemplate(deps.engine, input.type, input.body);
    return { id: 'draft', type: input.type, name: 'Aperçu', version: 0, body: input.body };
  }
  if (!input.template_id)
    throw new ValidationError('Give template_id, or type and body', [
      { path: 'template_id', message: 'required without body', code: 'required' },
    ]);
  const source = input.draft
    ? await draftSource(store, input.template_id)
    : await templateSource(store, input.template_id, input.version);
  if (input.type && input.type !== source.type)
    throw new BusinessRuleError(`Template ${source.id} is a ${source.type}, not a ${input.type}`, [
      { path: 'type', message: `a ${source.type} template`, code: 'template_type_mismatch' },
    ]);
  return source;
}

export function templatePreview(store: Store, deps: TemplatesDeps) {
  const renderer = templateRenderer(store, deps);
  async function prepare(input: PreviewInput) {
    const source = await sourceOf(store, deps, input);
    checkValues(source.type, input.values ?? {});
    const today = deps.clock.now().toISOString().slice(0, 10);
    const base = input.lease_id
      ? (await leaseTemplateValues(store, input.lease_id, today)).values
      : exampleValues(source.type);
    return { source, values: { ...base, ...input.values } };
  }
  return {
    async html(input: PreviewInput) {
      const { source, values } = await prepare(input);
      return { source, html: await renderer.html(source, values) };
    },
    async pdf(input: PreviewInput): Promise<Uint8Array> {
      const { source, values } = await prepare(input);
      try {
        return await renderer.pdf(source, values);
      } catch (error) {
        if (error instanceof PdfRenderError)
          throw new UnavailableError(`The PDF renderer (${deps.htmlRenderer.kind}) failed: ${error.message}`);
        throw error;
      }
    },
  };
}
