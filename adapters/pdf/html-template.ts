// The HTML page of a PrintableDocument, for renderers that print HTML (Gotenberg's Chromium), and
// the footer page Chromium repeats on every page. Every text is escaped: the document model is
// plain text. Sizes match the embedded renderer's (embedded-layout.ts), so both read alike.
import {
  type DocumentBlock,
  type DocumentSigner,
  type PrintableDocument,
  pageLabel,
  sectionBlocks,
} from '../../core/ports/pdf-renderer.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const FONT = '"Liberation Sans", Helvetica, Arial, sans-serif';

const STYLE = `
  @page { size: A4; margin: 20mm 18mm; }
  html { font-family: ${FONT}; font-size: 11pt; color: #111; }
  body { margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 4pt; }
  .subtitle { color: #444; margin: 0 0 16pt; }
  h2 { font-size: 13pt; margin: 14pt 0 6pt; border-bottom: 1px solid #999; padding-bottom: 2pt; break-after: avoid; }
  h3 { font-size: 11pt; margin: 10pt 0 4pt; break-after: avoid; }
  p { margin: 0 0 6pt; line-height: 1.35; text-align: left; }
  p.note { font-size: 9pt; color: #444; }
  p.field { margin: 0 0 3pt; }
  ul { margin: 0 0 6pt; padding-left: 12pt; list-style: none; }
  li { margin: 0 0 2pt; line-height: 1.35; text-indent: -12pt; }
  li .bullet { display: inline-block; width: 12pt; text-indent: 0; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 8pt; font-size: 10pt; }
  thead { display: table-header-group; }
  th, td { border: 0.5pt solid #999; padding: 3pt 4pt; text-align: left; vertical-align: top; }
  th { background: #eee; }
  tr { break-inside: avoid; }
  section.keep { break-inside: avoid; }
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; margin-top: 6pt; break-inside: avoid; }
  .signer { box-sizing: border-box; height: 32mm; border: 0.5pt solid #999; padding: 3pt 5pt; }
  .signer p { margin: 0 0 2pt; line-height: 1.2; }
  .signer .role { font-weight: bold; }
  .signer .note { font-size: 9pt; color: #444; }
`;

function signerHtml(signer: DocumentSigner): string {
  return (
    `<div class="signer"><p class="role">${escapeHtml(signer.role)}</p><p>${escapeHtml(signer.name)}</p>` +
    (signer.note ? `<p class="note">${escapeHtml(signer.note)}</p>` : '') +
    '</div>'
  );
}

function tableHtml(block: Extract<DocumentBlock, { kind: 'table' }>): string {
  const widths = block.widths ?? block.columns.map(() => 1);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const cols = widths.map((width) => `<col style="width:${((width / total) * 100).toFixed(2)}%">`).join('');
  const head = block.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const body = block.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><colgroup>${cols}</colgroup><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

export function blockHtml(block: DocumentBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'subheading':
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case 'note':
      return `<p class="note">${escapeHtml(block.text)}</p>`;
    case 'fields':
      return block.fields
        .map((field) => `<p class="field"><strong>${escapeHtml(field.label)} :</strong> ${escapeHtml(field.value)}</p>`)
        .join('\n');
    case 'list':
      return `<ul>${block.items.map((item) => `<li><span class="bullet">•</span>${escapeHtml(item)}</li>`).join('\n')}</ul>`;
    case 'table':
      return tableHtml(block);
    case 'signatures':
      return `<div class="signatures">${block.signers.map(signerHtml).join('\n')}</div>`;
  }
}

export function documentToHtml(document: PrintableDocument): string {
  const lang = escapeHtml(document.language ?? 'fr');
  const sections = document.sections
    .map(
      (section) =>
        `<section${section.keepTogether ? ' class="keep"' : ''}>\n<h2>${escapeHtml(section.heading)}</h2>\n` +
        sectionBlocks(section).map(blockHtml).join('\n') +
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

/**
 * The footer Chromium prints in the bottom margin of every page (Gotenberg's `footer.html`): the
 * footer text on the left, "Page n sur N" on the right (Chromium fills the pageNumber and
 * totalPages spans). Undefined when the document has no footer.
 */
export function footerHtml(document: PrintableDocument): string | undefined {
  const footer = document.footer;
  if (!footer || (!footer.text && !footer.pageNumbers)) return undefined;
  const label = footer.pageNumbers
    ? escapeHtml(pageLabel(document.language, '\u0000', '\u0001'))
        .replace('\u0000', '<span class="pageNumber"></span>')
        .replace('\u0001', '<span class="totalPages"></span>')
    : '';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(document.language ?? 'fr')}"><head><meta charset="utf-8"><style>`,
    `body { margin: 0; font-family: ${FONT}; font-size: 8pt; color: #444; }`,
    '.row { box-sizing: border-box; width: 100%; padding: 0 18mm; display: flex; justify-content: space-between; }',
    '</style></head><body>',
    `<div class="row"><span>${escapeHtml(footer.text ?? '')}</span><span>${label}</span></div>`,
    '</body></html>',
  ].join('\n');
}
