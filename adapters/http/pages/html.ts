// Markup of the pages for people: a tagged template that escapes every value it is given, unless
// the value is markup it built itself; and the layout every page shares (French, mobile first).
// The tag is `markup`, not `html`, so that the formatter leaves the pages' text as written.
import { ASSETS } from './assets.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Markup built by `markup`: inserted as it is. */
export class SafeHtml {
  constructor(readonly text: string) {}
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `markup\`<p>${text}</p>\``: text, numbers and lists of them escaped; null, undefined and false left out. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

export interface PageInit {
  /** The document's title (the tab, and what a screen reader announces first). */
  title: string;
  main: SafeHtml;
  /** The signature pad's script (the signing page's form). */
  signaturePad?: boolean;
}

/** A whole page: the stylesheet and the script by hashed path with their integrity, no inline code. */
export function layout(page: PageInit): string {
  const { style, signaturePad } = ASSETS;
  const script =
    page.signaturePad &&
    markup`<script src="${signaturePad.path}" integrity="${signaturePad.integrity}" defer></script>\n`;
  return `<!doctype html>${
    markup`<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${page.title}</title>
<link rel="stylesheet" href="${style.path}" integrity="${style.integrity}">
${script}</head>
<body>
<a class="skip" href="#contenu">Aller au contenu</a>
<header class="site"><p>Location immobilière · espace public</p></header>
<main id="contenu" tabindex="-1">
${page.main}
</main>
<footer class="site"><p>Service de gestion locative. Vos données servent uniquement à cette démarche.</p></footer>
</body>
</html>
`.text
  }`;
}
