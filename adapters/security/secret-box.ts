// The SecretBox port with AES-256-GCM under a key derived from the service secret (HKDF-SHA256):
// `v1.` and the base64url of a fresh 12-byte IV, the 16-byte tag and the ciphertext. The tag makes a
// changed text or another key fail to open rather than give a wrong secret (docs/decisions.md 171).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../core/ports/secret-box.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function aesSecretBox(serviceSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serviceSecret, '', 'rental-service sealed secrets v1', 32));
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data, ...rest] = sealed.split('.');
      const bytes = Buffer.from(data ?? '', 'base64url');
      if (version !== VERSION || rest.length > 0 || bytes.length < IV_BYTES + TAG_BYTES)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
