// The SecretBox adapter (docs/decisions.md 171): AES-256-GCM under a key derived from the service
// secret; a sealed secret opens only under the same key and unchanged.
import { describe, expect, it } from '@jest/globals';
import { aesSecretBox } from '../../../adapters/security/secret-box.js';

const box = aesSecretBox('service-secret-0123456789abcdef-0123456789');
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('aesSecretBox', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it('refuses a secret sealed under another service secret', () => {
    const other = aesSecretBox('another-service-secret-0123456789abcdef');
    expect(() => box.open(other.seal(secret))).toThrow();
  });

  it('refuses a changed, cut or unversioned text', () => {
    const sealed = box.seal(secret);
    const changed = sealed[10] === 'A' ? 'B' : 'A';
    expect(() => box.open(sealed.slice(0, 10) + changed + sealed.slice(11))).toThrow();
    expect(() => box.open(sealed.slice(0, 20))).toThrow('not a sealed secret');
    expect(() => box.open(`v2.${sealed.slice(3)}`)).toThrow('not a sealed secret');
    expect(() => box.open(secret)).toThrow('not a sealed secret');
  });
});
