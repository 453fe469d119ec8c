// What the messages use cases and their delivery relay are built from.
import type { Clock } from '../ports/clock.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { MessageChannels } from '../ports/message-channels.js';
import type { SecretBox } from '../ports/secret-box.js';
import type { Stores } from '../ports/store.js';
import type { SenderDefaults } from './sender-identity.js';

export interface MessagesDeps {
  clock: Clock;
  ids: Ids;
  stores: Stores;
  /** Opens a message's sealed body to send it, and seals it again once a one-time code is purged. */
  box: SecretBox;
  /** Where the attached documents are. */
  files: FileStore;
  channels: MessageChannels;
  defaults: SenderDefaults;
}
