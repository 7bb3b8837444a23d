/**
 * `index.html` read in a real browser: the contract run (the command's stage in process,
 * tests/support/in-process.ts) against a sandbox with three
 * faults (a stack trace leak, 500 on unknown ids, op 13 answering without a token), then headless
 * chromium reads the first screen (verdict, failing findings, differences with the security one in
 * red), filters the operations to those that differ, expands them all, filters the findings, opens
 * evidence views from the differences, the findings and the gap report, follows a grouped finding
 * from its operation, and takes screenshots
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
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

type Grouped = Finding & { group: string };

interface Har {
  log: { entries: { _id?: string; response: { status: number; content: { text?: string } } }[] };
}

/** A computed style property of the first element a selector finds (the test has no DOM types). */
const computed = (selector: string, property: string) =>
  `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue('${property}')`;

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
    const sandbox = await startSandbox({
      faults: ['stack-trace-leak', 'server-error-on-unknown-id', 'auth-bypass'],
    });
    try {
      run = await runContractInProcess({ ...targetEnv(sandbox), EXAMPLES: '2' });
    } finally {
      await sandbox.close();
    }
    if ('found' in lookup) browser = await launchChromium(lookup.found);
    browser.context.on('request', (r) => requested.push(r.url()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the first screen: the verdict, what fails the run and the differences, security first', async () => {
    expect(run.code, run.stderr).toBe(1);
    const failing = run.json<{ findings: Finding[] }>('findings.json').findings.filter((f) => f.fails);
    expect(failing.length).toBeGreaterThan(0);
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${join(run.reportDir, 'index.html')}`);
    const height = page.viewportSize()?.height ?? 0;
    const onFirstScreen = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return box !== null && box.y + Math.min(box.height, 40) <= height;
    };
    expect(await page.locator('h1').textContent()).toBe('Contract run: FAIL');
    expect(await page.locator('.headline').textContent()).toMatch(
      new RegExp(
        `^FAIL with ${failing.length} failing findings?; \\d+ differences from the document on \\d+ operations \\(\\d+ security\\)`,
      ),
    );
    expect(await page.locator('#failing li.sev-critical, #failing li.sev-high').count()).toBeGreaterThan(0);
    expect(await onFirstScreen('#failing li')).toBe(true);
    // Op 13 answers without a token: a security difference, in red, with method and path.
    const security = page.locator('#differences li.diff-security');
    expect(await security.first().textContent()).toContain('answers without a token');
    expect(await page.evaluate(computed('#differences li.diff-security', 'color'))).toBe('rgb(176, 0, 32)');
    expect(await page.locator('#differences .op-diffs > li').first().textContent()).toContain(
      '#13 POST /v1/homes/{dealId}/note',
    );
    expect(await onFirstScreen('#differences li.diff-security')).toBe(true);
    expect(await page.locator('#differences .conventions li', { hasText: 'error envelope' }).count()).toBe(1);
    await page.screenshot({ path: join(run.reportDir, 'index-first-screen.png') });

    // The security difference's evidence: the request carried no token and was answered 201.
    await security.first().locator('a[data-ex]').first().click();
    const dialog = page.locator('dialog#evidence');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.ex-req').textContent()).not.toMatch(/authorization:/i);
    const response = (await dialog.locator('.ex-res').textContent()) ?? '';
    expect(response).toMatch(/^HTTP 201/);
    expect(response).toMatch(/\n\{\n {2}"/); // the JSON body pretty-printed
    expect(await page.evaluate(computed('dialog#evidence pre', 'word-break'))).not.toBe('break-all');
    await dialog.locator('button.close').click();

    // Only the operations that differ, then all of them expanded.
    const ops = page.locator('details.op:not(.hidden)');
    expect(await ops.count()).toBe(21);
    const differing = await page.locator('details.op:not([data-differences="0"])').count();
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(21);
    await page.check('#only-differences');
    expect(await ops.count()).toBe(differing);
    expect(await page.locator('details.op#op-13 summary .badge.diff.security').isVisible()).toBe(true);
    await page.click('#expand-all');
    expect(await ops.evaluateAll((ds) => ds.every((d) => d.hasAttribute('open')))).toBe(true);
    await page.locator('#operations').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(run.reportDir, 'index-only-differences.png') });
    await page.uncheck('#only-differences');
    expect(await ops.count()).toBe(21);

    // The gap report in the page: op 13 opens with its security difference, its evidence opens.
    const gap13 = page.locator('details.gap-op[data-op="13"]');
    expect(await gap13.getAttribute('open')).not.toBeNull();
    expect(await gap13.locator('li.diff').first().getAttribute('class')).toContain('diff-security');
    await gap13.locator('ul.answers a[data-ex]').first().click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.ex-title').textContent()).toContain('operation #13');
    await dialog.locator('button.close').click();
    await gap13.screenshot({ path: join(run.reportDir, 'index-gap-report.png') });
    expect(errors).toEqual([]);
  });

  test('filters findings, opens an evidence view, saves screenshots', async () => {
    expect(run.code, run.stderr).toBe(1);
    const findings = run.json<{ findings: Grouped[] }>('findings.json').findings;
    const leaks = findings.filter((f) => f.check === 'stack_trace_leak');
    expect(leaks.length).toBeGreaterThan(0);
    expect(findings.length).toBeGreaterThan(leaks.length);

    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${join(run.reportDir, 'index.html')}`);
    // The same finding on several operations is one row (findings.json names its `group`).
    const rows = page.locator('tr.finding:not(.hidden)');
    const groups = (of: readonly Grouped[]) => new Set(of.map((f) => f.group)).size;
    expect(await rows.count()).toBe(groups(findings));
    expect(groups(findings)).toBeLessThan(findings.length);
    expect(await page.locator('#finding-count').textContent()).toBe(`${findings.length} shown`);

    await page.selectOption('#check-filter', 'stack_trace_leak');
    expect(await rows.count()).toBe(groups(leaks));
    expect(await page.locator('#finding-count').textContent()).toBe(`${leaks.length} shown`);
    for (const check of await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-check')))) {
      expect(check).toBe('stack_trace_leak');
    }
    await page.uncheck('input[name=severity][value=high]');
    expect(await rows.count()).toBe(0);
    await page.check('input[name=severity][value=high]');

    // The first leak's evidence: the dialog shows the recorded response, the stack frame as text.
    const first = rows.first();
    const id = await first.locator('td.evidence a[data-ex]').first().getAttribute('data-ex');
    const har = run.json<Har>('exchanges.har');
    const recorded = har.log.entries.find((e) => e._id === id);
    expect(recorded, `exchange ${id} in the HAR`).toBeDefined();
    await first.locator('td.evidence a[data-ex]').first().click();
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
    await first.locator(`td.op-name a[href="#op-${op}"]`).click();
    const view = page.locator(`details#op-${op}`);
    expect(await view.getAttribute('open')).not.toBeNull();
    expect(await view.locator('table.fields th', { hasText: 'closed set' }).count()).toBe(1);
    expect(await view.locator('.op-findings li', { hasText: 'stack_trace_leak' }).count()).toBeGreaterThan(0);
    await view.screenshot({ path: join(run.reportDir, 'index-operation.png') });

    // A grouped finding followed from its operation: its row's list opens on its own line, with
    // its own evidence.
    const grouped = page.locator('tr.finding:not(.hidden):not([data-count="1"])').first();
    const member = grouped.locator('details.members li').last();
    expect(await member.isVisible()).toBe(false);
    const anchor = await member.getAttribute('id');
    await page.locator(`.op-findings a[href="#${anchor}"]`).click();
    await expect.poll(() => member.isVisible()).toBe(true);
    expect(await member.locator('a[data-ex]').count()).toBeGreaterThan(0);
    await grouped.screenshot({ path: join(run.reportDir, 'index-grouped-finding.png') });

    // Server text stays text: no element the page did not write itself, no request beyond the file.
    expect(
      await page
        .locator(
          'body *:not(h1,h2,h3,h4,p,section,nav,a,span,b,small,em,code,pre,ul,li,table,thead,tbody,tr,th,td,details,summary,form,label,input,select,option,output,button,dialog,div,script,br,del,ins)',
        )
        .count(),
    ).toBe(0);
    expect(requested.every((u) => u.startsWith('file://'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
