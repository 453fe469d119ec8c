import { type DestinationStream, destination, pino } from 'pino';
import { PinoPretty } from 'pino-pretty';

/**
 * Logs on stdout; secrets never reach them (docs/decisions.md, record 153): key headers are
 * redacted here, guest tokens masked in logged URLs (adapters/http/app.ts), bodies never logged.
 * JSON when stdout is not a terminal (a file, a pipe, a log collector); on a terminal, one readable
 * line per entry, a request as its method, path, status and time (docs/decisions.md 205).
 */
export function createLogger(level: string, output?: DestinationStream) {
  return pino(
    { level, redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'] },
    output ?? (process.stdout.isTTY ? readable() : undefined),
  );
}

/** Lines are written together once they make this many bytes... */
const LOG_BATCH_BYTES = 4096;
/** ...or when they have waited this long. */
const LOG_BATCH_MS = 100;

/**
 * The output of the long-running processes (the API, the worker) when stdout is not a terminal:
 * written without blocking, in batches of 4 KB or every 100 ms, whichever comes first (pino's
 * asynchronous destination, flushed when the process exits; docs/decisions.md 331 and 340).
 * On a terminal: undefined, the readable lines.
 */
export function serviceOutput(): DestinationStream | undefined {
  return process.stdout.isTTY
    ? undefined
    : destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_BATCH_MS });
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
