// Document templates through the API (docs/decisions.md 250-255): the system catalogue and the
// variables of each type; an account copies, edits, publishes, archives; a template is checked on
// save (unknown variable, syntax: 422 with line and column); hostile templates are refused or
// stopped and the service stays up; a lease PDF printed from a template names its version, and
// regenerates from it after a new version; a version a PDF names is not deleted.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { contractLease, expectPdf, rawCall } from '../../support/lease-pdfs.js';
import { ok, problem } from '../../support/leasing.js';
import { samples } from '../../support/files.js';
import { publishedTemplate, systemTemplateId } from '../../support/templates.js';

let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Templates');
  other = await app.newTenant('Templates, other account');
}, 60_000);
afterAll(() => app.close());

describe('the system catalogue', () => {
  it('has one template per type, each with its legal mentions, and the variables of each type', async () => {
    const catalogue = ok(await tenant.client.templateCatalogue.list(), 200);
    expect(catalogue.data).toHaveLength(13);
    expect(new Set(catalogue.data.map((t) => t.type)).size).toBe(13);
    const receipt = catalogue.data.find((t) => t.type === 'RentReceipt')!;
    expect(receipt.mentions).toContain('article 21 de la loi n° 89-462 du 6 juillet 1989');
    expect(ok(await tenant.client.templateCatalogue.get({ params: { id: receipt.id } }), 200).body).toBe(receipt.body);
    const variables = ok(await tenant.client.templateCatalogue.variables({ params: { type: 'RentReceipt' } }), 200);
    expect(variables.data.map((v) => v.name)).toEqual(expect.arrayContaining(['lease.rent', 'receipt.period_start']));
    expect(variables.data.find((v) => v.name === 'lessees')).toMatchObject({ type: 'list', items: expect.any(Array) });
  });
});

describe("an account's templates", () => {
  it('copies a system template as a draft, publishes it as version 1, and makes it the default of its type', async () => {
    const source = await systemTemplateId(tenant.client);
    const draft = ok(
      await tenant.client.templates.create({ body: { name: 'Ma quittance', source_template_id: source } }),
      201,
    );
    expect(draft).toMatchObject({ type: 'RentReceipt', status: 'DRAFT', published_version: null, versions: [] });
    const conflict = await tenant.client.templates.update({ params: { id: draft.id }, body: { is_default: true } });
    problem(conflict, 409);
    const published = ok(await tenant.client.templates.publish({ params: { id: draft.id }, body: undefined }), 200);
    expect(published).toMatchObject({ status: 'PUBLISHED', published_version: 1, versions: [{ number: 1 }] });
    const first = ok(
      await tenant.client.templates.update({ params: { id: draft.id }, body: { is_default: true } }),
      200,
    );
    expect(first.is_default).toBe(true);
    const second = await publishedTemplate(tenant.client);
    ok(await tenant.client.templates.update({ params: { id: second.id }, body: { is_default: true } }), 200);
    const again = ok(await tenant.client.templates.get({ params: { id: draft.id } }), 200);
    expect(again.is_default).toBe(false);
    const listed = ok(await tenant.client.templates.list({ query: { type: 'RentReceipt', status: 'PUBLISHED' } }), 200);
    expect(listed.data.map((t) => t.id)).toEqual(expect.arrayContaining([draft.id, second.id]));
  });

  it('refuses an unknown variable, naming it and its line, and changes nothing', async () => {
    const template = await publishedTemplate(tenant.client);
    const response = await tenant.client.templates.update({
      params: { id: template.id },
      body: { body: '<h1>Quittance</h1>\n<p>{{ lease.rent }}</p>\n<p>{{ lease.rnt }}</p>' },
    });
    const refusal = problem(response, 422);
    expect(refusal.errors).toEqual([
      { path: 'body', code: 'unknown_variable', message: expect.stringContaining('lease.rnt') },
    ]);
    expect(refusal.template_errors).toEqual([expect.objectContaining({ variable: 'lease.rnt', line: 3, column: 7 })]);
    const after = ok(await tenant.client.templates.get({ params: { id: template.id } }), 200);
    expect(after.draft_body).toBe(template.draft_body);
  });

  it('refuses a syntax error with its line and column', async () => {
    const response = await tenant.client.templates.create({
      body: { name: 'Cassé', type: 'OtherDocument', body: '<p>un</p>\n{% if lease.rent %}\n<p>deux</p>' },
    });
    expect(problem(response, 422).template_errors).toEqual([
      expect.objectContaining({ code: 'syntax', line: 2, column: 1 }),
    ]);
  });

  it('keeps an archived template from being edited', async () => {
    const template = await publishedTemplate(tenant.client);
    ok(await tenant.client.templates.archive({ params: { id: template.id }, body: undefined }), 200);
    problem(await tenant.client.templates.update({ params: { id: template.id }, body: { name: 'X' } }), 409);
  });
});

describe('hostile templates', () => {
  const refused = async (body: string) =>
    problem(await tenant.client.templatePreview.html({ body: { type: 'OtherDocument', body } }), 422);

  it('refuses include and render of a file path, and constructor access, when saved', async () => {
    for (const body of ['{% include "/etc/passwd" %}', "{% render '../../package.json' %}"])
      expect((await refused(body)).template_errors).toEqual([expect.objectContaining({ code: 'syntax' })]);
    const saved = await tenant.client.templates.create({
      body: { name: 'Proto', type: 'OtherDocument', body: '{{ lessor.constructor.name }}' },
    });
    expect(problem(saved, 422).template_errors).toEqual([
      expect.objectContaining({ code: 'unknown_variable', variable: 'lessor.constructor.name' }),
    ]);
  });

  it('stops an endless loop and a huge output at their budgets, naming them, and stays up', async () => {
    const loop = await refused('{% for i in (1..1000000000) %}{% for j in (1..1000000000) %}x{% endfor %}{% endfor %}');
    expect(loop.template_errors).toEqual([expect.objectContaining({ code: 'memory_limit' })]);
    const body = '{% for i in (1..1000) %}{{ letter.text }}{% endfor %}';
    const huge = problem(
      await tenant.client.templatePreview.html({
        body: { type: 'OtherDocument', body, values: { 'letter.text': 'x'.repeat(5_000) } },
      }),
      422,
    );
    expect(huge.template_errors).toEqual([expect.objectContaining({ code: 'output_limit' })]);
    expect(huge.detail).toContain('limit');
    ok(await tenant.client.templateCatalogue.list(), 200);
  });

  it('prints no remote image, script or style fetch', async () => {
    const body =
      '<h1>T</h1><img src="https://evil.example/x.png"><script>alert(1)</script><p style="background:url(https://evil.example)">ok</p><link rel="stylesheet" href="https://evil.example/s.css">';
    const html = ok(await tenant.client.templatePreview.html({ body: { type: 'OtherDocument', body } }), 200).html;
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('script');
    expect(html).toContain('ok');
  });
});

describe('previews and lease PDFs from a template', () => {
  let leaseId: string;
  beforeAll(async () => {
    leaseId = (await contractLease(tenant.client)).leaseId;
  });

  it("previews with the type's examples, or with a lease, as HTML or PDF", async () => {
    const id = await systemTemplateId(tenant.client);
    const example = ok(await tenant.client.templatePreview.html({ body: { template_id: id } }), 200);
    expect(example).toMatchObject({ type: 'RentReceipt', version: 1 });
    expect(example.html).toContain('SCI Les Tilleuls');
    const real = ok(
      await tenant.client.templatePreview.html({
        body: { template_id: id, lease_id: leaseId, values: { 'receipt.paid': '1 234,00 €' } },
      }),
      200,
    );
    expect(real.html).toContain('8 rue Oberkampf');
    expect(real.html).toContain('1 234,00 €');
    const { response, bytes } = await rawCall(app.baseUrl, tenant, 'POST', '/api/template-preview/pdf', {
      body: { template_id: id, lease_id: leaseId },
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expectPdf(bytes);
    const unknown = await tenant.client.templatePreview.html({ body: { template_id: id, values: { 'x.y': 'z' } } });
    expect(problem(unknown, 422).errors).toEqual([expect.objectContaining({ path: 'values.x.y' })]);
  });

  it('inlines an account image by media id', async () => {
    const logo = ok(await tenant.client.media.upload({ body: { file: new File([samples.png()], 'logo.png') } }), 201);
    const body = `<h1>Courrier</h1>{% image "${logo.id}" %}<p>{{ letter.text }}</p>`;
    const html = ok(await tenant.client.templatePreview.html({ body: { type: 'OtherDocument', body } }), 200).html;
    expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="">/);
    const foreign = await other.client.templatePreview.html({ body: { type: 'OtherDocument', body } });
    expect(problem(foreign, 422).template_errors).toEqual([expect.objectContaining({ code: 'unknown_image' })]);
  });

  it('prints a lease PDF from a version, names it, and regenerates it from v1 after v2 is published', async () => {
    const template = await publishedTemplate(tenant.client, 'LeaseContract');
    const generate = (extra: Record<string, unknown> = {}) =>
      tenant.client.leasePdfs.generate({
        params: { lease_id: leaseId },
        body: { template_type: 'LeaseContract', template_id: template.id, ...extra } as never,
      });
    const v1 = ok(await generate(), 201);
    expect(v1).toMatchObject({ template_id: template.id, template_version: 1, template_type: 'LeaseContract' });
    const edited = template.draft_body.replace('<h1>Contrat de location</h1>', '<h1>Contrat de location (v2)</h1>');
    ok(await tenant.client.templates.update({ params: { id: template.id }, body: { body: edited } }), 200);
    ok(await tenant.client.templates.publish({ params: { id: template.id }, body: undefined }), 200);
    const v2 = ok(await generate(), 201);
    expect(v2.template_version).toBe(2);
    expect(v2.sha256).not.toBe(v1.sha256);
    const again = ok(await generate({ template_version: 1 }), 201);
    expect(again).toMatchObject({ template_version: 1, sha256: v1.sha256 });
    expect(
      problem(await tenant.client.templates.removeVersion({ params: { id: template.id, number: 1 } }), 409).detail,
    ).toContain('archive');
  });

  it("prints the account's default template of a type when no template_id is named", async () => {
    const before = await tenant.client.leasePdfs.generate({
      params: { lease_id: leaseId },
      body: { template_type: 'NoticeToVacate' } as never,
    });
    expect(problem(before, 422).errors).toEqual([expect.objectContaining({ code: 'no_template' })]);
    const congé = await publishedTemplate(tenant.client, 'NoticeToVacate');
    ok(await tenant.client.templates.update({ params: { id: congé.id }, body: { is_default: true } }), 200);
    const pdf = ok(
      await tenant.client.leasePdfs.generate({
        params: { lease_id: leaseId },
        body: { template_type: 'NoticeToVacate', values: { 'notice.reason': 'vente du logement' } } as never,
      }),
      201,
    );
    expect(pdf).toMatchObject({ template_id: congé.id, template_version: 1, template_type: 'NoticeToVacate' });
    expect(pdf.custom_variables).toEqual({ 'notice.reason': 'vente du logement' });
    const contract = ok(
      await tenant.client.leasePdfs.generate({
        params: { lease_id: leaseId },
        body: { template_type: 'LeaseContract' } as never,
      }),
      201,
    );
    expect(contract.template_id).toBe('5f0c2d7e-3b1a-4c8e-9a6d-2e4f1b7c9d30');
  });

  it('refuses a published template that breaks its budget when printed, naming the limit, and stores nothing', async () => {
    const loop = '<h1>Boucle</h1>{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}';
    const template = await publishedTemplate(tenant.client, 'OtherDocument', loop);
    const listed = async () =>
      ok(await tenant.client.leasePdfs.list({ params: { lease_id: leaseId }, query: {} }), 200);
    const [pdfsBefore, cacheBefore] = [await listed(), ok(await tenant.client.leasePdfCache.stats(), 200)];
    const refused = await tenant.client.leasePdfs.generate({
      params: { lease_id: leaseId },
      body: { template_type: 'OtherDocument', template_id: template.id } as never,
    });
    const body = problem(refused, 422);
    expect(body.template_errors).toEqual([expect.objectContaining({ code: 'memory_limit' })]);
    expect(body.detail).toContain('memory alloc limit');
    expect((await listed()).meta.pagination.total).toBe(pdfsBefore.meta.pagination.total);
    expect(ok(await tenant.client.leasePdfCache.stats(), 200)).toMatchObject({ entries: cacheBefore.entries });
  });

  it('deletes a version no PDF names', async () => {
    const template = await publishedTemplate(tenant.client);
    ok(await tenant.client.templates.removeVersion({ params: { id: template.id, number: 1 } }), 204);
    const after = ok(await tenant.client.templates.get({ params: { id: template.id } }), 200);
    expect(after).toMatchObject({ status: 'DRAFT', published_version: null, versions: [] });
  });

  it('refuses a template of one type used for another, and a template of another account', async () => {
    const receipt = await publishedTemplate(tenant.client);
    const wrong = await tenant.client.leasePdfs.generate({
      params: { lease_id: leaseId },
      body: { template_type: 'LeaseContract', template_id: receipt.id } as never,
    });
    expect(problem(wrong, 422).errors).toEqual([expect.objectContaining({ code: 'template_type_mismatch' })]);
    const foreignLease = (await contractLease(other.client)).leaseId;
    const foreign = await other.client.leasePdfs.generate({
      params: { lease_id: foreignLease },
      body: { template_type: 'RentReceipt', template_id: receipt.id } as never,
    });
    problem(foreign, 404);
    const asNotice = await tenant.client.templatePreview.html({
      body: { template_id: receipt.id, type: 'NoticeToVacate' },
    });
    expect(problem(asNotice, 422).errors).toEqual([expect.objectContaining({ code: 'template_type_mismatch' })]);
    problem(await other.client.templates.get({ params: { id: receipt.id } }), 404);
    problem(await other.client.templatePreview.html({ body: { template_id: receipt.id } }), 404);
  });
});
