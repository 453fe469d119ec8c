import { type DestinationStream, pino } from 'pino';

/**
 * Structured JSON logs on stdout; secrets never reach them (docs/decisions.md, record 153): key
 * headers are redacted here, guest tokens masked in logged URLs (adapters/http/app.ts), bodies never logged.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    { level, redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'] },
    destination,
  );
}
