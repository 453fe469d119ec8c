// The TemplateEngine port over LiquidJS (docs/decisions.md 252): a template language made for
// templates written by users. Nothing runs but Liquid's own tags: no file system (no include,
// render or layout tag; an in-memory, empty template map), no prototype walk (ownPropertyOnly),
// unknown variables and filters refused (strict), every output escaped as HTML, and bounded work:
// parse size, render time, memory allocated by loops and filters, and output size.
import { type Context, type Emitter, Liquid, type TagToken, Value } from 'liquidjs';
import { escapeHtml } from './html-template.js';
import {
  type NamedVariable,
  type TemplateEngine,
  TemplateError,
  type TemplateImages,
  type TemplateProblem,
} from '../../core/ports/document-templates.js';

export interface TemplateBudgets {
  /** Characters of template text parsed. */
  parseLimit: number;
  /** Milliseconds of one render. */
  renderLimit: number;
  /** LiquidJS's allocation count: loop ranges, strings built by filters. */
  memoryLimit: number;
  /** Characters of HTML a render may give. */
  outputLimit: number;
}

export const DEFAULT_BUDGETS: TemplateBudgets = {
  parseLimit: 200_000,
  renderLimit: 1_000,
  memoryLimit: 1_000_000,
  outputLimit: 2_000_000,
};

/** The tags that reach files or other templates: removed, so a template naming them does not parse. */
const FILE_TAGS = ['include', 'render', 'layout', 'block'];

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

interface Positioned {
  message: string;
  token?: { getPosition?: () => [number, number] };
  originalError?: unknown;
}

/** The budget or syntax problem a LiquidJS error stands for, with its position. */
export function problemOf(error: unknown): TemplateProblem {
  if (error instanceof TemplateError) return error.problems[0];
  const chain: Positioned[] = [];
  for (let link = error as Positioned | undefined; link && chain.length < 5; link = link.originalError as Positioned)
    chain.push(link);
  const inner = chain.find((link) => link instanceof TemplateError);
  if (inner) return (inner as unknown as TemplateError).problems[0];
  const [line, column] = chain.find((link) => link.token?.getPosition)?.token?.getPosition?.() ?? [null, null];
  const text = chain[0].message.replace(/, line:\d+, col:\d+$/, '');
  const where = line === null ? '' : ` (line ${line}, column ${column})`;
  return { code: codeOf(text), message: `${text}${where}`, line, column };
}

function codeOf(text: string): string {
  if (/memory alloc limit/.test(text)) return 'memory_limit';
  if (/render limit|template render/.test(text)) return 'time_limit';
  // Static text repeated past what a JavaScript string holds: the output budget, reached at once.
  if (/Invalid string length/.test(text)) return 'output_limit';
  if (/parse length limit|parse limit/.test(text)) return 'size_limit';
  if (/undefined variable/.test(text)) return 'unknown_variable';
  return 'syntax';
}

function imageTag(liquid: Liquid, images: TemplateImages): TagImplOptions {
  return {
    parse(token: TagToken) {
      (this as unknown as ImageTag).value = new Value(token.args, liquid);
    },
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const id = String(yield (this as unknown as ImageTag).value.value(ctx, false));
      const image = (yield images(id)) as Awaited<ReturnType<TemplateImages>>;
      if (!image || !IMAGE_TYPES.has(image.content_type))
        throw new TemplateError([
          { code: 'unknown_image', message: `no PNG or JPEG image with media id ${id}`, line: null, column: null },
        ]);
      const data = Buffer.from(image.bytes).toString('base64');
      emitter.write(`<img src="data:${image.content_type};base64,${data}" alt="">`);
    },
  };
}

type TagImplOptions = Exclude<Parameters<Liquid['registerTag']>[1], new (...args: never[]) => unknown>;

interface ImageTag {
  value: Value;
}

/** A LiquidJS set up for one use: file tags removed, images from `images`, output counted against the budget. */
function sandboxedLiquid(budgets: TemplateBudgets, images: TemplateImages = async () => null): Liquid {
  let written = 0;
  const liquid = new Liquid({
    templates: {},
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    // Every output is escaped as HTML, and counted: a loop printing without end stops at the budget.
    outputEscape: (value: unknown) => {
      const text = escapeHtml(String(value ?? ''));
      written += text.length;
      if (written > budgets.outputLimit) throw outputProblem(budgets.outputLimit);
      return text;
    },
    parseLimit: budgets.parseLimit,
    renderLimit: budgets.renderLimit,
    memoryLimit: budgets.memoryLimit,
    cache: false,
  });
  for (const tag of FILE_TAGS) delete liquid.tags[tag];
  liquid.registerTag('image', imageTag(liquid, images));
  return liquid;
}

function outputProblem(limit: number, length?: number): TemplateError {
  const said = length === undefined ? 'over' : `${length} characters, over`;
  return new TemplateError([
    {
      code: 'output_limit',
      message: `the render gave ${said} the limit of ${limit} characters`,
      line: null,
      column: null,
    },
  ]);
}

function parseWith(liquid: Liquid, body: string) {
  try {
    return liquid.parse(body);
  } catch (error) {
    throw new TemplateError([problemOf(error)]);
  }
}

export function liquidEngine(budgets: TemplateBudgets = DEFAULT_BUDGETS): TemplateEngine {
  return {
    variables(body: string): NamedVariable[] {
      const liquid = sandboxedLiquid(budgets);
      const analysis = liquid.analyzeSync(parseWith(liquid, body));
      return Object.values(analysis.globals).flatMap((found) =>
        found.map((variable) => ({
          path: variable.segments.map(String),
          line: variable.location.row,
          column: variable.location.col,
        })),
      );
    },
    async render(body: string, data: Record<string, unknown>, images: TemplateImages): Promise<string> {
      const liquid = sandboxedLiquid(budgets, images);
      const template = parseWith(liquid, body);
      let html: string;
      try {
        html = await liquid.render(template, data);
      } catch (error) {
        throw new TemplateError([problemOf(error)]);
      }
      if (html.length > budgets.outputLimit) throw outputProblem(budgets.outputLimit, html.length);
      return html;
    },
  };
}
