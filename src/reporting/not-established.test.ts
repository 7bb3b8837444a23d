/**
 * A verdict a check could not give (a fact it needs was not established) is said where the run lists
 * what it did not do: gap-report.md, findings.json and index.html, with the reason and what was
 * seen; it is never a finding and never fails the run.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { NotEstablished } from '../core/needed-fact.ts';
import type { RunRecord } from '../core/run-record.ts';
import { writers } from './writers.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../../fixtures/recorded-run.json', import.meta.url), 'utf8'),
) as RunRecord;

const item: NotEstablished = {
  key: 'cross_tenant_access|18|auth_convention',
  check: 'cross_tenant_access',
  operation: 18,
  fact: 'auth_convention',
  reason: "this operation's share of the request budget ran out during the core phase",
  seen: "Cross-tenant access: tenant B reached tenant A's record (contactId=c-1)",
  caseId: 'op18-other_tenant',
  exchangeIds: ['ex-000042'],
  occurrences: 1,
};
const run: RunRecord = { ...recorded, notEstablished: [item] };

function written(file: string, record: RunRecord = run): string {
  const write = writers[file];
  if (write === undefined) throw new Error(`no writer for ${file}`);
  const out = write(record);
  return typeof out === 'string' ? out : [...out].join('');
}

describe('checks not judged for want of an established fact', () => {
  test('gap-report.md: its own section, the fact, the reason, what was seen and its evidence', () => {
    const text = written('gap-report.md');
    const section = text.slice(text.indexOf('## Checks not judged'));
    expect(section.split('\n').slice(0, 3)).toEqual([
      '## Checks not judged: a fact they need was not established',
      '',
      "- #18 `cross_tenant_access`: not established: whether it requires a token (a public operation serves everyone) (this operation's share of the request budget ran out during the core phase); seen, not judged: Cross-tenant access: tenant B reached tenant A's record (contactId=c-1) (op18-other_tenant; evidence ex-000042)",
    ]);
    expect(written('gap-report.md', recorded)).not.toContain('## Checks not judged');
  });

  test('findings.json lists it apart from the findings; index.html among what the run did not do', () => {
    const json = JSON.parse(written('findings.json')) as {
      notEstablished: NotEstablished[];
      findings: { check: string; operation: number }[];
    };
    expect(json.notEstablished).toEqual([item]);
    expect(json.findings.filter((f) => f.operation === 18)).toEqual([]);
    const html = written('index.html');
    const coverage = html.slice(html.indexOf('id="coverage"'));
    expect(coverage).toContain('<code>cross_tenant_access</code> <b>not judged</b>: not established');
    expect(coverage).toContain('ran out during the core phase');
  });
});
