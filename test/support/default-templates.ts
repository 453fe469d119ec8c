// Fixtures of the default-template tests (docs/decisions.md 295-297): an account template of a type
// copied from the system catalogue with a marker paragraph (and the facts it prints) added after its
// title, published and made the type's default; then a v2 with another marker; and a PDF's text.
import { withPool } from './db.js';
import type { Client } from './app.js';
import { ok } from './leasing.js';
import { normaliseText, pdfToText } from './pdf-text.js';

/** The system template of the type with `<p>{marker} {extra}</p>` after its title, published as v1 and made the default. */
export async function defaultTemplate(client: Client, type: string, marker: string, extra: string) {
  const system = ok(await client.templateCatalogue.list(), 200).data.find((t) => t.type === type)!;
  const body = system.body.replace('</h1>', `</h1>\n<p>${marker} ${extra}</p>`);
  const draft = ok(
    await client.templates.create({ body: { name: `Modèle ${marker}`, source_template_id: system.id, body } }),
    201,
  );
  ok(await client.templates.publish({ params: { id: draft.id }, body: undefined }), 200);
  ok(await client.templates.update({ params: { id: draft.id }, body: { is_default: true } }), 200);
  return { id: draft.id, body };
}

/** Publishes the template's v2: its marker replaced. */
export async function publishV2(client: Client, template: { id: string; body: string }, from: string, to: string) {
  ok(
    await client.templates.update({ params: { id: template.id }, body: { body: template.body.replace(from, to) } }),
    200,
  );
  return ok(await client.templates.publish({ params: { id: template.id }, body: undefined }), 200);
}

/** The text of a PDF response's body, whitespace collapsed. */
export async function textOf(pdftotext: string, response: { status: number; body: unknown }): Promise<string> {
  if (response.status !== 200) throw new Error(`expected a PDF, got ${response.status}`);
  return normaliseText(await pdfToText(pdftotext, new Uint8Array(await (response.body as Blob).arrayBuffer())));
}

/** The template and version a record names (table and column prefix as the migration has them). */
export async function printedWith(table: string, id: string, prefix = ''): Promise<[string | null, number | null]> {
  return withPool(async (pool) => {
    const { rows } = await pool.query(
      `select "${prefix}template_id" as id, "${prefix}template_version" as version from "${table}" where id = $1`,
      [id],
    );
    return [rows[0].id, rows[0].version];
  });
}
