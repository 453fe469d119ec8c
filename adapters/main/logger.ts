import { pino } from 'pino';

/** Structured JSON logs on stdout; secrets never reach them. */
export function createLogger(level: string) {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] });
}
