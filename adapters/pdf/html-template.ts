// The HTML page of a PrintableDocument, for renderers that print HTML (Gotenberg's Chromium).
// Every text is escaped: the document model is plain text.
import type { PrintableDocument } from '../../core/ports/pdf-renderer.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const STYLE = `
  @page { size: A4; margin: 20mm 18mm; }
  html { font-family: "Liberation Sans", Helvetica, Arial, sans-serif; font-size: 11pt; color: #111; }
  body { margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 4pt; }
  .subtitle { color: #444; margin: 0 0 16pt; }
  h2 { font-size: 13pt; margin: 14pt 0 6pt; border-bottom: 1px solid #999; padding-bottom: 2pt; break-after: avoid; }
  p { margin: 0 0 6pt; line-height: 1.35; text-align: left; }
`;

export function documentToHtml(document: PrintableDocument): string {
  const lang = escapeHtml(document.language ?? 'fr');
  const sections = document.sections
    .map(
      (section) =>
        `<section>\n<h2>${escapeHtml(section.heading)}</h2>\n` +
        section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') +
        '\n</section>',
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(document.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(document.title)}</h1>`,
    document.subtitle ? `<p class="subtitle">${escapeHtml(document.subtitle)}</p>` : '',
    sections,
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
