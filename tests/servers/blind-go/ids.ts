/**
 * @module Record ids of the blind-go server: int64 keys from one sequence per table (`4211`,
 * `4212`, …), sent in paths as decimal strings and parsed with `strconv.ParseInt(s, 10, 64)`, so
 * `+4211` and `04211` name record 4211 too, and `x` is a 400 with Go's parse error.
 */
import { randomInt } from 'node:crypto';
import { goQuote } from '../shared/go-json.ts';
import type { IdKind } from '../shared/rules.ts';

/** A fresh id maker: per kind, a random start in 1000–8999, then +1 per record. */
export function idSequences(): (kind: IdKind) => string {
  const next = new Map<IdKind, number>();
  return (kind) => {
    const id = next.get(kind) ?? randomInt(1000, 9000);
    next.set(kind, id + 1);
    return String(id);
  };
}

export type ParsedId =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly error: string };

export function parseInt64(text: string): ParsedId {
  const fail = (why: string): ParsedId => ({
    ok: false,
    error: `strconv.ParseInt: parsing ${goQuote(text)}: ${why}`,
  });
  if (!/^[+-]?\d+$/.test(text)) return fail('invalid syntax');
  const value = BigInt(text);
  return value < -(2n ** 63n) || value > 2n ** 63n - 1n ? fail('value out of range') : { ok: true, value };
}
