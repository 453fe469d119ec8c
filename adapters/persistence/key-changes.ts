// Changes to API keys told to every API process at once: a trigger on api_keys notifies the
// `api_key_changes` channel with the id of each key updated (revoked) or deleted, and each process
// LISTENs on one connection of its own, so that its key cache drops the key (adapters/http/auth.ts,
// docs/decisions.md 184). While that connection is down nothing may be cached.
import pg from 'pg';
import type { Logger } from 'pino';

export const KEY_CHANGES_CHANNEL = 'api_key_changes';

export interface KeyChanges {
  /** True while listening: a cached key may be trusted only then. */
  live(): boolean;
  /** Calls `listener` with the id of each changed key, and with null when anything may have changed (a lost connection). */
  onChange(listener: (keyId: string | null) => void): void;
  /**
   * Resolves once this process has heard of a change of the key (or of anything: a lost connection),
   * or after `timeoutMs`; at once when not listening. Called before the write, awaited after its
   * commit, it lets the answer wait for the notice that every process listening hears at the same time.
   */
  heard(keyId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Listens from now on; a lost connection is retried every `retryMs` until close(). */
export async function listenForKeyChanges(
  url: string,
  logger: Logger,
  options: { retryMs?: number } = {},
): Promise<KeyChanges> {
  const listeners: Array<(keyId: string | null) => void> = [];
  /** Who waits to hear of one key: each is told once, then forgotten. */
  const waiters = new Set<(keyId: string | null) => void>();
  const tell = (keyId: string | null) => {
    listeners.forEach((listener) => listener(keyId));
    waiters.forEach((waiter) => waiter(keyId));
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => tell(message.payload || null));
    next.on('error', (error) => logger.error({ err: error }, 'key change listener: connection lost'));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      tell(null);
      if (!closed) retry = setTimeout(reconnect, options.retryMs ?? 1_000);
    });
    try {
      await next.connect();
      await next.query(`listen ${KEY_CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    // Whatever changed while nobody listened.
    tell(null);
  };
  const reconnect = () =>
    void connect().catch((error: unknown) => {
      logger.warn({ err: error }, 'key change listener: cannot listen yet, keys are looked up on every request');
      if (!closed) retry = setTimeout(reconnect, options.retryMs ?? 1_000);
    });

  await connect();
  return {
    live: () => client !== undefined,
    onChange: (listener) => void listeners.push(listener),
    heard: (keyId, timeoutMs = 2_000) =>
      client === undefined
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const waiter = (changed: string | null) => {
              if (changed !== null && changed !== keyId) return;
              waiters.delete(waiter);
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(() => waiter(null), timeoutMs);
            timer.unref();
            waiters.add(waiter);
          }),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
