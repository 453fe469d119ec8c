// Fixtures for the banking tests: leases with tenants of distinct names and rents, statements from
// test/fixtures/camt053/ with their placeholders filled, and the seed of the tenant-isolation walk.
import { readFileSync } from 'node:fs';
import type { Client } from './app.js';
import { newLease, newLessee, ok } from './leasing.js';

const FIXTURES = new URL('../fixtures/camt053/', import.meta.url);

/** A fixture's text, each `{{NAME}}` replaced by its value. */
export function statementFixture(name: string, values: Record<string, string>): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (values[key] === undefined) throw new Error(`no value for {{${key}}} in ${name}`);
    return values[key];
  });
}

/** An ACTIVE lease of one tenant so named, its rent and charges as given. */
export async function namedLease(
  client: Client,
  tenant: { first_name: string; last_name: string },
  terms: { rent_amount: number; charges_amount: number; start_date: string },
) {
  const lease = await newLease(client, terms);
  const lessee = await newLessee(client, {
    ...tenant,
    email: `${tenant.first_name}.${tenant.last_name}@example.fr`.toLowerCase(),
  });
  ok(
    await client.leaseLessees.add({
      params: { lease_id: lease.id },
      body: { lessee_id: lessee.id, role: 'PrimaryTenant' },
    }),
    201,
  );
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, lessee };
}

/** POST /bank-statements of a file's text, multipart as a browser sends it. */
export function importStatement(
  client: Client,
  fileName: string,
  content: string,
  fields: Record<string, unknown> = {},
) {
  return client.bankStatements.import({ body: { file: new File([content], fileName), ...fields } as never });
}

/**
 * The tenant-isolation seed: an import of one credit nobody is due (queued), whose remittance says
 * `mark`; answers the ids of the import and of its entry.
 */
export async function seedBanking(client: Client, mark: string): Promise<Record<string, string>> {
  const csv = `date;libelle;montant\n2025-01-10;${mark};12.34\n`;
  const imported = ok(
    await importStatement(client, 'isolation.csv', csv, {
      format: 'CSV',
      csv_mapping: { booked_on: 'date', remittance: 'libelle', amount: 'montant' },
    }),
    201,
  );
  const entries = ok(await client.bankEntries.list({ query: { import_id: imported.id } }), 200).data;
  return { bank_statement: imported.id, bank_entry: entries[0].id };
}
