// Port: secrets (API keys, tokens) and their digests, so that core needs no crypto library.
import type { KeyKind } from '../../contract/vocabulary/tenancy.js';

export interface Secrets {
  newKey(kind: KeyKind): string;
  hash(key: string): string;
}
