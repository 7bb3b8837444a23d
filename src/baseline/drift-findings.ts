/**
 * @module Drift as findings, readable when much changed at once: the same change on several
 * operations (or error causes) is one finding listing them, and a body (an error's, a success
 * answer's) is shown whole, as its shape before and after, rather than one finding per property. A change the policy fails is a
 * `drift` finding, an additive one `drift_compatible`; each carries its rule and classification.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { applyPolicy } from '../checks/policy.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import { toCurl } from '../http/curl.ts';
import type { DriftChange } from './drift.ts';
import { driftTitle } from './drift-titles.ts';
import type { Facts } from './schema-facts.ts';

interface Group {
  readonly change: DriftChange;
  readonly subject: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
  readonly operations: Set<OperationNumber | 0>;
  readonly facts: string[];
}

/** A body's shape from its facts: `{statusCode!: integer, id: string(uuid)}` (`!` = always present). */
export function bodyShape(facts: Facts, prefix: string): string | undefined {
  const root = facts[`${prefix}.type`];
  if (root === undefined) return undefined;
  const required = new Set(JSON.parse(facts[`${prefix}.required`] ?? '[]') as string[]);
  const props = Object.keys(facts)
    .filter((k) => k.startsWith(`${prefix}.`) && k.endsWith('.type') && k !== `${prefix}.type`)
    .map((k) => {
      const path = k.slice(prefix.length + 1, -'.type'.length);
      const format = facts[`${prefix}.${path}.format`];
      const type = `${JSON.parse(facts[k] as string)}${format ? `(${JSON.parse(format)})` : ''}`;
      return `${path}${required.has(path) ? '!' : ''}: ${type}`;
    });
  return props.length > 0 ? `{${props.join(', ')}}` : String(JSON.parse(root));
}

/** The facts of one body: an error cause's, or a success status's. */
const bodyPrefix = (key: string) => /^(.* (?:error\.[a-z_]+\.body|response\.\d{3}))[.[]/.exec(key)?.[1];
const subjectOf = (key: string) =>
  key.replace(/^(server|[A-Z]+ \S+) /, '').replace(/^error\.[a-z_]+\./, 'error.*.');

function grouped(changes: readonly DriftChange[], baseline: Facts, current: Facts): Group[] {
  const groups = new Map<string, Group>();
  // One change per error body (the failing one first), shown as the body's shape before and after.
  const ordered = [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
  const seenBodies = new Set<string>();
  for (const change of ordered) {
    const body = bodyPrefix(change.key);
    if (body !== undefined && seenBodies.has(body)) continue;
    if (body !== undefined) seenBodies.add(body);
    const before = body ? bodyShape(baseline, body) : change.before;
    const after = body ? bodyShape(current, body) : change.after;
    const subject = body ? subjectOf(body) : subjectOf(change.key);
    const id = [change.rule, subject, before, after].join('|');
    const group = groups.get(id) ?? { change, subject, before, after, operations: new Set(), facts: [] };
    group.operations.add(change.operation);
    group.facts.push(change.key);
    groups.set(id, group);
  }
  return [...groups.values()];
}

function where(ops: readonly (OperationNumber | 0)[]): string {
  const named = ops.filter((o) => o !== 0);
  if (named.length === 0) return 'the server';
  return named.length === 1 ? `#${named[0]}` : `${named.length} operations (#${named.join(', #')})`;
}

/** This run's exchanges that show changed facts (a disagreeing witness's replay first); none known, none. */
export type DriftEvidence = (facts: readonly string[]) => readonly Exchange[];

export function driftFindings(
  changes: readonly DriftChange[],
  facts: { readonly baseline: Facts; readonly current: Facts },
  seed: number,
  evidence: DriftEvidence = () => [],
): Finding[] {
  return grouped(changes, facts.baseline, facts.current).map((g) => {
    const { rule, kind, breaking } = g.change;
    const check = breaking ? 'drift' : 'drift_compatible';
    const operations = [...g.operations].sort((a, b) => a - b);
    const causes = [...new Set(g.facts.map((k) => / error\.([a-z_]+)\./.exec(k)?.[1]).filter(Boolean))];
    const shown = evidence(g.facts).slice(0, 3);
    const first = shown[0];
    return {
      key: `${check}|${rule}|${g.subject}|${g.before}|${g.after}`,
      check,
      operation: operations.find((o) => o !== 0) ?? 0,
      severity: breaking ? 'high' : 'info',
      title: driftTitle(rule, where(operations), g.subject, causes as string[], g.before, g.after),
      expected: g.before ?? '(absent)',
      actual: g.after ?? '(absent)',
      caseId: 'baseline',
      seed,
      exchangeIds: shown.map((ex) => ex.id),
      curl:
        first === undefined ? '' : toCurl(first.request, { otherTenant: /other-tenant/.test(first.label) }),
      fails: applyPolicy({ check }),
      occurrences: g.facts.length,
      classification: { rule, kind, operations, facts: g.facts },
    };
  });
}
