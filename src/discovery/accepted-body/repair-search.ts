/**
 * @module The search for an accepted body as a sequence of proposals, each answered before the
 * next is made (a generator fed the verdict of each body it proposes), so it can stop anywhere and
 * resume where it stood. First the user's example, then the documented body repaired from what
 * each refusal says; when refusals say nothing usable: `{}`, every word in upper case, every
 * record id in its other JSON type, leave-one-out, then each field's values round by round (the first few rounds for every field
 * before leave-two-out, the rest after), with no fixed allowance per field: the run's budget is
 * the bound. A body already answered is never proposed again (the driver skips it).
 */
import type { Verdict } from '../session/classify-response.ts';
import type { JsonBody } from '../session/op-context.ts';
import type { BodyRepair } from './repair.ts';

export interface Proposal {
  readonly body: JsonBody;
  readonly label: string;
}

export type Search = Generator<Proposal, void, Verdict>;

/** Rounds of per-field values before leave-two-out is tried. */
const EARLY_ROUNDS = 4;
/** Leave-two-out is quadratic: at most this many pairs (nine fields make 36). */
const MAX_PAIRS = 45;

export function* repairSearch(repair: BodyRepair): Search {
  let body = repair.initial();
  const example = repair.exampleBody();
  if (example !== undefined) {
    const v = yield { body: example, label: 'example' };
    if (v.outcome !== 'rejected') return;
    body = repair.apply(example, v.parsed?.hints ?? []) ?? body;
  }
  for (let i = 0; ; i++) {
    const v = yield { body, label: `repair${i}` };
    if (v.outcome !== 'rejected') return;
    const next = repair.apply(body, v.parsed?.hints ?? []);
    if (next === undefined) break;
    body = next;
  }
  yield* silent(repair, body);
}

/** Refusals that name nothing more to repair: behaviour decides. */
function* silent(repair: BodyRepair, full: JsonBody): Search {
  const pinned = Object.fromEntries(repair.pinned);
  const upper = Object.fromEntries(
    Object.entries(full).map(([k, v]) => [
      k,
      typeof v === 'string' && /^[a-z][a-z0-9_-]*$/.test(v) ? v.toUpperCase() : v,
    ]),
  );
  for (const [body, label] of [
    [{ ...pinned }, 'empty'],
    [upper, 'upper-case'],
    // Every record id in its other JSON type at once (two ids refused as strings fail one by one).
    [repair.otherIdTypes(full), 'other-id-types'],
  ] as const) {
    if ((yield { body, label }).outcome !== 'rejected') return;
  }
  const fields = Object.keys(full).filter((f) => !repair.pinned.has(f));
  for (const field of fields) {
    const { [field]: _left, ...body } = full;
    if ((yield { body, label: `without:${field}` }).outcome !== 'rejected') return;
  }
  const values = new Map(fields.map((f) => [f, repair.silentValues(f).filter((v) => !same(v, full[f]))]));
  const rounds = Math.max(0, ...[...values.values()].map((list) => list.length));
  // A field whose value drew anything but a refusal (a 404, a 5xx) gets no more values.
  const stopped = new Set<string>();
  const round = function* (k: number): Search {
    for (const field of fields) {
      const value = values.get(field)?.[k];
      if (value === undefined || stopped.has(field)) continue;
      const v = yield { body: { ...full, [field]: value }, label: `alternate:${field}` };
      if (v.outcome !== 'rejected') stopped.add(field);
    }
  };
  for (let k = 0; k < Math.min(EARLY_ROUNDS, rounds); k++) yield* round(k);
  let pairs = 0;
  for (const [i, first] of fields.entries()) {
    for (const second of fields.slice(i + 1)) {
      if (++pairs > MAX_PAIRS) break;
      const { [first]: _a, [second]: _b, ...body } = full;
      if ((yield { body, label: `without:${first}+${second}` }).outcome !== 'rejected') return;
    }
  }
  for (let k = EARLY_ROUNDS; k < rounds; k++) yield* round(k);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
