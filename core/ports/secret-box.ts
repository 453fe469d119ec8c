// Port: seals a secret the service must read back (a webhook's signing secret), so that what is
// stored is of no use without the service's own key (adapters/security/secret-box.ts).

export interface SecretBox {
  seal(secret: string): string;
  /** The secret again; throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
}
