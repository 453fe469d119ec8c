import { Migration } from '@mikro-orm/migrations';

// A subscription's signing secret is stored sealed under the service's key (docs/decisions.md 171),
// which is longer than the clear secret. The database does not hold that key, so the secrets stored
// before stay clear: the relay reads a clear `whsec_...` as it is until the subscription is made again.
export class Migration20261126090000SealedWebhookSecrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_subscriptions" rename column "secret" to "sealed_secret";`);
    this.addSql(`alter table "webhook_subscriptions" alter column "sealed_secret" type text;`);
  }

  // The column stays text: sealed secrets do not fit the former varchar(100).
  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_subscriptions" rename column "sealed_secret" to "secret";`);
  }
}
