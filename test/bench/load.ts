// Load from a second process: autocannon's CLI, so that the load generator never shares an event
// loop with what it measures.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuTimeMs } from '../support/processes.js';

export interface Request {
  method: 'GET' | 'POST';
  /** Path and query string, appended to the server's base URL. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** CPU time the server process used per request (ms): what the machine's other load does not change. */
  cpuMsPerRequest?: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const CLI = path.resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js');

export async function load(
  baseUrl: string,
  request: Request,
  options: { connections: number; seconds: number; serverPid?: number },
): Promise<LoadResult> {
  const cpuBefore = options.serverPid ? cpuTimeMs(options.serverPid) : 0;
  const headers = { 'content-type': 'application/json', ...request.headers };
  const args = [
    CLI,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-m',
    request.method,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    ...(request.body === undefined ? [] : ['-b', JSON.stringify(request.body)]),
    `${baseUrl}${request.path}`,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonJson;
  const cpu = options.serverPid ? cpuTimeMs(options.serverPid) - cpuBefore : undefined;
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: cpu === undefined || result.requests.total === 0 ? undefined : cpu / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of each figure over repeated loads of one request; errors and requests are summed. */
export function medianOf(results: LoadResult[]): LoadResult {
  const cpu = results.map((r) => r.cpuMsPerRequest).filter((v): v is number => v !== undefined);
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    cpuMsPerRequest: cpu.length === results.length ? median(cpu) : undefined,
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
  };
}
