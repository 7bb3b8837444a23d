/**
 * @module A success body written as data: each field of a server's `reply` row says where its value
 * comes from (a literal, the path id, a body field, a fresh id, the time), and the published
 * `responseFields` are read off the same row, so what a server answers and what it claims to answer
 * cannot drift apart. A plain object in a row is a nested body (an API Resource's `data`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { Tenant, TenantDirectory } from './tenants.ts';

export interface ResponseContext {
  /** Absent on a public operation called without a token. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The path id in the server's canonical form (already found), `''` without one. */
  readonly id: string;
  /** What the action reads of the body (validated, converted where the framework converts). */
  readonly body: Readonly<Record<string, unknown>>;
  /** The next key of a table (`notes`, `REPORT_ID` …), as the server's database hands them out. */
  readonly newId: (table: string) => string;
  /** The request's own URL, where a body links back to it (a paginator). */
  readonly url?: string;
}

type FieldType = ResponseFieldTruth['type'];

/** A value worked out per request, with the one type it always has. */
export interface Computed {
  readonly type: FieldType;
  readonly of: (ctx: ResponseContext) => unknown;
}

export type ResponseValue = Computed | string | number | boolean | null | readonly unknown[] | ResponseSpec;

export interface ResponseSpec {
  readonly [field: string]: ResponseValue;
}

const computed =
  (type: FieldType) =>
  (of: Computed['of']): Computed => ({ type, of });
export const str = computed('string');
export const int = computed('integer');
export const bool = computed('boolean');
export const obj = computed('object');
export const arr = computed('array');

function isComputed(value: ResponseValue): value is Computed {
  return typeof value === 'object' && value !== null && 'of' in value && typeof value.of === 'function';
}

function typeOf(value: ResponseValue): FieldType {
  if (isComputed(value)) return value.type;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value === 'string' ? 'string' : 'boolean';
}

/** The `responseFields` a row publishes: every field always present. */
export function responseTruth(spec: ResponseSpec): Record<string, ResponseFieldTruth> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, value]) => [name, { type: typeOf(value), required: true }]),
  );
}

export function render(spec: ResponseSpec, ctx: ResponseContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, value]) => {
      if (isComputed(value)) return [name, value.of(ctx)];
      const nested = typeof value === 'object' && value !== null && !Array.isArray(value);
      return [name, nested ? render(value as ResponseSpec, ctx) : value];
    }),
  );
}

export const NOW = str(() => new Date().toISOString());
export const UUID = str(() => randomUUID());
export const PATH_ID = str(({ id }) => id);
export const PATH_INT = int(({ id }) => Number(id));
/** `prefix` then `bytes` random bytes in hex (Stripe's `pi_…`, Twilio's `SM…`). */
export const hex = (prefix: string, bytes: number) =>
  str(() => `${prefix}${randomBytes(bytes).toString('hex')}`);
/** A body field as the action read it (left out of the answer when absent). */
export const given = (name: string, type: FieldType = 'string') => computed(type)(({ body }) => body[name]);
export const countOf = (name: string) =>
  int(({ body }) => {
    const list = body[name];
    return Array.isArray(list) ? list.length : 0;
  });
export const isTrue = (name: string) => bool(({ body }) => body[name] === true);
/** A report created for the caller (kept, so it can be looked up); integer keys as numbers. */
export const created = (type: 'integer' | 'string') =>
  computed(type)(({ tenant, tenants, newId }) => {
    const id = tenant === undefined ? newId('REPORT_ID') : tenants.create(tenant, 'REPORT_ID');
    return type === 'integer' ? Number(id) : id;
  });
/** A fresh key of `table`, as a number. */
export const nextKey = (table: string) => int(({ newId }) => Number(newId(table)));
