// A real browser for the pages' tests: Debian's chromium, the one Gotenberg drives (found as
// scripts/install-peers.sh recorded it), under playwright-core; nothing downloads a browser.
// Without chromium the tests fail, saying where it was looked for: they are never skipped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Page, chromium } from 'playwright-core';
import { installedPeers, locateProgram } from '../../adapters/peers/locate.js';

/** CHROMIUM_BIN_PATH, else chromium on PATH or in the peers cache, else install-peers' record, else Debian's path. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const recorded = installedPeers(env).CHROMIUM_BIN_PATH;
  const found = locateProgram('chromium', {
    envVar: 'CHROMIUM_BIN_PATH',
    env,
    system: [...(recorded ? [recorded] : []), '/usr/bin/chromium'],
  });
  if (!found)
    throw new Error(
      'chromium not found (CHROMIUM_BIN_PATH, PATH, the peers cache, /usr/bin/chromium): the browser tests need it; run scripts/install-peers.sh',
    );
  return found.path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath() });
}

/** A browser for a file's scenarios, launched again when Chromium itself died. */
export interface ChromiumSession {
  /**
   * Runs the scenario in the browser; when Chromium itself died during it ("browser has been
   * closed", seen on a loaded machine, which says nothing of the page under test), once more from
   * the start in a new browser. Any other failure fails, and so does a second death.
   */
  run(scenario: (browser: Browser) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Whether the browser is gone, or goes within a moment (a page may say it was closed first). */
function died(browser: Browser): Promise<boolean> {
  if (!browser.isConnected()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const alive = setTimeout(() => resolve(false), 2_000);
    browser.once('disconnected', () => {
      clearTimeout(alive);
      resolve(true);
    });
  });
}

export async function chromiumSession(): Promise<ChromiumSession> {
  let browser = await launchChromium();
  const live = async () => (browser.isConnected() ? browser : (browser = await launchChromium()));
  return {
    async run(scenario) {
      const first = await live();
      try {
        await scenario(first);
      } catch (error) {
        if (!(await died(first))) throw error;
        console.warn(`Chromium died during the scenario (${String(error).split('\n')[0]}): once more in a new browser`);
        await scenario(await live());
      }
    },
    close: () => browser.close(),
  };
}

/** What a page did that it must not: a script error, a load the CSP refused, a request with a Referer. */
export interface PageWatch {
  errors: string[];
  referers: string[];
}

export function watch(page: Page): PageWatch {
  const seen: PageWatch = { errors: [], referers: [] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.errors.push(message.text());
  });
  page.on('request', (request) => {
    // Chromium's PDF viewer fetches its own extension's resources with the origin alone as Referer.
    const referer = request.headers().referer;
    const internal =
      request.url().startsWith('chrome-extension:') && new URL(referer ?? '/', 'http://x').pathname === '/';
    if (referer && !internal) seen.referers.push(`${request.method()} ${request.url()} (Referer: ${referer})`);
  });
  return seen;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  url: string;
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core in the page (through the debugging protocol, which the page's CSP does not govern):
 * the WCAG 2.1 A and AA rules and axe's best practices; the violations found.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const { axe, document } = globalThis as unknown as {
      axe: { run(context: unknown, options: object): Promise<{ violations: Rule[]; passes: Rule[] }> };
      document: unknown;
    };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const { violations, passes } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false });
    return { violations, passed: passes.length };
  });
  // A run that checked nothing would find nothing: it fails instead.
  if (results.passed === 0) throw new Error(`axe-core checked no rule on ${page.url()}`);
  return results.violations.map((v) => ({
    url: page.url(),
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.flatMap((n) => n.target),
  }));
}

/** Whether the page fits the width of the screen (no sideways scrolling). */
export async function fitsTheScreen(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) === true;
}

/** The findings of the serious and critical kinds (what the pages must have none of). */
export const serious = (findings: AxeFinding[]) =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
