import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import type { Finding } from '../../core/finding.ts';
import type { Observation } from '../../core/observation.ts';
import type { RunRecord } from '../../core/run-record.ts';
import { labelWords, pretty } from './evidence.ts';
import { writeIndexHtml } from './page.ts';
import { script } from './script.ts';

const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)><!--';

function exchange(n: number, body: string): Exchange {
  const id = `ex-${String(n).padStart(6, '0')}`;
  return {
    id,
    operation: 1,
    label: `probe ${n}`,
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:1/v1/property/',
      headers: {},
      body: '{}',
      bodyBytes: 2,
    },
    response: {
      status: 400,
      headers: { 'content-type': 'text/html' },
      body,
      bodyBytes: body.length,
      truncated: false,
    },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
  };
}

const finding = (check: Finding['check'], over: Partial<Finding> = {}): Finding => ({
  key: `${check}|1`,
  check,
  operation: 1,
  severity: 'high',
  title: `title ${hostile}`,
  expected: 'no internals',
  actual: hostile,
  caseId: 'op01-valid_full-000',
  seed: 1,
  exchangeIds: ['ex-000003'],
  curl: `curl -sS '${hostile}'`,
  fails: false,
  occurrences: 1,
  ...over,
});

const observations: Observation[] = [
  {
    kind: 'required',
    operation: 1,
    field: 'streetAddress',
    required: true,
    evidence: { exchangeIds: ['ex-000002'], confidence: 'certain' },
  },
  {
    kind: 'enum',
    operation: 1,
    field: `x${hostile}`,
    values: [hostile],
    closed: true,
    complete: false,
    source: 'probe',
    evidence: { exchangeIds: [], confidence: 'likely' },
  },
  {
    kind: 'undetermined',
    operation: 2,
    topic: 'rate limit',
    reason: 'budget',
    evidence: { exchangeIds: [], confidence: 'tentative' },
  },
];

function run(over: Partial<RunRecord> = {}): RunRecord {
  return {
    meta: {
      tool: { name: 'contract-harness', version: '0' },
      startedAt: 's',
      finishedAt: 'f',
      target: 'http://127.0.0.1:1/',
      embeddedSandbox: false,
      seed: 1,
      examples: 1,
      requestsSent: 4,
      maxRequests: 4,
      maxRps: 0,
      sideEffectsAllowed: false,
      probeLimits: false,
      hasTokenB: false,
      budgetExhausted: true,
    },
    verdict: 'fail',
    findings: [
      finding('stack_trace_leak'),
      finding('drift', {
        key: 'drift|k',
        title: 'Breaking change since the baseline: POST /v1/property/ request.required',
        expected: '["a"]',
        actual: '["a","b"]',
        fails: true,
        exchangeIds: [],
      }),
    ],
    skipped: [{ operation: 7, reason: 'skipped: external effect' }],
    unverified: [],
    notEstablished: [],
    conventions: { failureBodyUnder2xx: false, operations: [] },
    cases: [],
    observations,
    regressions: [],
    exchanges: [1, 2, 3, 4].map((n) => exchange(n, n === 3 ? hostile : `body ${n}`)),
    ...over,
  };
}

function island(html: string): { id: string; res: string }[] {
  const m = /<script type="application\/json" id="evidence-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? 'null');
}

describe('index.html writer', () => {
  const html = writeIndexHtml(run());

  test('server text is escaped everywhere, in markup and in the JSON island', () => {
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    // Exactly the page's own two scripts open and close.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  test('embeds exactly the exchanges the page links to, bodies intact', () => {
    const data = island(html);
    expect(data.map((e) => e.id)).toEqual(['ex-000002', 'ex-000003']);
    expect(data[1]?.res).toContain(hostile);
    expect(html).toContain('data-ex="ex-000002"');
  });

  test('shows the document beside the observation, the drift diff and what was not done', () => {
    expect(html).toMatch(
      /<code>streetAddress<\/code><\/th><td class="doc">string<\/td><td><span class="fact c-certain">required/,
    );
    expect(html).toContain('<h2 id="drift">');
    expect(html).toContain('<del>[&quot;a&quot;]</del>');
    expect(html).toContain('The request budget ran out');
    expect(html).toContain('#7</a> skipped: skipped: external effect');
    expect(html).toContain('rate limit: not established (budget)');
    expect(html).toMatch(/data-check="stack_trace_leak" data-fails="false"/);
  });

  test('opens with the verdict, what fails the run and the differences; badges and filters on the list', () => {
    const page = writeIndexHtml(
      run({
        observations: [
          ...observations,
          {
            kind: 'field_exists',
            operation: 16,
            field: 'note',
            evidence: { exchangeIds: ['ex-000004'], confidence: 'certain' },
          },
        ],
      }),
    );
    const at = (s: string) => page.indexOf(s);
    expect(page).toMatch(
      /<p class="headline"><b class="fail">FAIL<\/b> with 1 failing finding; 1 difference from the document on 1 operation\./,
    );
    expect(at('<section id="failing">')).toBeLessThan(at('<section id="differences">'));
    expect(at('<section id="differences">')).toBeLessThan(at('<h2 id="findings">'));
    expect(page).toContain(
      'field <code>note</code> is not in the document; the server accepts it <a class="ev" href="#ex-000004" data-ex="ex-000004">#4</a>',
    );
    expect(page).toContain('<details class="op" id="op-16" data-op="16" data-differences="1">');
    expect(page).toMatch(
      /id="op-16"[^\n]*\n<summary>.*<span class="badge diff">1 difference<\/span><\/summary>/,
    );
    expect(page).toContain(
      '<input type="checkbox" id="only-differences"> only operations with differences (1)',
    );
    expect(page).toContain('<button type="button" id="expand-all">expand all</button>');
    expect(page).toContain('<details class="gap-op" data-op="16" data-differences="1">');
    // Findings name the operation's method and path; no rule breaks words anywhere.
    expect(page).toContain('<a href="#op-1"><b>#1</b> POST <code>/v1/property/</code></a>');
    // `anywhere` would let a table squeeze a column until field names split mid-word; `break-word`
    // breaks only a name longer than the whole line.
    expect(page).not.toContain('break-all');
    expect(page).not.toMatch(/code[^{]*\{[^}]*overflow-wrap:anywhere/);
  });

  test('evidence bodies: JSON indented for reading, anything else as it came', () => {
    expect(pretty('{"a":[1,{"b":"c"}]}')).toBe('{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ]\n}');
    expect(pretty('{"a":')).toBe('{"a":');
    expect(pretty(hostile)).toBe(hostile);
  });

  test('no drift section without a baseline or drift findings; a gate with no drift says so', () => {
    const clean = run({ findings: [] });
    expect(writeIndexHtml(clean)).not.toContain('id="drift"');
    const gated = writeIndexHtml(
      run({ findings: [], meta: { ...clean.meta, baseline: { file: 'b.json', updated: false } } }),
    );
    expect(gated).toContain('Compared with the baseline <code>b.json</code>: no drift.');
  });

  test('the drift table: causes in words with code spans, loosened counted as loosened, evidence linked once', () => {
    const base = run({ findings: [] });
    const drift = (over: Partial<Finding>) =>
      finding('drift', { fails: true, expected: 'optional', actual: 'required', ...over });
    const page = writeIndexHtml(
      run({
        meta: {
          ...base.meta,
          baseline: { file: 'b.json', updated: false, recordedAt: '2026-01-02T03:04:05Z' },
        },
        findings: [
          drift({
            key: 'drift|a',
            title: '#13 now requires `author`',
            exchangeIds: ['ex-000002', 'ex-000003', 'ex-000002'],
            classification: {
              rule: 'request_field_required',
              kind: 'breaking',
              operations: [13],
              facts: [],
              consequences: ['`author` is now required', '`author` has a maximum length of 100 (new)'],
            },
          }),
          drift({
            key: 'drift|b',
            title: '#16 accepts requests without a token',
            classification: { rule: 'auth_dropped', kind: 'loosened', operations: [16], facts: [] },
          }),
        ],
      }),
    );
    const table = page.slice(
      page.indexOf('<h2 id="drift">'),
      page.indexOf('</table>', page.indexOf('<h2 id="drift">')),
    );
    expect(table).toContain(
      'Compared with the baseline <code>b.json</code>, recorded 2026-01-02 03:04 UTC: 1 breaking, 1 loosened, 0 additive (2 failing the run).',
    );
    expect(table).toContain(
      '#13 now requires <code>author</code><ul><li><code>author</code> is now required</li>',
    );
    expect(table).not.toContain('`');
    expect(table.match(/data-ex="ex-000002"/g)).toHaveLength(1);
  });
});

describe('the same finding on several operations', () => {
  const html = (operation: 1 | 2 | 3, id: number) =>
    finding('content_type_conformance', {
      key: `content_type_conformance|${operation}|html-error`,
      operation,
      severity: 'medium',
      title: 'Error 400 answered with an HTML page',
      expected: 'a machine-readable error',
      actual: 'text/html',
      exchangeIds: [`ex-00000${id}`],
      curl: `curl -sS 'http://127.0.0.1:1/${operation}'`,
    });
  const page = writeIndexHtml(
    run({
      findings: [
        html(1, 1),
        html(2, 2),
        html(3, 4),
        finding('stack_trace_leak', { fails: true }),
        finding('stack_trace_leak', { operation: 2, key: 'stack_trace_leak|2', fails: true }),
      ],
    }),
  );
  const rows = page.match(/<tr id="[^"]+" class="finding"[^>]*>/g) ?? [];

  test('is one row listing its operations, counted as its findings by the filters', () => {
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(
      '<tr id="group-finding-3" class="finding" data-severity="medium" data-check="content_type_conformance" data-fails="false" data-count="3">',
    );
    expect(page).toContain(
      '<td class="op-name">3 operations: <a href="#op-1">#1</a>, <a href="#op-2">#2</a>, <a href="#op-3">#3</a></td>',
    );
    expect(page).toContain(
      '<h2 id="findings">Findings (5, 2 rows: the same finding on several operations is one row)</h2>',
    );
    expect(script).toContain('shown += Number(row.dataset.count || 1)');
  });

  test('keeps each finding reachable: its own anchor, operation, evidence and curl under the row', () => {
    const start = page.indexOf('<details class="members">', page.indexOf('id="group-finding-3"'));
    const members = page.slice(start, page.indexOf('</details></td>', start));
    expect(members).toContain('<summary>on each operation (3)</summary>');
    for (const [anchor, op, ex] of [
      ['finding-3', 1, 'ex-000001'],
      ['finding-4', 2, 'ex-000002'],
      ['finding-5', 3, 'ex-000004'],
    ] as const) {
      expect(members).toMatch(
        new RegExp(
          `<li id="${anchor}"><a href="#op-${op}">.*data-ex="${ex}".*curl -sS &#39;http://127.0.0.1:1/${op}&#39;`,
        ),
      );
    }
    expect(island(page).map((e) => e.id)).toEqual(
      expect.arrayContaining(['ex-000001', 'ex-000002', 'ex-000004']),
    );
    // An operation's own list links to its finding's anchor, which the script opens.
    expect(page).toMatch(/id="op-2"[\s\S]*<a href="#finding-4">content_type_conformance<\/a>/);
    expect(script).toContain("target.closest('details')");
  });

  test('what fails the run is grouped the same way on the first screen', () => {
    const failing = page.slice(page.indexOf('<section id="failing">'), page.indexOf('</section>'));
    expect(failing).toContain('<h2>Failing the run (2)</h2>');
    expect(failing.match(/<li /g)).toHaveLength(1);
    expect(failing).toContain('<a href="#group-finding-1">title');
    expect(failing).toContain(' · 2 operations: #1, #2 <small>(stack_trace_leak, high)</small>');
    // A drift cause over several operations: its row links each; its line names them once (its title).
    const cause = writeIndexHtml(
      run({
        findings: [
          finding('drift', {
            key: 'drift|c',
            operation: 1,
            title: '2 operations (#1, #2) answer errors with another media type',
            fails: true,
            classification: {
              rule: 'error_content_type_changed',
              kind: 'breaking',
              operations: [1, 2],
              facts: [],
            },
          }),
        ],
      }),
    );
    expect(cause).toContain(
      '<td class="op-name">2 operations: <a href="#op-1">#1</a>, <a href="#op-2">#2</a></td>',
    );
    expect(cause).toMatch(/another media type<\/a> <small>\(drift, high\)<\/small><\/li>/);
    // Its row says it fails the run once, not on each operation's line.
    const row = page.slice(
      page.indexOf('<tr id="group-finding-1"'),
      page.indexOf('</tr>', page.indexOf('<tr id="group-finding-1"')),
    );
    expect(row.match(/fails the run/g)).toHaveLength(1);
  });
});

describe('exchange labels on the page', () => {
  test('internal keys read as words; case ids stay as findings cite them', () => {
    expect(labelWords('witness:op13:auth')).toBe('replayed from the baseline: auth witness');
    expect(labelWords('op1:bound:max:bedrooms')).toBe('discovery probe: bound max bedrooms');
    expect(labelWords('op13-valid_full-000')).toBe('op13-valid_full-000');
  });
});
