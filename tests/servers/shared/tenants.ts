/**
 * @module The two tenants of a test server: random tokens, one seeded record per id kind, and a
 * bounded store of records created at run time. A record of the other tenant is simply not found.
 */
import { randomBytes } from 'node:crypto';
import type { SeededIds } from '../../../src/sandbox/server-truth.ts';
import { ID_KINDS, type IdKind } from './rules.ts';

export interface Tenant {
  readonly name: 'a' | 'b';
  readonly token: string;
  readonly ids: SeededIds;
}

/** Created records kept per tenant and kind; the oldest non-seeded one goes first. */
const MAX_RECORDS_PER_KIND = 500;

export class TenantDirectory {
  readonly a: Tenant;
  readonly b: Tenant;
  readonly #records = new Map<Tenant, Map<IdKind, Set<string>>>();
  readonly #makeId: (kind: IdKind) => string;

  constructor(makeId: (kind: IdKind) => string) {
    this.#makeId = makeId;
    this.a = this.#seed('a');
    this.b = this.#seed('b');
  }

  /** The tenant a bearer token belongs to, if any. */
  byToken(token: string | undefined): Tenant | undefined {
    if (token === undefined) return undefined;
    if (token === this.a.token) return this.a;
    if (token === this.b.token) return this.b;
    return undefined;
  }

  owns(tenant: Tenant, kind: IdKind, id: string): boolean {
    return this.#set(tenant, kind).has(id);
  }

  /** Looks in every tenant: for public operations called without a token. */
  anyOwns(kind: IdKind, id: string): boolean {
    return this.owns(this.a, kind, id) || this.owns(this.b, kind, id);
  }

  /** Whether the record is visible: the tenant's own, or anyone's to a caller without a token. */
  sees(tenant: Tenant | undefined, kind: IdKind, id: string): boolean {
    return tenant === undefined ? this.anyOwns(kind, id) : this.owns(tenant, kind, id);
  }

  /** Creates and keeps a fresh record id for `tenant`. */
  create(tenant: Tenant, kind: IdKind): string {
    const id = this.#freshId(kind);
    const set = this.#set(tenant, kind);
    set.add(id);
    if (set.size > MAX_RECORDS_PER_KIND) {
      for (const old of set) {
        if (old !== tenant.ids[kind]) {
          set.delete(old);
          break;
        }
      }
    }
    return id;
  }

  #seed(name: 'a' | 'b'): Tenant {
    const records = new Map<IdKind, Set<string>>();
    const ids = Object.fromEntries(
      ID_KINDS.map((kind) => {
        const id = this.#freshId(kind);
        records.set(kind, new Set([id]));
        return [kind, id];
      }),
    ) as unknown as SeededIds;
    const tenant: Tenant = { name, token: `${name}-${randomBytes(12).toString('hex')}`, ids };
    this.#records.set(tenant, records);
    return tenant;
  }

  #set(tenant: Tenant, kind: IdKind): Set<string> {
    return this.#records.get(tenant)?.get(kind) ?? new Set();
  }

  #freshId(kind: IdKind): string {
    for (;;) {
      const id = this.#makeId(kind);
      if (![...this.#records.values()].some((byKind) => byKind.get(kind)?.has(id))) return id;
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if the header has that form. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1];
}
