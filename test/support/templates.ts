// Fixtures of the templates tests and walks: an account template copied from the system catalogue
// and published, and the id of a system template.
import type { Client } from './app.js';
import { ok } from './leasing.js';

/** The system receipt template's id, from the catalogue. */
export async function systemTemplateId(c: Client, type = 'RentReceipt'): Promise<string> {
  const catalogue = ok(await c.templateCatalogue.list(), 200);
  const found = catalogue.data.find((template) => template.type === type);
  if (!found) throw new Error(`no system template of type ${type}`);
  return found.id;
}

/** A copy of a system template, published once: its id (for the tenant-isolation walk and the fuzz seed). */
export async function publishedTemplate(c: Client, type = 'RentReceipt', body?: string) {
  const source = await systemTemplateId(c, type);
  const template = ok(
    await c.templates.create({
      body: { name: `Mon modèle ${type}`, source_template_id: source, ...(body ? { body } : {}) },
    }),
    201,
  );
  return ok(await c.templates.publish({ params: { id: template.id }, body: undefined }), 200);
}

/**
 * Tenant A's templates for the tenant-isolation walk: a published copy named with the mark, a lease
 * PDF printed from it; and the system template every account shares (not a leak).
 */
export async function seedTemplates(c: Client, leaseId: string, mark: string) {
  const template = await publishedTemplate(c, 'LeaseContract');
  ok(await c.templates.update({ params: { id: template.id }, body: { name: mark } }), 200);
  ok(
    await c.leasePdfs.generate({
      params: { lease_id: leaseId },
      body: { template_type: 'LeaseContract', template_id: template.id } as never,
    }),
    201,
  );
  return { ids: { template: template.id }, shared: { system_template: await systemTemplateId(c) } };
}
