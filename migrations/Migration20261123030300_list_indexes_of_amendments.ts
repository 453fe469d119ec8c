import { Migration } from '@mikro-orm/migrations';
import { type List, listIndexes } from './Migration20261123030200_list_indexes_of_later_areas.js';

// The lists of lease amendments (merged after Migration20261123030200), indexed the same way
// (docs/decisions.md 78): tenant, the lease or the amendment the list hangs from, each sort field
// and `id`, the nulls-last twin of a nullable one, each equality filter before the default sort.
const LISTS: List[] = [
  {
    table: 'lease_amendments',
    scope: 'lease_id',
    sorts: ['amendment_number', 'effective_date', 'status', 'type', 'title', 'created_at', 'updated_at'],
    by: 'amendment_number',
  },
  { table: 'amendment_rent_details', scope: 'amendment_id', sorts: ['created_at'], by: 'created_at' },
  { table: 'amendment_duration_details', scope: 'amendment_id', sorts: ['created_at'], by: 'created_at' },
  {
    table: 'amendment_documents',
    scope: 'amendment_id',
    sorts: ['created_at', 'updated_at', 'document_type', 'file_name', 'file_size'],
    by: 'created_at',
  },
  {
    table: 'amendment_validations',
    scope: 'amendment_id',
    sorts: ['created_at', 'decision', 'validator_name'],
    by: 'created_at',
  },
  { table: 'amendment_history', scope: 'amendment_id', sorts: ['change_date', 'change_type'], by: 'change_date' },
  {
    table: 'amendment_notifications',
    scope: 'amendment_id',
    sorts: ['created_at', 'status', 'notification_type', 'recipient_type'],
    filters: ['recipient_id'],
    by: 'created_at',
  },
];

const ALL = listIndexes(LISTS);

export class Migration20261123030300ListIndexesOfAmendments extends Migration {
  override async up(): Promise<void> {
    for (const statement of ALL.up) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of ALL.down) this.addSql(statement);
  }
}
