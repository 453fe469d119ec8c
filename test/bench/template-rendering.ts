// Template rendering throughput (issue 37; docs/benchmarks.md, "Template rendering"): PDFs per
// second of a system template over its example data, one at a time and four at once, through the
// embedded renderer (the HTML read as the document model, drawn by pdfkit) and, when GOTENBERG_URL
// names one, through Gotenberg's Chromium. Each PDF is the whole path of a render that misses the
// cache: Liquid, sanitising, printing. Run by the lead: `npx tsx test/bench/template-rendering.ts`
// (TEMPLATE_BENCH_SECONDS, default 20 per measure; TEMPLATE_BENCH_TYPE, default LeaseContract).
import type { HtmlPdfRenderer } from '../../core/ports/document-templates.js';
import { SYSTEM_TEMPLATES } from '../../core/templates/catalogue/index.js';
import { exampleValues, nested } from '../../core/templates/lease-data.js';
import { EmbeddedHtmlRenderer, GotenbergHtmlRenderer } from '../../adapters/pdf/html-pdf-renderer.js';
import { GotenbergRenderer } from '../../adapters/pdf/gotenberg-renderer.js';
import { liquidEngine } from '../../adapters/pdf/liquid-engine.js';

const seconds = Number(process.env.TEMPLATE_BENCH_SECONDS ?? 20);
const type = process.env.TEMPLATE_BENCH_TYPE ?? 'LeaseContract';
const template = SYSTEM_TEMPLATES.find((candidate) => candidate.type === type);
if (!template) throw new Error(`no system template of type ${type}`);

const engine = liquidEngine();
const data = nested(template.type, exampleValues(template.type));
const noImages = async () => null;

async function onePdf(renderer: HtmlPdfRenderer): Promise<void> {
  const html = await engine.render(template!.body, data, noImages);
  await renderer.render(html, { title: template!.name, language: 'fr-FR' });
}

/** PDFs per second and the 50th/99th percentile of one PDF, `concurrency` at once for `seconds`. */
async function measure(renderer: HtmlPdfRenderer, concurrency: number) {
  const durations: number[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await onePdf(renderer);
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))].toFixed(0);
  return { pdfs: durations.length, perSecond: durations.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const renderers: [string, HtmlPdfRenderer][] = [['embedded (pdfkit)', new EmbeddedHtmlRenderer()]];
  const url = process.env.GOTENBERG_URL;
  if (url) renderers.push(['Gotenberg (Chromium)', new GotenbergHtmlRenderer(new GotenbergRenderer({ url }))]);
  else console.error('GOTENBERG_URL is not set: Gotenberg is not measured');
  const rows: string[] = [];
  for (const [name, renderer] of renderers) {
    await measure(renderer, 1); // warm-up
    for (const concurrency of [1, 4]) {
      const result = await measure(renderer, concurrency);
      rows.push(
        `| ${template!.name} | ${name} | ${concurrency} | ${result.perSecond.toFixed(1)} | ${result.p50} | ${result.p99} | ${result.pdfs} |`,
      );
      console.error(rows.at(-1));
    }
  }
  console.log('| template | renderer | at once | PDFs/s | p50 ms | p99 ms | PDFs |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
