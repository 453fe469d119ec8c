import { type DestinationStream, pino } from 'pino';
import { PinoPretty } from 'pino-pretty';

/**
 * Logs on stdout; secrets never reach them (docs/decisions.md, record 153): key headers are
 * redacted here, guest tokens masked in logged URLs (adapters/http/app.ts), bodies never logged.
 * JSON when stdout is not a terminal (a file, a pipe, a log collector); on a terminal, one readable
 * line per entry, a request as its method, path, status and time (docs/decisions.md 205).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    { level, redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'] },
    destination ?? (process.stdout.isTTY ? readable() : undefined),
  );
}

/** One line per entry for a person: the time, the level, the message and the fields that are not a request's. */
function readable(): DestinationStream {
  return PinoPretty({
    colorize: true,
    singleLine: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,reqId',
  });
}
