// The security headers of the pages for people. Scripts and styles only from this origin (the
// hashed assets; no inline code, no handler attribute), forms posted here only, frames only of
// this origin (the PDF), and never framed: no account setting allows another origin yet
// (docs/decisions.md). No referrer leaves a page, whose path may carry a guest token.
import type { NextFunction, Request, Response } from 'express';

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function pageHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Content-Security-Policy': PAGE_CSP,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // A page may show one person's lease, or figures they typed: no copy kept on the way.
    'Cache-Control': 'no-store',
  });
  next();
}

/** A PDF the signing page shows in its frame: framed by this origin only, and nothing else loaded. */
export function framedBySelf(res: Response): void {
  res.set({ 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' });
}
