// JSON answers written as text (docs/decisions.md 325). express's res.json hands its text to
// res.send, which parses and formats the Content-Type again to add the charset, and copies any text
// over 1,000 characters into a Buffer only to count its bytes. For the common answer (no
// Content-Type, ETag or Last-Modified set yet, a status that carries a body) the same headers are
// set directly and the text is written as it is; anything else (an answer whose res.send a
// middleware watches) takes express's own path.
import type { Express, Response } from 'express';

const CONTENT_TYPE = 'application/json; charset=utf-8';
const WITHOUT_BODY = new Set([204, 205, 304]);

function isPlainAnswer(res: Response): boolean {
  return (
    // A middleware that watches res.send (idempotency.ts keeps the answer it sends) sees it.
    !Object.hasOwn(res, 'send') &&
    res.getHeader('Content-Type') === undefined &&
    res.getHeader('ETag') === undefined &&
    res.getHeader('Last-Modified') === undefined &&
    !WITHOUT_BODY.has(res.statusCode)
  );
}

/** Installs the text path on the app's responses (app.response: this app's only). */
export function writeJsonAsText(app: Express): void {
  const expressJson = app.response.json;
  app.response.json = function json(this: Response, ...args: unknown[]) {
    const text = args.length === 1 && isPlainAnswer(this) ? JSON.stringify(args[0]) : undefined;
    if (text === undefined) return expressJson.apply(this, args as [unknown]);
    this.setHeader('Content-Type', CONTENT_TYPE);
    this.setHeader('Content-Length', Buffer.byteLength(text));
    this.end(this.req.method === 'HEAD' ? undefined : text);
    return this;
  };
}
