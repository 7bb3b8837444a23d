/**
 * @module Repairing a rejected body from what the refusal says, with memory. Each field the server
 * blames gets a queue of values for that reason: the edit the hint suggests first (a conversion,
 * a listed value, a format, a bound, a pattern's match), then other strategies (the id's other
 * JSON type, format families, the field's candidates). Blamed again for the same reason, the field
 * takes the next value of its queue: a value once refused at a path is never sent there again.
 * Every problem the server names is repaired at once, one edit per field. Hints are leads: only
 * an accepted answer counts.
 */
import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import type { JsonBody, OpContext } from '../session/op-context.ts';
import { byType, enumVocabulary } from './candidates.ts';
import {
  candidatesFor,
  familyValues,
  hasNamedValues,
  idForms,
  namedFamilies,
  nestedCandidates,
  specOf,
  unique,
} from './field-values.ts';
import { aboutItems, edit, fits } from './repair-edits.ts';
import { DROP, type Edit, matching, resolvePath, segments, valueAtPath, withPath } from './repair-values.ts';

interface FieldState {
  reason: string;
  queue: readonly Edit[];
  at: number;
}

const key = (value: Edit) => (value === DROP ? 'DROP' : JSON.stringify(value));

export class BodyRepair {
  private readonly lists = new Map<string, unknown[]>();
  private readonly states = new Map<string, FieldState>();
  /** Per path, the values already sent there while it was blamed. */
  private readonly tried = new Map<string, Set<string>>();
  /** Paths the server called missing: never left out as a repair. */
  private readonly required = new Set<string>();
  /** Fields whose value must not change (the safe value of an `external-unless` operation). */
  readonly pinned = new Map<string, unknown>();
  /** The user's known-good body for this operation (`EXAMPLES_FILE`), when there is one. */
  readonly example: JsonBody | undefined;

  constructor(private readonly ctx: OpContext) {
    const pinned = ctx.session.gate.pinned(ctx.op);
    if (pinned !== undefined) this.pinned.set(pinned.field, pinned.value);
    const example = ctx.session.opts.examples?.get(ctx.number);
    this.example = example === undefined ? undefined : { ...example };
  }

  /** The example as sent: the pinned safe value (`dryRun: true`) wins over the user's. */
  exampleBody(): JsonBody | undefined {
    return this.example === undefined ? undefined : { ...this.example, ...Object.fromEntries(this.pinned) };
  }

  /** A top-level field's candidates: the user's value first, then the table's. */
  candidates(field: string): unknown[] {
    let list = this.lists.get(field);
    if (list === undefined) {
      list = this.pinned.has(field) ? [this.pinned.get(field)] : candidatesFor(this.ctx, field);
      if (this.example !== undefined && Object.hasOwn(this.example, field) && !this.pinned.has(field)) {
        list = unique([this.example[field], ...list]);
      }
      this.lists.set(field, list);
    }
    return list;
  }

  /** Every documented field (and every field of the user's example) with its first candidate. */
  initial(): JsonBody {
    const body: JsonBody = {};
    for (const field of new Set([...this.ctx.fields, ...Object.keys(this.example ?? {})])) {
      const first = this.candidates(field)[0];
      if (first !== undefined) body[field] = first;
    }
    for (const [field, value] of this.pinned) body[field] = value;
    return body;
  }

  /** Values to try at `path` when the server gives no reason: families, the id's types, candidates. */
  silentValues(path: string): unknown[] {
    const [top = ''] = segments(path);
    const own = path === top ? this.candidates(top) : nestedCandidates(this.ctx, path);
    const uuid = this.ctx.session.rng.uuid();
    const spec = path === top ? specOf(this.ctx, top) : { type: 'undetermined' as const };
    const families = familyValues(path, spec, uuid);
    // A field the tables know by name keeps its own values first; another one starts with the
    // families its name suggests (`contactEmail`: an address before the generic words).
    const first = path === top && hasNamedValues(this.ctx, top) ? own : [];
    return unique([
      ...first,
      ...idForms(this.ctx, top),
      ...families.slice(0, namedFamilies(path)),
      ...own,
      ...families,
    ]);
  }

  /** `body` with every field that names a record given the id's other JSON type (`"765047"` ⇄ `765047`). */
  otherIdTypes(body: JsonBody): JsonBody {
    return Object.fromEntries(
      Object.entries(body).map(([field, value]) => {
        const other = idForms(this.ctx, field).find((form) => JSON.stringify(form) !== JSON.stringify(value));
        return [field, this.pinned.has(field) || other === undefined ? value : other];
      }),
    );
  }

  /** The body with every blamed field given its next untried value, or undefined when none is left. */
  apply(body: JsonBody, hints: readonly ErrorHint[]): JsonBody | undefined {
    const byPath = new Map<string, ErrorHint[]>();
    for (const hint of hints) {
      const raw = segments(hint.field);
      if (raw.length === 0 || this.pinned.has(raw[0] ?? '')) continue;
      let path = resolvePath(body, raw);
      // "each value in x must be …": a hint on an array about its items is about the first item.
      if (Array.isArray(valueAtPath(body, path)) && aboutItems(hint)) path = [...path, '0'];
      const id = path.join('.');
      byPath.set(id, [...(byPath.get(id) ?? []), hint]);
    }
    let next = body;
    for (const [id, list] of byPath) {
      if (list.some((h) => h.kind === 'required')) this.required.add(id);
      const path = id.split('.');
      const current = valueAtPath(body, path);
      const reason = list.map((h) => `${h.kind}:${'expected' in h ? h.expected : ''}`).join('|');
      let state = this.states.get(id);
      if (state?.reason !== reason) {
        state = { reason, queue: this.queue(id, list, current), at: 0 };
        this.states.set(id, state);
      }
      const tried = this.tried.get(id) ?? new Set([key(current)]);
      this.tried.set(id, tried);
      while (state.at < state.queue.length && tried.has(key(state.queue[state.at]))) state.at += 1;
      const value = state.queue[state.at];
      if (state.at >= state.queue.length) continue;
      tried.add(key(value));
      next = withPath(next, path, value);
    }
    return next === body ? undefined : next;
  }

  /** The values to try at a path for one reason, best first. */
  private queue(path: string, hints: readonly ErrorHint[], current: unknown): Edit[] {
    const rng = this.ctx.session.rng;
    const first = hints.reduce<Edit>((value, hint) => edit(value, hint, rng), current);
    const [hint] = hints;
    // Leaving the field out is a strategy too, after its likeliest values, unless it was called missing.
    const values = this.silentValues(path);
    const named = path.includes('.') ? 2 : Math.max(2, this.candidates(path).length);
    const silent = this.required.has(path)
      ? values
      : [...values.slice(0, named), DROP, ...values.slice(named)];
    const leaf = path.split('.').at(-1) ?? path;
    switch (hint?.kind) {
      case 'enum': {
        const listed = hint.values ?? [];
        const spec = specOf(this.ctx, path);
        const shown = spec.type === 'string' ? (spec.hints ?? []) : [];
        const preferred = listed.filter((v) => shown.some((h) => h.toLowerCase() === v.toLowerCase()));
        const words = listed.length > 0 ? [] : [...shown, ...(enumVocabulary[leaf.toLowerCase()] ?? [])];
        const after = listed.length > 0 ? (this.required.has(path) ? [] : [DROP]) : silent;
        return unique([...preferred, ...listed, ...words, ...after]);
      }
      case 'type': {
        const typed = silent.filter((v) => fits(v, hint.expected));
        const ids = idForms(this.ctx, path).filter((v) => fits(v, hint.expected));
        const drop = this.required.has(path) ? [] : [DROP];
        return unique([...ids, first, ...typed, ...(byType[hint.expected ?? ''] ?? []), ...drop]);
      }
      case 'pattern':
        return unique([first, ...matching(hint.pattern, silent, rng)]);
      case 'unknown_field':
        return [DROP];
      case undefined:
        return silent;
      default:
        return unique([first, ...silent]);
    }
  }
}
