// The pages for people over HTTP (adapters/http/pages/): requests as a browser without script sends
// them (GET, form posts, no redirect followed), and the checks every page must pass.
import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';

export interface PageClient {
  get(path: string): Promise<Response>;
  post(path: string, fields: Record<string, string>): Promise<Response>;
}

export function pageClient(baseUrl: string, headers: Record<string, string> = {}): PageClient {
  return {
    get: (path) => fetch(`${baseUrl}${path}`, { redirect: 'manual', headers }),
    post: (path, fields) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
  };
}

export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A French HTML page with the security headers, no inline script, style or handler, and its
 * stylesheet and script served at their paths with the integrity the tags state. Resolves to the body.
 */
export async function expectPage(res: Response, status: number, baseUrl: string): Promise<string> {
  const body = await res.text();
  expect([res.status, res.headers.get('content-type')]).toEqual([status, 'text/html; charset=utf-8']);
  expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(body).toMatch(/^<!doctype html><html lang="fr">/);
  expect(body).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=|\son[a-z]+=/i);
  for (const [, path, integrity] of body.matchAll(/(?:href|src)="(\/assets\/[^"]+)" integrity="([^"]+)"/g)) {
    const asset = await fetch(`${baseUrl}${path}`);
    const bytes = Buffer.from(await asset.arrayBuffer());
    expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(integrity);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  return body;
}
