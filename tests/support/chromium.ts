/**
 * @module Headless chromium driven by playwright-core, never a browser a tool downloads: Debian's
 * `/usr/bin/chromium` when present, else the Chromium shipped inside the `@sparticuz/chromium` npm
 * package (a devDependency, unpacked locally) when it starts here, else none. With none, browser
 * tests skip with one visible line, except under `CI=true`, where a missing browser fails.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const APT_LINE = 'apt-get install -y --no-install-recommends chromium';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export interface FoundChromium {
  readonly path: string;
  readonly source: 'debian' | 'npm';
  readonly args: readonly string[];
}

/** Why no browser was found, or undefined when one was. */
export type ChromiumLookup = { found: FoundChromium } | { missing: string };

export async function findChromium(): Promise<ChromiumLookup> {
  if (existsSync(CHROMIUM)) return { found: { path: CHROMIUM, source: 'debian', args } };
  try {
    const pkg = (await import('@sparticuz/chromium')).default;
    const path = await pkg.executablePath();
    if (path && existsSync(path)) {
      // The package's own flags let its build start without a GPU or a zygote; ours keep it offline.
      return { found: { path, source: 'npm', args: [...new Set([...pkg.args, ...args])] } };
    }
  } catch (err) {
    return {
      missing: `no ${CHROMIUM} and @sparticuz/chromium did not start (${String(err).split('\n')[0]})`,
    };
  }
  return { missing: `no ${CHROMIUM} and no Chromium from @sparticuz/chromium` };
}

/** The one line a missing browser gives: a skip outside CI, the failure's message under CI. */
export function missingBrowserLine(reason: string): string {
  return `no browser for the browser test: ${reason}; install one with \`${APT_LINE}\``;
}

export async function launchChromium(found: FoundChromium): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: found.path,
    headless: true,
    args: [...found.args],
    viewport: { width: 1400, height: 1000 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
