/**
 * @module Repairing a rejected body from what the error says: each hint (required, type, enum,
 * bound, length, format, unknown field, invalid) maps to one edit of one field. Hints are leads:
 * the repaired body is sent again and only an accepted answer counts.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { isRecord, type JsonBody, type OpContext } from '../session/op-context.ts';
import { candidatesFor, specOf } from './field-values.ts';
import { aboutItems, applyNested, convert, formatted, padTo, segments } from './repair-values.ts';

export class BodyRepair {
  private readonly cursor = new Map<string, number>();
  private readonly lists = new Map<string, unknown[]>();
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

  candidates(field: string): unknown[] {
    let list = this.lists.get(field);
    if (list === undefined) {
      list = this.pinned.has(field) ? [this.pinned.get(field)] : candidatesFor(this.ctx, field);
      // The user's value first: it is the one a known-good request carried.
      if (this.example !== undefined && Object.hasOwn(this.example, field) && !this.pinned.has(field)) {
        const own = this.example[field];
        list = [own, ...list.filter((v) => JSON.stringify(v) !== JSON.stringify(own))];
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
      if (first !== undefined) {
        body[field] = first;
        this.cursor.set(field, 0);
      }
    }
    for (const [field, value] of this.pinned) body[field] = value;
    return body;
  }

  /** The field's next untried candidate, if any. */
  next(field: string): unknown {
    const list = this.candidates(field);
    const i = (this.cursor.get(field) ?? -1) + 1;
    this.cursor.set(field, i);
    return list[i];
  }

  /** The body with every usable hint applied, or `undefined` when no hint changed anything. */
  apply(body: JsonBody, hints: readonly ErrorHint[]): JsonBody | undefined {
    const out: JsonBody = { ...body };
    let changed = false;
    for (const hint of hints) {
      const [field = '', ...rest] = segments(hint.field);
      if (field === '' || this.pinned.has(field)) continue;
      const before = JSON.stringify(out[field]);
      const had = Object.hasOwn(out, field);
      const current = out[field];
      const rng = this.ctx.session.rng;
      if (rest.length > 0 && (isRecord(current) || Array.isArray(current))) {
        out[field] = applyNested(current, rest, hint, rng);
      } else if (rest.length === 0 && Array.isArray(current) && aboutItems(hint)) {
        out[field] = applyNested(current, ['0'], hint, rng);
      } else this.applyOne(out, field, hint);
      if (had !== Object.hasOwn(out, field) || before !== JSON.stringify(out[field])) changed = true;
    }
    return changed ? out : undefined;
  }

  private applyOne(out: JsonBody, field: string, hint: ErrorHint): void {
    const current = out[field];
    const present = Object.hasOwn(out, field);
    switch (hint.kind) {
      case 'required':
        if (!present) this.set(out, field, this.candidates(field)[0] ?? 'example');
        else this.replace(out, field);
        return;
      case 'unknown_field':
        delete out[field];
        return;
      case 'type':
        if (present) this.set(out, field, convert(current, hint.expected) ?? this.next(field));
        return;
      case 'enum':
        if (present) this.set(out, field, this.pickEnum(field, hint.values) ?? this.next(field));
        return;
      case 'minimum':
      case 'maximum': {
        if (!present) return;
        const step = hint.exclusive ? (Number.isInteger(hint.value) ? 1 : 0.5) : 0;
        this.set(out, field, hint.kind === 'minimum' ? hint.value + step : hint.value - step);
        return;
      }
      case 'minLength':
        if (present) this.set(out, field, padTo(typeof current === 'string' ? current : '', hint.value));
        return;
      case 'maxLength':
        if (present)
          this.set(out, field, typeof current === 'string' ? [...current].slice(0, hint.value).join('') : '');
        return;
      case 'format':
        if (present) this.set(out, field, formatted(hint.format, this.ctx.session.rng) ?? this.next(field));
        return;
      case 'invalid':
        if (present) this.replace(out, field);
        return;
      default:
        hint satisfies never;
    }
  }

  /** Next candidate, or drop the field when there is none left. */
  private replace(out: JsonBody, field: string): void {
    const value = this.next(field);
    if (value === undefined) delete out[field];
    else out[field] = value;
  }

  private set(out: JsonBody, field: string, value: unknown): void {
    if (value === undefined) delete out[field];
    else out[field] = value;
  }

  private pickEnum(field: string, values: readonly string[] | undefined): string | undefined {
    if (values === undefined || values.length === 0) return undefined;
    const spec = specOf(this.ctx, field);
    const hints = spec.type === 'string' ? (spec.hints ?? []) : [];
    for (const h of hints) {
      const exact = values.find((v) => v === h) ?? values.find((v) => v.toLowerCase() === h.toLowerCase());
      if (exact !== undefined) return exact;
    }
    return values[0];
  }
}
