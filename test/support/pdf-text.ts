// Reads the text of a PDF back with poppler's pdftotext (PDFTOTEXT_PATH, set by peers.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfToText(pdftotext: string, pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(pdftotext, ['-enc', 'UTF-8', '-nopgbrk', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whitespace collapsed to single spaces and typographic apostrophes made plain, for comparisons. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
