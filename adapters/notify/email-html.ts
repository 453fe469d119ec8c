// The HTML alternative of an e-mail, made from its plain-text body (docs/decisions.md 177): the
// paragraphs and line breaks kept, links made clickable, the sender's name at the foot. Every
// character of the text is escaped; only the links become markup.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text, escaped, its http(s) links as anchors. */
function lineHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += `${escapeHtml(line.slice(at, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = match.index + url.length;
  }
  return html + escapeHtml(line.slice(at));
}

export function emailHtml(email: { subject: string; text: string; senderName: string }): string {
  const paragraphs = email.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(lineHtml).join('<br>')}</p>`);
  return [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8">',
    `<title>${escapeHtml(email.subject)}</title></head>`,
    '<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">',
    ...paragraphs,
    '<hr style="border:none;border-top:1px solid #d9dee3;margin:24px 0 12px">',
    `<p style="margin:0;font-size:12px;color:#6b7785">${escapeHtml(email.senderName)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
