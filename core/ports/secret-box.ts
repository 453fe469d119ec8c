// Port: seals what the service must read back but a copy of its database must not give away (a
// webhook's signing secret, a queued message with a one-time code): what is stored is of no use
// without the service's own key (adapters/security/secret-box.ts).

export interface SecretBox {
  seal(secret: string): string;
  /** The secret again; throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
}
