import { Migration } from '@mikro-orm/migrations';
import { type List, listIndexes } from './Migration20261123030200_list_indexes_of_later_areas.js';

// The lists of credit purchases and webhooks (merged after Migration20261123030300), indexed the
// same way (docs/decisions.md 78). The credit packages are shared rows without a tenant, a handful,
// read with their own index.
const LISTS: List[] = [
  { table: 'credit_entries', sorts: ['created_at', 'kind', 'amount'], by: 'created_at' },
  { table: 'payment_events', sorts: ['created_at', 'type'], filters: ['purchase_id'], by: 'created_at' },
  { table: 'webhook_subscriptions', sorts: ['created_at', 'url'], filters: ['enabled'], by: 'created_at' },
  {
    table: 'webhook_deliveries',
    scope: 'subscription_id',
    sorts: ['created_at', 'status', 'event_type'],
    by: 'created_at',
  },
];

const ALL = listIndexes(LISTS);

export class Migration20261123030400ListIndexesOfCreditsAndWebhooks extends Migration {
  override async up(): Promise<void> {
    for (const statement of ALL.up) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of ALL.down) this.addSql(statement);
  }
}
