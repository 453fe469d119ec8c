// The account's templates (docs/decisions.md 250): copy one (a system template or one of its own),
// edit its draft, publish the draft as a frozen version, make it its type's default, archive it;
// delete a version no PDF was printed from (409 otherwise: archive instead).
import type { TemplateStatus, TemplateType } from '../../contract/vocabulary/templates.js';
import { RentPeriod, RentReceipt } from '../billing/rent/rent.js';
import { ConditionReport } from '../inspections/condition-report.js';
import { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import { OwnerStatement } from '../mandates/statements/owner-statement.js';
import { FundCallNotice } from '../syndic/fund-calls/fund-call.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { systemTemplate } from './catalogue/index.js';
import { checkTemplate } from './check-template.js';
import type { TemplatesDeps } from './deps.js';
import { DocumentTemplate, TemplateVersion } from './template.js';

export interface TemplateListInput extends ListInput {
  type?: TemplateType;
  status?: TemplateStatus;
}

export interface NewTemplate {
  name: string;
  type?: TemplateType;
  body?: string;
  source_template_id?: string;
}

export interface TemplatePatch {
  name?: string;
  body?: string;
  is_default?: boolean;
}

/** The type and text a new template starts from: its source's (a system template, or the account's own draft), else its own. */
async function startingPoint(store: Store, input: NewTemplate): Promise<{ type: TemplateType; body: string }> {
  if (input.source_template_id === undefined) {
    if (!input.type || input.body === undefined)
      throw new ValidationError('Give source_template_id, or type and body', [
        { path: 'source_template_id', message: 'required without type and body', code: 'required' },
      ]);
    return { type: input.type, body: input.body };
  }
  const source =
    systemTemplate(input.source_template_id) ??
    (await store
      .repo(DocumentTemplate)
      .find(input.source_template_id)
      .then((t) => t && { type: t.type, body: t.draft_body }));
  if (!source) {
    const error = new NotFoundError('template', input.source_template_id);
    error.errors.push({ path: 'source_template_id', message: 'no such template', code: 'not_found' });
    throw error;
  }
  if (input.type && input.type !== source.type)
    throw new ValidationError(`The source template is a ${source.type}, not a ${input.type}`, [
      { path: 'type', message: `the source is a ${source.type}`, code: 'template_type_mismatch' },
    ]);
  return { type: source.type, body: input.body ?? source.body };
}

/** How many records name the version as the one their PDF was printed from (docs/decisions.md 296). */
async function printedFrom(store: Store, id: string, number: number): Promise<number> {
  const pinned = { template_id: id, template_version: number };
  const counts = await Promise.all([
    store.repo(LeasePdf).count(pinned),
    store.repo(RentReceipt).count(pinned),
    store.repo(OwnerStatement).count(pinned),
    store.repo(FundCallNotice).count(pinned),
    store.repo(ConditionReport).count(pinned),
    store.repo(RentPeriod).count({ notice_template_id: id, notice_template_version: number }),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A version no PDF names is deleted; one a PDF was printed from stays (409). */
async function removeVersion(store: Store, id: string, number: number): Promise<void> {
  const template = await store.repo(DocumentTemplate).get(id);
  const version = await store.repo(TemplateVersion).findOne({ template_id: id, number });
  if (!version) throw new NotFoundError(`template ${id} version`, String(number));
  const used = await printedFrom(store, id, number);
  if (used > 0)
    throw new ConflictError(`${used} PDF(s) were printed from version ${number}: archive the template instead`);
  store.repo(TemplateVersion).remove(version);
  const left = await store.repo(TemplateVersion).findAll({ template_id: id }, [{ field: 'number', direction: 'asc' }]);
  const remaining = left.filter((other) => other.number !== number);
  if (template.published_version === number) template.published_version = remaining.at(-1)?.number ?? null;
  if (template.published_version === null && template.status === 'PUBLISHED')
    Object.assign(template, { status: 'DRAFT', is_default: false });
  await store.flush();
}

export function templateUseCases(store: Store, deps: Pick<TemplatesDeps, 'engine' | 'ids' | 'clock'>) {
  const templates = store.repo(DocumentTemplate);
  const versionsOf = (id: string) =>
    store.repo(TemplateVersion).findAll({ template_id: id }, [{ field: 'number', direction: 'asc' }]);
  const editable = (template: DocumentTemplate) => {
    if (template.status === 'ARCHIVED') throw new ConflictError(`Template ${template.id} is archived`);
  };
  /** One default per type: the others of its type stop being it. */
  const takeDefault = async (template: DocumentTemplate) => {
    for (const other of await templates.findAll({ type: template.type, is_default: true }))
      if (other.id !== template.id) other.is_default = false;
    // The others first: the unique index of defaults holds after every statement.
    await store.flush();
    template.is_default = true;
  };

  return {
    list: (input: TemplateListInput) =>
      templates.list(definedCriteria({ type: input.type, status: input.status }), pageRequest(input)),
    async get(id: string) {
      return { template: await templates.get(id), versions: await versionsOf(id) };
    },
    async create(input: NewTemplate) {
      const { type, body } = await startingPoint(store, input);
      checkTemplate(deps.engine, type, body);
      const template = Object.assign(new DocumentTemplate(), {
        id: deps.ids.next(),
        type,
        name: input.name,
        draft_body: body,
        source_template_id: input.source_template_id ?? null,
      });
      templates.persist(template);
      await store.flush();
      return { template, versions: [] as TemplateVersion[] };
    },
    async update(id: string, patch: TemplatePatch) {
      const template = await templates.get(id);
      editable(template);
      if (patch.body !== undefined) checkTemplate(deps.engine, template.type, patch.body);
      if (patch.body !== undefined) template.draft_body = patch.body;
      if (patch.name !== undefined) template.name = patch.name;
      if (patch.is_default === false) template.is_default = false;
      if (patch.is_default === true) {
        if (template.published_version === null)
          throw new ConflictError('Publish a version before making the template its type’s default');
        await takeDefault(template);
      }
      await store.flush();
      return { template, versions: await versionsOf(id) };
    },
    /** Freezes the draft as the next version. */
    async publish(id: string) {
      const template = await templates.get(id);
      editable(template);
      checkTemplate(deps.engine, template.type, template.draft_body);
      const number = (template.published_version ?? 0) + 1;
      const version = Object.assign(new TemplateVersion(), {
        id: deps.ids.next(),
        template_id: id,
        number,
        body: template.draft_body,
        published_at: deps.clock.now(),
      });
      store.repo(TemplateVersion).persist(version);
      Object.assign(template, { published_version: number, status: 'PUBLISHED' });
      await store.flush();
      return { template, versions: await versionsOf(id) };
    },
    async archive(id: string) {
      const template = await templates.get(id);
      Object.assign(template, { status: 'ARCHIVED', is_default: false });
      await store.flush();
      return { template, versions: await versionsOf(id) };
    },
    removeVersion: (id: string, number: number) => removeVersion(store, id, number),
  };
}
