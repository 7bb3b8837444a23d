/**
 * @module One change, one finding: the changed facts between two fact sets grouped by cause. On one
 * operation, the facts one change moves together (a field that became required, its new bounds and
 * the field now read; an auth check gone with the refusals it drew; an error envelope's media type
 * and bodies) are one cause, titled by its root ("#13 now requires `author`") with the rest listed
 * as its consequences; the same cause on several operations is one, listing them. A pure function
 * over two fact sets, so any comparison of two runs (a baseline check, a diff of two recordings)
 * words its drift the same way.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { type DiffOptions, type DriftChange, diffFacts } from './drift.ts';
import { type Atom, atomsOf } from './drift-atoms.ts';
import { type DriftKind, type DriftRule, driftKindFails, driftRules } from './drift-rules.ts';
import { causeWords, plural, valueWords } from './drift-words.ts';
import type { Facts } from './schema-facts.ts';

type Where = OperationNumber | 0;

export interface Consequence {
  readonly text: string;
  readonly rule: DriftRule;
  /** Where this consequence showed, when not on every operation of its cause. */
  readonly operations: readonly Where[];
  /** The error causes an error-answer consequence concerns. */
  readonly errorCauses?: readonly string[];
}

export interface DriftCause {
  /** In words, the operations first: "#13 now requires `author`", "3 operations (#1, #2, #5) …". */
  readonly title: string;
  /** The root change's rule. */
  readonly rule: DriftRule;
  /** The worst classification among its changes (breaking, then loosened, then additive). */
  readonly kind: DriftKind;
  /** The drift policy fails the gate on it. */
  readonly breaking: boolean;
  readonly operations: readonly Where[];
  /** The root first. */
  readonly consequences: readonly Consequence[];
  /** Every changed fact of the cause, as keyed in the baseline. */
  readonly facts: readonly string[];
  /** The root's value in the baseline and in this run, in words. */
  readonly before: string;
  readonly after: string;
}

/**
 * Which change of a family is its root (its title): what a caller meets first (the operation no
 * longer succeeding, its auth, a field required or retyped, a rule gone) before what follows from
 * it (a bound that came with it); the rest in the policy table's order.
 */
const ROOT_FIRST: readonly DriftRule[] = [
  'success_status_changed',
  'auth_dropped',
  'auth_added',
  'security_changed',
  'unknown_id_status_changed',
  'request_field_required',
  'request_field_optional',
  'request_type_changed',
  'request_field_added',
  'request_rule_removed',
  'request_rule_loosened',
  'request_rule_tightened',
  'request_rule_added',
];
const ruleRank = (rule: DriftRule) => {
  const first = ROOT_FIRST.indexOf(rule);
  return first >= 0 ? first : ROOT_FIRST.length + Object.keys(driftRules).indexOf(rule);
};
const kindRank: Readonly<Record<DriftKind, number>> = { breaking: 0, loosened: 1, additive: 2 };

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

const bodyPrefix = (key: string) => /^(.* (?:error\.[a-z_]+\.body|response\.\d{3}))[.[]/.exec(key)?.[1];

/** A success status whose body appeared or vanished whole: one atom for the body, not one per property. */
function wholeBodies(changes: readonly DriftChange[], baseline: Facts, current: Facts): Map<string, Atom> {
  const out = new Map<string, Atom>();
  for (const c of changes) {
    const prefix = bodyPrefix(c.key);
    if (prefix === undefined || !prefix.includes(' response.') || out.has(prefix)) continue;
    const [before, after] = [bodyShape(baseline, prefix), bodyShape(current, prefix)];
    if (before !== undefined && after !== undefined) continue;
    const status = prefix.slice(-3);
    const hasSuccess = changes.some((x) => x.operation === c.operation && x.key.endsWith(' success'));
    const rule = after === undefined ? 'response_property_removed' : 'response_property_added';
    out.set(prefix, {
      change: c,
      rule,
      family: hasSuccess ? 'success' : `response:${status}`,
      text:
        after === undefined
          ? `no ${status} answer (its body was ${before})`
          : `a ${status} answer, body ${after}`,
      phrase: `answers ${status} with another body`,
      before: before ?? 'none',
      after: after ?? 'none',
    });
  }
  return out;
}

interface Group {
  readonly family: string;
  readonly root: Atom;
  readonly atoms: Atom[];
  readonly operations: Set<Where>;
}

function where(ops: readonly Where[]): [string, boolean] {
  const named = ops.filter((o) => o !== 0);
  if (named.length === 0) return ['the server', false];
  return named.length === 1
    ? [`#${named[0]}`, false]
    : [`${named.length} operations (#${named.join(', #')})`, true];
}

function consequencesOf(g: Group, all: readonly Where[]): Consequence[] {
  const byText = new Map<string, { atom: Atom; ops: Set<Where>; causes: Set<string> }>();
  for (const a of [g.root, ...g.atoms]) {
    const entry = byText.get(a.text) ?? { atom: a, ops: new Set<Where>(), causes: new Set<string>() };
    entry.ops.add(a.change.operation);
    if (a.errorCause !== undefined) entry.causes.add(a.errorCause);
    byText.set(a.text, entry);
  }
  return [...byText.values()].map(({ atom, ops, causes }) => ({
    text: atom.text,
    rule: atom.rule,
    operations: ops.size === all.length ? [] : [...ops].sort((a, b) => a - b),
    ...(causes.size > 0 && { errorCauses: [...causes].sort().map((c) => causeWords[c] ?? c) }),
  }));
}

export function groupCauses(changes: readonly DriftChange[], baseline: Facts, current: Facts): DriftCause[] {
  const bodies = wholeBodies(changes, baseline, current);
  const shapes = (key: string) => {
    const prefix = bodyPrefix(key) ?? key;
    return [bodyShape(baseline, prefix), bodyShape(current, prefix)] as const;
  };
  const atoms = changes.flatMap((c) => {
    const prefix = bodyPrefix(c.key);
    const whole = prefix === undefined ? undefined : bodies.get(prefix);
    // The body's one atom stands for each of its facts: every changed fact stays in the cause's facts.
    return whole ? [{ ...whole, change: { ...whole.change, key: c.key } }] : atomsOf(c, shapes);
  });
  // An operation that no longer succeeds at all changed as a whole: one cause, whatever else moved.
  const stopped = new Set(
    changes
      .filter((c) => c.key.endsWith(' success') && valueWords(c.after) === 'none')
      .map((c) => c.operation),
  );
  // Per operation and family: the root is the atom whose rule ranks first (`ROOT_FIRST`).
  const perOp = new Map<string, Atom[]>();
  for (const a of atoms) {
    const id = `${a.change.operation}|${stopped.has(a.change.operation) ? 'success' : a.family}`;
    perOp.set(id, [...(perOp.get(id) ?? []), a]);
  }
  // Across operations: the same family with the same root is one cause.
  const groups = new Map<string, Group>();
  for (const list of perOp.values()) {
    const sorted = [...list].sort((a, b) => ruleRank(a.rule) - ruleRank(b.rule));
    const root = sorted[0] as Atom;
    const id = `${root.family}|${root.text}`;
    const group = groups.get(id) ?? { family: root.family, root, atoms: [], operations: new Set<Where>() };
    group.atoms.push(...sorted.slice(1));
    group.operations.add(root.change.operation);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => {
    const operations = [...g.operations].sort((a, b) => a - b);
    const all = [g.root, ...g.atoms];
    const kind = all
      .map((a) => driftRules[a.rule].kind)
      .sort((a, b) => kindRank[a] - kindRank[b])[0] as DriftKind;
    const [text, many] = where(operations);
    return {
      title: `${text} ${many ? plural(g.root.phrase) : g.root.phrase}`,
      rule: g.root.rule,
      kind,
      breaking: driftKindFails[kind],
      operations,
      consequences: consequencesOf(g, operations),
      facts: [...new Set(all.map((a) => a.change.key))],
      before: g.root.before,
      after: g.root.after,
    };
  });
}

/** The drift between two fact sets, one entry per cause, the failing ones first. */
export function driftCauses(baseline: Facts, current: Facts, options: DiffOptions = {}): DriftCause[] {
  return groupCauses(diffFacts(baseline, current, options), baseline, current).sort(
    (a, b) =>
      kindRank[a.kind] - kindRank[b.kind] ||
      (a.operations[0] ?? 0) - (b.operations[0] ?? 0) ||
      ruleRank(a.rule) - ruleRank(b.rule),
  );
}
