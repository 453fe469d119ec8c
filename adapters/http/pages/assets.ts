// The pages' stylesheet and script, each at a path named by its content's hash, with the SHA-384
// its tag's `integrity` states: the CSP allows scripts and styles of this origin only, never
// inline, and a cached copy is never stale (a change is a new path).
import { createHash } from 'node:crypto';
import { type Router, Router as router } from 'express';
import { PAGE_STYLE } from './page-style.js';
import { SIGNATURE_PAD_SCRIPT } from './signature-pad-script.js';

export interface Asset {
  path: string;
  integrity: string;
  contentType: string;
  body: string;
}

function asset(name: string, extension: string, contentType: string, body: string): Asset {
  const digest = createHash('sha384').update(body).digest();
  return {
    path: `/assets/${name}.${digest.toString('hex').slice(0, 16)}.${extension}`,
    integrity: `sha384-${digest.toString('base64')}`,
    contentType,
    body,
  };
}

export const ASSETS = {
  style: asset('pages', 'css', 'text/css; charset=utf-8', PAGE_STYLE),
  signaturePad: asset('signature-pad', 'js', 'text/javascript; charset=utf-8', SIGNATURE_PAD_SCRIPT),
};

export function assetsRouter(): Router {
  const assets = router();
  for (const { path, contentType, body } of Object.values(ASSETS))
    assets.get(path, (_req, res) => {
      res.set({
        'Content-Type': contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      res.send(body);
    });
  return assets;
}
