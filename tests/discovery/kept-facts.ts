/**
 * @module The fact-set comparison of the generalisation test: of the facts discovery states as the
 * truth holds them against a server as it is, how many it still states (as the truth seen through
 * the wrapper holds them) against the same server behind a wrapper. A fact only text can carry is
 * excepted, with the reason, rather than counted lost: behaviour alone cannot reach it.
 */
import { operations } from '../../fixtures/catalog.ts';
import type { FieldSpec } from '../../fixtures/operation-def.ts';
import type { FieldTruth, OperationTruth, ServerTruth } from '../../src/sandbox/server-truth.ts';
import type { Wrapping } from '../servers/wrapper/index.ts';
import type { Comparison } from './compare-truth.ts';

export interface KeptFacts {
  /** kept / (stated unwrapped − excepted); 1 when nothing is left to keep. */
  readonly ratio: number;
  readonly kept: number;
  readonly counted: number;
  /** Facts stated unwrapped and not (correctly) wrapped. */
  readonly lost: readonly string[];
  readonly excepted: readonly { readonly fact: string; readonly reason: string }[];
}

const OPERATION_FACTS = new Set(['auth', 'noTokenStatus', 'success', 'validation', 'notFound', 'getBody']);

/** `op14.primary.email.format` → operation 14, field path `['primary', 'email']`, fact `format`. */
function parse(key: string): { op: number; path: string[]; fact: string } | undefined {
  const [op, ...rest] = key.split('.');
  const fact = rest.pop();
  if (op === undefined || fact === undefined || rest[0] === 'response') return undefined;
  if (rest.length === 0 && OPERATION_FACTS.has(fact)) return undefined;
  return { op: Number(op.slice(2)), path: rest, fact };
}

/** Whether the document names the field at `path` (nested fields: never, it names no object's fields). */
function documented(op: number, path: readonly string[]): boolean {
  const body = operations.find((o) => o.number === op)?.body;
  if (body?.kind !== 'fields' || path.length !== 1) return path.length === 0;
  return (body.fields as Readonly<Record<string, FieldSpec>>)[path[0] as string] !== undefined;
}

function truthField(truth: OperationTruth | undefined, path: readonly string[]): FieldTruth | undefined {
  let props = truth?.request?.properties;
  let field: FieldTruth | undefined;
  for (const name of path) {
    field = props?.[name];
    props = field?.properties;
  }
  return field;
}

/** Why `key` cannot be learned through wrapping `w` from behaviour alone, or undefined. */
export function textOnly(key: string, w: Wrapping, truth: ServerTruth): string | undefined {
  const p = parse(key);
  if (p === undefined) return undefined;
  if (w.constantErrorBody !== undefined) {
    if (!documented(p.op, p.path))
      return 'a field the document does not name: its name reaches the client only in an error text';
    if (p.fact === 'enum' || p.fact === 'caseInsensitive')
      return 'the document lists no closed set: its members are named only in an error text';
    const f = truthField(truth.operations[String(p.op)], p.path);
    if (f?.type === 'object' && (f.required?.length ?? 0) > 0)
      return 'an object accepted only with a field the document does not name: the name is only in an error text';
  }
  if (w.truncateFractions && p.fact === 'type') {
    const f = truthField(truth.operations[String(p.op)], p.path);
    const crossable = f?.maximum !== undefined || (f?.minimum !== undefined && f.minimum <= 0);
    if ((f?.type === 'number' || f?.type === 'integer') && !crossable)
      return 'fractions truncated: without a bound a truncated fraction crosses, integer and number answer alike';
  }
  return undefined;
}

export function keptFacts(
  unwrapped: Comparison,
  wrapped: Comparison,
  w: Wrapping,
  truth: ServerTruth,
): KeptFacts {
  const after = new Set(wrapped.correctFacts);
  const excepted: { fact: string; reason: string }[] = [];
  const lost: string[] = [];
  let kept = 0;
  for (const fact of unwrapped.correctFacts) {
    const reason = textOnly(fact, w, truth);
    if (after.has(fact)) kept += 1;
    else if (reason !== undefined) excepted.push({ fact, reason });
    else lost.push(fact);
  }
  const counted = kept + lost.length;
  return { ratio: counted === 0 ? 1 : kept / counted, kept, counted, lost, excepted };
}
