// Small real files of each media type a lease document may have, and others it may not.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const tail = (n = 64) => randomBytes(n);

export const samples = {
  pdf: () =>
    Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      tail(),
      Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]),
  // Images are structurally valid (a random tail could read as a chunk header and confuse the sniffer).
  png: () =>
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
  jpeg: () =>
    Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.alloc(32, 0x11),
      Buffer.from('ffd9', 'hex'),
    ]),
  webp: () => {
    const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(16, 0x2a)]);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return Buffer.concat([Buffer.from('RIFF'), size, body]);
  },
  text: () => Buffer.from('just some text pretending to be a PDF\n'),
  elf: () => Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), tail()]),
  zip: () => Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), tail()]),
};

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** Every file under a directory, as paths relative to it. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
