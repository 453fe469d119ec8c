// When each key was last used (docs/decisions.md 287), cheaply: a process writes a key's
// last_used_at at most once a minute, in the background, never delaying the request; the key change
// trigger ignores that column, so no process drops its cached keys for it.
import type { Orm } from '../persistence/orm.js';

export const KEY_USE_EVERY_MS = 60_000;

export function keyUse(orm: Orm, everyMs = KEY_USE_EVERY_MS) {
  const written = new Map<string, number>();
  return {
    record(keyId: string) {
      const now = Date.now();
      const last = written.get(keyId);
      if (last !== undefined && now - last < everyMs) return;
      if (written.size > 10_000) written.clear();
      written.set(keyId, now);
      void orm.em
        .getConnection()
        .execute(
          `update "api_keys" set "last_used_at" = now() where "id" = ? and ("last_used_at" is null or "last_used_at" < now() - interval '1 minute')`,
          [keyId],
        )
        .catch(() => written.delete(keyId));
    },
  };
}
