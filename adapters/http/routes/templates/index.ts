// The templates routers (docs/decisions.md 250-255): the account's templates, the system catalogue
// with the variables of each type, and the preview.
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { contract } from '../../../../contract/index.js';
import { SYSTEM_TEMPLATES, systemTemplate } from '../../../../core/templates/catalogue/index.js';
import type { TemplatesDeps } from '../../../../core/templates/deps.js';
import { templatePreview } from '../../../../core/templates/preview.js';
import type { DocumentTemplate, TemplateVersion } from '../../../../core/templates/template.js';
import { templateUseCases } from '../../../../core/templates/templates.js';
import { variablesOf } from '../../../../core/templates/variables.js';
import { NotFoundError } from '../../../../core/shared/errors.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';
import { pdfBody } from '../../pdf-wire.js';

const s = initServer();

function templateWire({ template, versions }: { template: DocumentTemplate; versions: TemplateVersion[] }) {
  return {
    ...wire(template),
    versions: versions.map((version) => ({
      number: version.number,
      body: version.body,
      published_at: version.published_at.toISOString(),
    })),
  };
}

const systemWire = (template: (typeof SYSTEM_TEMPLATES)[number]) => ({ ...template, locale: 'fr-FR' as const });

export function templateRouters(deps: TemplatesDeps) {
  const templates = (req: HasContext) => templateUseCases(storeOf(req), deps);
  const preview = (req: HasContext) => templatePreview(storeOf(req), deps);
  return {
    templates: s.router(contract.templates, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await templates(req).list(query)) }),
      create: async ({ body, req }) => ({ status: 201, body: templateWire(await templates(req).create(body)) }),
      get: async ({ params, req }) => ({ status: 200, body: templateWire(await templates(req).get(params.id)) }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: templateWire(await templates(req).update(params.id, body)),
      }),
      publish: async ({ params, req }) => ({
        status: 200,
        body: templateWire(await templates(req).publish(params.id)),
      }),
      archive: async ({ params, req }) => ({
        status: 200,
        body: templateWire(await templates(req).archive(params.id)),
      }),
      removeVersion: async ({ params, req }) => {
        await templates(req).removeVersion(params.id, params.number);
        return { status: 204, body: undefined };
      },
    }),
    templateCatalogue: s.router(contract.templateCatalogue, {
      list: async () => ({ status: 200, body: { data: SYSTEM_TEMPLATES.map(systemWire) } }),
      get: async ({ params }) => {
        const template = systemTemplate(params.id);
        if (!template) throw new NotFoundError('system template', params.id);
        return { status: 200, body: systemWire(template) };
      },
      variables: async ({ params }) => ({ status: 200, body: { type: params.type, data: variablesOf(params.type) } }),
    }),
    templatePreview: s.router(contract.templatePreview, {
      html: async ({ body, req }) => {
        const { source, html } = await preview(req).html(body);
        const templateId = body.template_id ?? null;
        return { status: 200, body: { type: source.type, template_id: templateId, version: source.version, html } };
      },
      pdf: async ({ body, req, res }) => ({
        status: 200,
        body: pdfBody(res as Response, await preview(req).pdf(body), 'apercu.pdf'),
      }),
    }),
  };
}
