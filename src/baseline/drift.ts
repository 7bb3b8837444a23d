/**
 * @module Drift between a baseline's facts and this run's, classified as breaking or compatible with
 * rules in the spirit of Optic's: a new required request field, a removed or retyped response
 * property, a changed success status or security, a tightened request constraint are breaking; a
 * loosened constraint or a new response property is compatible.
 */
import type { Facts } from './facts.ts';

export interface DriftChange {
  readonly key: string;
  readonly before?: string;
  readonly after?: string;
  readonly breaking: boolean;
}

const parseList = (v: string | undefined): string[] => (v ? (JSON.parse(v) as string[]) : []);

function isBreaking(key: string, before: string | undefined, after: string | undefined): boolean {
  const isRequest = / request[.[]/.test(key) || / request\./.test(key);
  if (key.endsWith('.required')) {
    const b = parseList(before);
    const a = parseList(after);
    // Requests: a newly required field breaks callers. Responses: a field no longer guaranteed breaks readers.
    return isRequest ? a.some((f) => !b.includes(f)) : b.some((f) => !a.includes(f));
  }
  if (isRequest) return after !== undefined; // a constraint added or changed; removal loosens
  if (/ response\./.test(key)) return before !== undefined; // removed or changed; additions are compatible
  return true; // security, success statuses, get-body, unknown-id
}

export function diffFacts(baseline: Facts, current: Facts): DriftChange[] {
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  return keys
    .filter((k) => baseline[k] !== current[k])
    .map((key) => {
      const before = baseline[key];
      const after = current[key];
      return {
        key,
        ...(before !== undefined && { before }),
        ...(after !== undefined && { after }),
        breaking: isBreaking(key, before, after),
      };
    });
}
