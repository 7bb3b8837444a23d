/**
 * `index.html` read in a real browser: the real `npm run contract` against a sandbox with two
 * faults, then headless chromium filters the findings, opens an evidence view and takes screenshots
 * (saved beside the reports). The page must not touch the network and must show server text as text.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import {
  type Browser,
  type ChromiumLookup,
  findChromium,
  launchChromium,
  missingBrowserLine,
} from '../support/chromium.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

interface Har {
  log: { entries: { _id?: string; response: { status: number; content: { text?: string } } }[] };
}

// A fresh machine without a browser skips with one line; CI (CI=true) must have one and fails.
const lookup: ChromiumLookup = await findChromium();
const inCi = process.env.CI === 'true';
if ('missing' in lookup) {
  if (inCi) throw new Error(`CI=true: ${missingBrowserLine(lookup.missing)}`);
  console.warn(`skipped: ${missingBrowserLine(lookup.missing)}`);
}

describe.skipIf('missing' in lookup)('index.html in headless chromium', () => {
  let run: CliResult;
  let browser: Browser;
  const requested: string[] = [];

  beforeAll(async () => {
    const sandbox = await startSandbox({ faults: ['stack-trace-leak', 'server-error-on-unknown-id'] });
    try {
      run = await runContractCli({ ...targetEnv(sandbox), EXAMPLES: '2' });
    } finally {
      await sandbox.close();
    }
    if ('found' in lookup) browser = await launchChromium(lookup.found);
    browser.context.on('request', (r) => requested.push(r.url()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('filters findings, opens an evidence view, saves screenshots', async () => {
    expect(run.code, run.stderr).toBe(1);
    const findings = run.json<{ findings: Finding[] }>('findings.json').findings;
    const leaks = findings.filter((f) => f.check === 'stack_trace_leak');
    expect(leaks.length).toBeGreaterThan(0);
    expect(findings.length).toBeGreaterThan(leaks.length);

    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${join(run.reportDir, 'index.html')}`);
    const rows = page.locator('tr.finding:not(.hidden)');
    expect(await rows.count()).toBe(findings.length);

    await page.selectOption('#check-filter', 'stack_trace_leak');
    expect(await rows.count()).toBe(leaks.length);
    expect(await page.locator('#finding-count').textContent()).toBe(`${leaks.length} shown`);
    for (const check of await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-check')))) {
      expect(check).toBe('stack_trace_leak');
    }
    await page.uncheck('input[name=severity][value=high]');
    expect(await rows.count()).toBe(0);
    await page.check('input[name=severity][value=high]');

    // The first leak's evidence: the dialog shows the recorded response, the stack frame as text.
    const first = rows.first();
    const id = await first.locator('a[data-ex]').first().getAttribute('data-ex');
    const har = run.json<Har>('exchanges.har');
    const recorded = har.log.entries.find((e) => e._id === id);
    expect(recorded, `exchange ${id} in the HAR`).toBeDefined();
    await first.locator('a[data-ex]').first().click();
    const dialog = page.locator('dialog#evidence');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const response = (await dialog.locator('.ex-res').textContent()) ?? '';
    expect(response).toContain(`HTTP ${recorded?.response.status}`);
    expect(response).toContain('at Object.<anonymous>');
    expect(await dialog.locator('.ex-curl').textContent()).toMatch(/^curl /);
    await page.screenshot({ path: join(run.reportDir, 'index-evidence.png') });
    await dialog.locator('button.close').click();

    // The operation of that finding: the document beside what was observed, and the finding.
    const op = leaks[0]?.operation;
    await first.locator(`a[href="#op-${op}"]`).click();
    const view = page.locator(`details#op-${op}`);
    expect(await view.getAttribute('open')).not.toBeNull();
    expect(await view.locator('table.fields th', { hasText: 'closed set' }).count()).toBe(1);
    expect(await view.locator('.op-findings li', { hasText: 'stack_trace_leak' }).count()).toBeGreaterThan(0);
    await view.screenshot({ path: join(run.reportDir, 'index-operation.png') });

    // Server text stays text: no element the page did not write itself, no request beyond the file.
    expect(
      await page
        .locator(
          'body *:not(h1,h2,h3,h4,p,nav,a,span,b,small,em,code,pre,ul,li,table,thead,tbody,tr,th,td,details,summary,form,label,input,select,option,output,button,dialog,div,script,br,del,ins)',
        )
        .count(),
    ).toBe(0);
    expect(requested.every((u) => u.startsWith('file://'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
