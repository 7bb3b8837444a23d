/**
 * @module Drift between a baseline's facts and this run's: every changed fact with its rule and
 * classification (`drift-rules.ts`). What this run could not establish is not a change: the facts
 * an operation cut by the time budget or its breaker did not restate, and the limits when either
 * run did not probe them. A cause whose error is gone (or new) is one change, not one per property.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { classifyChange } from './classify-change.ts';
import { type DriftKind, type DriftRule, driftRules, ruleFails } from './drift-rules.ts';
import { type Facts, operationOfKey } from './schema-facts.ts';

export interface DriftChange {
  readonly key: string;
  /** 0 for a server-wide fact. */
  readonly operation: OperationNumber | 0;
  readonly before?: string;
  readonly after?: string;
  readonly rule: DriftRule;
  readonly kind: DriftKind;
  /** The policy: this change fails the gate. */
  readonly breaking: boolean;
}

export interface DiffOptions {
  /** Operations this run did not finish (cut by the time budget, breaker open). */
  readonly incomplete?: ReadonlySet<OperationNumber>;
}

/** `GET /x error.validation.body.message.type` → `GET /x error.validation`: facts that stand or fall with the status. */
const errorGroup = (key: string) => /^(.* error\.[a-z_]+)\./.exec(key)?.[1];
const areaOf = (key: string) => key.replace(/^(server|[A-Z]+ \S+) /, '');

export function diffFacts(baseline: Facts, current: Facts, options: DiffOptions = {}): DriftChange[] {
  const limits = baseline['server limits'] !== undefined && current['server limits'] !== undefined;
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  const changed = keys.filter((k) => baseline[k] !== current[k]);
  // Error causes that appeared or vanished whole: their status change speaks for the rest.
  const wholeCause = new Set(
    changed
      .filter((k) => k.endsWith('.status') && errorGroup(k) !== undefined)
      .filter((k) => baseline[k] === undefined || current[k] === undefined)
      .map((k) => errorGroup(k)),
  );
  return changed.flatMap((key): DriftChange[] => {
    const before = baseline[key];
    const after = current[key];
    const operation = operationOfKey(key);
    // A limit found on one side only is news when both runs probed limits to the end.
    if (key.startsWith('server ') && (before === undefined || after === undefined) && !limits) return [];
    if (after === undefined && operation !== 0 && options.incomplete?.has(operation)) return [];
    if (wholeCause.has(errorGroup(key)) && !key.endsWith('.status')) return [];
    const area = areaOf(key);
    const field = /^request\.([^.]+)\./.exec(area)?.[1];
    const fieldKnown =
      field !== undefined &&
      Object.keys(baseline).some(
        (k) => k !== key && k.startsWith(`${key.slice(0, -area.length)}request.${field}.`),
      );
    const rule = classifyChange({ area, before, after, fieldKnown });
    if (rule === undefined) return [];
    return [
      {
        key,
        operation,
        ...(before !== undefined && { before }),
        ...(after !== undefined && { after }),
        rule,
        kind: driftRules[rule].kind,
        breaking: ruleFails(rule),
      },
    ];
  });
}
