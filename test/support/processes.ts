// The processes of a tree (the service: npm, the API, any child such as a Temporal worker or the
// Temporal dev server, PostgreSQL and its backends), with their state and resident set, read from
// /proc: the bench's memory figures, and the tests that look for processes left behind.
import { readFileSync, readdirSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** `R`, `S`, ...; `Z` for a zombie (exited, not yet reaped). */
  state: string;
  command: string;
  rssBytes: number;
}

/** What /proc says of the process, or undefined when it is gone. */
export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, ppid: Number(fields[1]), state: fields[0], command, rssBytes: rssKb * 1024 };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** The root and every descendant, parents before children. */
export function processTree(root: number): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processInfo(Number(name)))
    .filter((info): info is ProcessInfo => info !== undefined);
  const children = new Map<number, ProcessInfo[]>();
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const tree: ProcessInfo[] = [];
  const visit = (pid: number) => {
    const info = all.find((p) => p.pid === pid);
    if (info) tree.push(info);
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  visit(root);
  return tree;
}

/** A short name for a process of the service's tree. */
export function roleOf(info: ProcessInfo, apiPid: number | undefined): string {
  if (info.pid === apiPid) return 'API (node)';
  const cmd = info.command;
  if (/postgres/.test(cmd)) return /-D\s/.test(cmd) ? 'PostgreSQL postmaster' : 'PostgreSQL backends and workers';
  if (/temporal/.test(cmd) && !/node/.test(cmd)) return 'Temporal dev server';
  if (/^\S*node\s.*worker/.test(cmd)) return 'Temporal worker (node)';
  if (/npm/.test(cmd)) return 'npm';
  if (/^(\/bin\/)?sh\b/.test(cmd)) return 'sh (npm script)';
  return cmd.split(' ')[0].split('/').pop() ?? cmd;
}

/** The service's processes grouped by role, with the summed resident set of each group. */
export function groupedRss(root: number, apiPid: number | undefined) {
  const groups = new Map<string, { count: number; rssBytes: number }>();
  for (const info of processTree(root)) {
    const role = roleOf(info, apiPid);
    const group = groups.get(role) ?? { count: 0, rssBytes: 0 };
    group.count += 1;
    group.rssBytes += info.rssBytes;
    groups.set(role, group);
  }
  return [...groups.entries()].map(([role, group]) => ({ role, ...group }));
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
