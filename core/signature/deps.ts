// What the signature use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { GuestSecrets } from '../ports/guest-secrets.js';
import type { Ids } from '../ports/ids.js';
import type { Notifier } from '../ports/notifier.js';
import type { Quota } from '../ports/quota.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';
import type { Secrets } from '../ports/secrets.js';
import type { Stores } from '../ports/store.js';
import type { Workflows } from '../ports/workflows.js';

export interface SignatureSettings {
  /** Days a signature request stays open (default 14). */
  expiryDays: number;
  /** Days before expiry the signers still to sign are reminded (default 3 and 1). */
  reminderDays: number[];
}

export interface SignatureDeps {
  clock: Clock;
  ids: Ids;
  /** SHA-256 digests (tokens, fingerprints). */
  secrets: Pick<Secrets, 'hash'>;
  guestSecrets: GuestSecrets;
  files: FileStore;
  inspector: FileInspector;
  workflows: Workflows;
  events: EventOutbox;
  /** One-time codes go out through it (SMS or e-mail). */
  notifier: Notifier;
  stores: Stores;
  settings: SignatureSettings;
  /** The plan's limit on signatures per period (docs/decisions.md 283). */
  quota: Quota;
  /** Renders the PDF of a mandate sent for signature (docs/decisions.md 300). */
  renderer?: PdfRenderer;
}

export const DEFAULT_SIGNATURE_SETTINGS: SignatureSettings = { expiryDays: 14, reminderDays: [3, 1] };
