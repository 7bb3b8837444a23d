/**
 * @module stack_trace_leak: a response must not show stack frames or database errors; they tell an
 * attacker the stack, the paths and the queries.
 */
import { type LeakKind, leakPatterns } from './leak-patterns.ts';
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'stack_trace_leak';
const what: Record<LeakKind, string> = { stack_trace: 'a stack trace', database_error: 'a database error' };

export const stackTraceLeak: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  needs: [],
  description: 'Responses do not leak stack traces or database errors.',
  run(ex): FindingDraft<typeof name>[] {
    const body = ex.response?.body;
    if (body === undefined || body === '') return [];
    const seen = new Set<LeakKind>();
    const out: FindingDraft<typeof name>[] = [];
    for (const { name: pattern, kind, pattern: re } of leakPatterns) {
      const match = seen.has(kind) ? null : re.exec(body);
      if (match === null) continue;
      seen.add(kind);
      out.push({
        check: name,
        severity: 'high',
        title: `Response leaks ${what[kind]}`,
        expected: 'no internals in the response',
        actual: around(body, match.index, match[0].length),
        cause: `${kind}:${pattern}`,
      });
    }
    return out;
  },
};

function around(body: string, index: number, length: number): string {
  const start = Math.max(0, index - 40);
  const end = Math.min(body.length, index + length + 40);
  return `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
}
