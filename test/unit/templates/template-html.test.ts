// The HTML of a template made safe (adapters/pdf/template-html.ts), and read as the document model
// the embedded renderer draws; and which variables a type accepts (core/templates/check-template.ts).
import { describe, expect, it } from '@jest/globals';
import { htmlToDocument, sanitiseHtml, templatePage } from '../../../adapters/pdf/template-html.js';
import { knownVariable } from '../../../core/templates/check-template.js';
import { SYSTEM_TEMPLATES } from '../../../core/templates/catalogue/index.js';
import { liquidEngine } from '../../../adapters/pdf/liquid-engine.js';
import { templateProblems } from '../../../core/templates/check-template.js';

const page = { title: 'Repli', language: 'fr-FR' };

describe('sanitising', () => {
  it('keeps text and layout tags, drops what runs or fetches', () => {
    const html = sanitiseHtml(
      '<p onclick="x()" class="a">Bonjour <strong>vous</strong></p><script>alert(1)</script><iframe src="https://x"></iframe>' +
        '<img src="https://evil.example/a.png"><img src="data:image/png;base64,AAAA"><a href="https://x">lien</a>' +
        '<style>@import url(https://x/s.css);</style><style>p { color: red }</style><div style="background:url(https://x)">d</div>',
    );
    expect(html).toBe(
      '<p class="a">Bonjour <strong>vous</strong></p><img src="data:image/png;base64,AAAA">lien<style>p { color: red }</style><div>d</div>',
    );
  });

  it('wraps the page under the house style with its language and title escaped', () => {
    const html = templatePage('<p>x</p>', { title: 'A <b>', language: 'fr-FR' });
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).toContain('<body><p>x</p></body>');
  });
});

describe('reading HTML as the document model', () => {
  it('makes h1 the title, h2 sections, h3 subheadings, p paragraphs, lists, tables and small print', () => {
    const document = htmlToDocument(
      '<h1>Quittance</h1><p>Avant</p><h2>Détail</h2><h3>Sous</h3><p>Un <b>deux</b><br>trois</p>' +
        '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>' +
        '<table><tr><th>Poste</th><th>Montant</th></tr><tr><td>Loyer</td><td>850 €</td></tr></table>' +
        '<p><small>Article 21</small></p>',
      page,
    );
    expect(document).toEqual({
      title: 'Quittance',
      language: 'fr',
      sections: [
        { heading: '', blocks: [{ kind: 'paragraph', text: 'Avant' }] },
        {
          heading: 'Détail',
          blocks: [
            { kind: 'subheading', text: 'Sous' },
            { kind: 'paragraph', text: 'Un deux\ntrois' },
            { kind: 'list', items: ['a', 'b'] },
            { kind: 'list', items: ['1. c'] },
            { kind: 'table', columns: ['Poste', 'Montant'], rows: [['Loyer', '850 €']] },
            { kind: 'note', text: 'Article 21' },
          ],
        },
      ],
    });
  });

  it('takes the fallback title without an h1, and leaves images out', () => {
    const document = htmlToDocument('<p>Texte <img src="data:image/png;base64,AAAA"></p>', page);
    expect(document).toEqual({
      title: 'Repli',
      language: 'fr',
      sections: [{ heading: '', blocks: [{ kind: 'paragraph', text: 'Texte' }] }],
    });
  });
});

describe('the variables of a type', () => {
  it('accepts its names and the members of its lists, and nothing else', () => {
    expect(knownVariable('RentReceipt', ['receipt', 'period_start'])).toBe(true);
    expect(knownVariable('RentReceipt', ['lessees', 'size'])).toBe(true);
    expect(knownVariable('RentReceipt', ['lessees', 'first', 'name'])).toBe(true);
    expect(knownVariable('RentReceipt', ['lessees', '0', 'nope'])).toBe(false);
    expect(knownVariable('RentReceipt', ['deposit', 'refund'])).toBe(false);
    expect(knownVariable('RentReceipt', ['lease', 'constructor'])).toBe(false);
  });

  it('holds every system template to its own schema', () => {
    const engine = liquidEngine();
    for (const template of SYSTEM_TEMPLATES)
      expect([template.type, templateProblems(engine, template.type, template.body)]).toEqual([template.type, []]);
  });
});
