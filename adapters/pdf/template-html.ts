// The HTML a template gives, made safe to print and read (docs/decisions.md 253): an allow-list of
// tags and attributes (no script, no frame, no link, no form, no event handler), images only as
// data: URIs of PNG or JPEG, styles without url() or @import, so that nothing remote is ever
// fetched. The same tree read as the document model (core/ports/pdf-renderer.ts) is what the
// embedded renderer draws when there is no Gotenberg.
import { parseDocument } from 'htmlparser2';
import type { DocumentBlock, DocumentSection, PrintableDocument } from '../../core/ports/pdf-renderer.js';
import { escapeHtml } from './html-template.js';

/** A node of htmlparser2's tree, as far as it is read here. */
interface HtmlNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}

const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'section', 'header', 'footer', 'article'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
const INLINE_TAGS = ['span', 'strong', 'b', 'em', 'i', 'u', 'small', 'sup', 'sub', 'br', 'hr', 'img', 'blockquote'];
const ALLOWED_TAGS = new Set([...BLOCK_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...INLINE_TAGS, 'style']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'style', 'colspan', 'rowspan', 'src', 'alt', 'width', 'height', 'align']);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Whose content goes too: their text is code or markup, never document text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'head',
  'title',
]);

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;
/** A style that could fetch: url(), @import, expression(), image-set(). */
const REMOTE_STYLE = /url\s*\(|@import|expression\s*\(|image-set\s*\(|\\/i;

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (!ALLOWED_ATTRIBUTES.has(name)) return false;
  if (name === 'src') return tag === 'img' && DATA_IMAGE.test(value);
  if (name === 'style') return !REMOTE_STYLE.test(value);
  return true;
}

function serialise(node: HtmlNode): string {
  if (node.type === 'text') return escapeHtml(node.data ?? '');
  const children = () => (node.children ?? []).map(serialise).join('');
  if (node.type === 'root') return children();
  if (node.type !== 'tag' && node.type !== 'style') return '';
  const tag = (node.name ?? '').toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return '';
  if (tag === 'style') {
    const css = (node.children ?? []).map((child) => child.data ?? '').join('');
    return REMOTE_STYLE.test(css) ? '' : `<style>${css.replace(/</g, '')}</style>`;
  }
  if (!ALLOWED_TAGS.has(tag)) return children();
  if (tag === 'img' && !DATA_IMAGE.test(node.attribs?.src ?? '')) return '';
  const attributes = Object.entries(node.attribs ?? {})
    .filter(([name, value]) => attributeAllowed(tag, name.toLowerCase(), value))
    .map(([name, value]) => ` ${name.toLowerCase()}="${escapeHtml(value)}"`)
    .join('');
  return VOID_TAGS.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>${children()}</${tag}>`;
}

const parse = (html: string) => parseDocument(html, { lowerCaseTags: true }) as unknown as HtmlNode;

/** The template's HTML with only what the allow-list keeps. */
export function sanitiseHtml(html: string): string {
  return serialise(parse(html));
}

const STYLE = `
  @page { size: A4; margin: 20mm 18mm; }
  html { font-family: "Liberation Sans", Helvetica, Arial, sans-serif; font-size: 11pt; color: #111; }
  body { margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 12pt; }
  h2 { font-size: 13pt; margin: 14pt 0 6pt; border-bottom: 1px solid #999; padding-bottom: 2pt; break-after: avoid; }
  h3, h4 { font-size: 11pt; margin: 10pt 0 4pt; break-after: avoid; }
  p { margin: 0 0 6pt; line-height: 1.35; }
  small { font-size: 9pt; color: #444; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 8pt; font-size: 10pt; }
  th, td { border: 0.5pt solid #999; padding: 3pt 4pt; text-align: left; vertical-align: top; }
  th { background: #eee; }
  img { max-width: 60mm; max-height: 30mm; }
`;

/** The page Gotenberg prints: the sanitised body under the house style, which the template's own styles follow. */
export function templatePage(html: string, page: { title: string; language: string }): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(page.language)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>`,
    `<body>${sanitiseHtml(html)}</body></html>`,
  ].join('\n');
}

/** The text of a node and its descendants, inline: whitespace collapsed, <br> a line break. */
function inlineText(node: HtmlNode): string {
  if (node.type === 'text') return (node.data ?? '').replace(/\s+/g, ' ');
  if (node.type !== 'tag' || DROPPED_WITH_CONTENT.has(node.name ?? '') || node.name === 'style') return '';
  if (node.name === 'br') return '\n';
  return (node.children ?? []).map(inlineText).join('');
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

function tableBlock(node: HtmlNode): DocumentBlock | null {
  const rows: HtmlNode[] = [];
  const collect = (parent: HtmlNode) =>
    (parent.children ?? []).forEach((child) =>
      child.name === 'tr' ? rows.push(child) : child.type === 'tag' && collect(child),
    );
  collect(node);
  const cells = rows.map((row) =>
    (row.children ?? []).filter((c) => c.name === 'td' || c.name === 'th').map((c) => clean(inlineText(c))),
  );
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (width === 0) return null;
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  const headed = (rows[0].children ?? []).some((c) => c.name === 'th');
  return headed
    ? { kind: 'table', columns: pad(cells[0]), rows: cells.slice(1).map(pad) }
    : { kind: 'table', columns: Array<string>(width).fill(''), rows: cells.map(pad) };
}

/** Elements whose children are read as blocks of their own. */
const CONTAINERS = new Set(['root', 'p', 'div', 'section', 'header', 'footer', 'article', 'blockquote']);

/** Reads the sanitised tree as the document model, block by block. */
class DocumentReader {
  title: string | null = null;
  sections: DocumentSection[] = [];
  private inline = '';

  private get blocks(): DocumentBlock[] {
    if (this.sections.length === 0) this.sections.push({ heading: '', blocks: [] });
    return (this.sections[this.sections.length - 1].blocks ??= []);
  }

  private flush() {
    const text = clean(this.inline);
    this.inline = '';
    if (text) this.blocks.push({ kind: 'paragraph', text });
  }

  private listBlock(node: HtmlNode) {
    const ordered = node.name === 'ol';
    const items = (node.children ?? []).filter((child) => child.name === 'li').map((li) => clean(inlineText(li)));
    this.blocks.push({ kind: 'list', items: ordered ? items.map((item, index) => `${index + 1}. ${item}`) : items });
  }

  /** A block-level element read as its block(s); false when the element is inline. */
  private block(tag: string, node: HtmlNode): boolean {
    const text = () => clean(inlineText(node));
    if (/^h[1-6]$/.test(tag)) {
      this.flush();
      if (tag === 'h1' && this.title === null) this.title = text();
      else if (tag === 'h2') this.sections.push({ heading: text(), blocks: [] });
      else this.blocks.push({ kind: 'subheading', text: text() });
    } else if (tag === 'ul' || tag === 'ol') {
      this.flush();
      this.listBlock(node);
    } else if (tag === 'table') {
      this.flush();
      const table = tableBlock(node);
      if (table) this.blocks.push(table);
    } else if (tag === 'small' && !this.inline.trim()) {
      this.flush();
      if (text()) this.blocks.push({ kind: 'note', text: text() });
    } else if (CONTAINERS.has(tag)) {
      this.flush();
      for (const child of node.children ?? []) this.read(child);
      this.flush();
    } else return false;
    return true;
  }

  read(node: HtmlNode): void {
    if (node.type === 'text') this.inline += node.data ?? '';
    if (node.type !== 'tag' && node.type !== 'root') return;
    const tag = node.type === 'root' ? 'root' : (node.name ?? '');
    if (!this.block(tag, node)) this.inline += inlineText(node);
  }

  document(fallbackTitle: string, language: string): PrintableDocument {
    this.flush();
    const sections = this.sections.filter((section) => section.heading || (section.blocks ?? []).length > 0);
    return { title: this.title ?? fallbackTitle, language: language.slice(0, 2), sections };
  }
}

/** The document model of a template's HTML, for the embedded renderer (what it cannot draw: docs/decisions.md 253). */
export function htmlToDocument(html: string, page: { title: string; language: string }): PrintableDocument {
  const reader = new DocumentReader();
  reader.read(parse(sanitiseHtml(html)));
  return reader.document(page.title, page.language);
}
