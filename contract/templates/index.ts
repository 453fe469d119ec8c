// The templates area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { templateCatalogueContract } from './template-catalogue.js';
import { templatePreviewContract } from './template-preview.js';
import { templatesContract } from './templates.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const templates = c.router(templatesContract, api);
const templateCatalogue = c.router(templateCatalogueContract, api);
const templatePreview = c.router(templatePreviewContract, api);

export type TemplatesRouters = {
  templates: typeof templates;
  templateCatalogue: typeof templateCatalogue;
  templatePreview: typeof templatePreview;
};

export const templatesRouters: TemplatesRouters = { templates, templateCatalogue, templatePreview };
