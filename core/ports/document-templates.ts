// Ports of the document templates (core/templates): a template language made for untrusted
// templates (adapters/pdf/liquid-engine.ts: LiquidJS, no file, no network, no prototype walk,
// bounded work) and the printer of the HTML it gives (Gotenberg's Chromium, or the embedded
// pdfkit renderer through the document model: adapters/pdf/html-pdf-renderer.ts).

/** What is wrong with a template, and where (1-based line and column of its text). */
export interface TemplateProblem {
  /** syntax, unknown_variable, or the budget a render broke: time_limit, memory_limit, output_limit. */
  code: string;
  message: string;
  line: number | null;
  column: number | null;
  /** The variable named, for unknown_variable. */
  variable?: string;
}

/** A variable a template names, as its path of segments (`lease.rent`: ['lease', 'rent']). */
export interface NamedVariable {
  path: string[];
  line: number;
  column: number;
}

/** An image of the account (its logo, a signature), inlined into the HTML as a data: URI. */
export interface TemplateImage {
  content_type: string;
  bytes: Uint8Array;
}

/** Finds the account's image a template names by media id; null when there is none such. */
export type TemplateImages = (mediaId: string) => Promise<TemplateImage | null>;

/** A template could not be parsed, or its render broke a budget: the problems say which and where. */
export class TemplateError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems.map((problem) => problem.message).join('; '));
    this.name = 'TemplateError';
  }
}

export interface TemplateEngine {
  /** The variables the template names (outside its own loops and assigns); throws TemplateError on a syntax error. */
  variables(body: string): NamedVariable[];
  /** The HTML of the template over `data`; throws TemplateError on a broken budget or a missing image. */
  render(body: string, data: Record<string, unknown>, images: TemplateImages): Promise<string>;
}

export interface HtmlPdfRenderer {
  /** `gotenberg` or `embedded`. */
  readonly kind: string;
  /** The HTML as it is printed: only the tags and attributes that fetch nothing and run nothing. */
  sanitise(html: string): string;
  /** Prints the HTML of a template to PDF; nothing remote is fetched. */
  render(html: string, page: { title: string; language: string }): Promise<Uint8Array>;
}
