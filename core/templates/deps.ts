// What the templates use cases are built from: the lease PDF ports (files, cache, renderer, reader),
// the template language and the printer of its HTML.
import type { HtmlPdfRenderer, TemplateEngine } from '../ports/document-templates.js';
import type { LeasingDeps } from '../leasing/deps.js';

export interface TemplatesDeps extends LeasingDeps {
  engine: TemplateEngine;
  htmlRenderer: HtmlPdfRenderer;
}
