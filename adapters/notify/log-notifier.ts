// A Notifier that delivers to the structured log: each message is one `notification queued` line
// with its idempotency key. Used by the worker until a delivery provider is configured
// (docs/architecture.md: SMS / e-mail default to an outbox readable in tests and logs). Duplicates
// within the process are dropped; across restarts the key in the log tells retries apart.
import type { Notification, Notifier } from '../../core/ports/notifier.js';
import { MemoryOutbox } from './memory-outbox.js';

export interface NotificationLogger {
  info(fields: Record<string, unknown>, message: string): void;
}

export class LogNotifier implements Notifier {
  private readonly seen = new MemoryOutbox();

  constructor(private readonly logger: NotificationLogger) {}

  async enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }> {
    const result = await this.seen.enqueue(notification);
    if (!result.duplicate) {
      this.logger.info(
        {
          notification_id: result.id,
          tenant_id: notification.tenantId,
          kind: notification.kind,
          channel: notification.channel,
          recipient: notification.recipient,
          subject: notification.subject,
          body: notification.body,
          data: notification.data,
          idempotency_key: notification.idempotencyKey,
        },
        'notification queued',
      );
    }
    return result;
  }
}
