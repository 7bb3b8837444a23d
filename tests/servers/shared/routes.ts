/**
 * @module The document's 21 routes, once, for every test server: method, path, the kind of id its
 * path parameter names, whether the document shows `Authorization`, and the body fields the document
 * lists. Read from the harness's operation catalog (the typed copy of `SERVICE-INTERFACE.md`), so a
 * server restates only its own conventions: `onRoutes` lays them over this table.
 */
import { catalog } from '../../../fixtures/catalog.ts';
import { type HttpMethod, idVariable, pathParams } from '../../../fixtures/operation-def.ts';
import { ID_KINDS, type IdKind, type OperationNumber, type OperationRule } from './rules.ts';

/** What the document says of one route; a server's conventions are laid over it. */
export interface Route {
  readonly method: HttpMethod;
  /** The document's path template, e.g. `/v1/homes/{dealId}`. */
  readonly path: string;
  /** The path parameter's name (`dealId`), when the path has one. */
  readonly param?: string;
  /** The kind of id that parameter names (`DEAL_ID`). */
  readonly idKind?: IdKind;
  /** The document shows an `Authorization` header (all but 8 and 18). */
  readonly documentedAuth: boolean;
  /** The body fields the document lists, in its order (empty when it lists none). */
  readonly documentedFields: readonly string[];
  /** What the document shows of the body: fields, "a JSON object" (empty or any), or nothing. */
  readonly documentedBody: 'fields' | 'object' | 'empty-object' | 'none';
}

function routeOf(def: (typeof catalog)[keyof typeof catalog]): Route {
  const [param] = pathParams(def.path);
  const idKind = param === undefined ? undefined : idVariable(param);
  if (idKind !== undefined && !(ID_KINDS as readonly string[]).includes(idKind)) {
    throw new Error(`route ${def.path}: no id kind ${idKind}`);
  }
  return {
    method: def.method,
    path: def.path,
    ...(param === undefined ? {} : { param, idKind: idKind as IdKind }),
    documentedAuth: def.documentedAuthHeader,
    documentedFields: def.body.kind === 'fields' ? Object.keys(def.body.fields) : [],
    documentedBody: def.body.kind,
  };
}

/** The 21 routes, keyed by the document's operation number. */
export const ROUTES = Object.fromEntries(
  Object.values(catalog).map((def) => [String(def.number), routeOf(def)]),
) as Readonly<Record<OperationNumber, Route>>;

/** A server's per-operation conventions laid over the document's routes. */
export function onRoutes<Conventions extends object>(
  conventions: Readonly<Record<OperationNumber, Conventions>>,
): Readonly<Record<OperationNumber, Route & Conventions>> {
  return Object.fromEntries(
    (Object.entries(conventions) as [OperationNumber, Conventions][]).map(([op, own]) => [
      op,
      { ...ROUTES[op], ...own },
    ]),
  ) as Record<OperationNumber, Route & Conventions>;
}

/** What a server states of one operation; `method`, `path` and `idKind` come from the document. */
export type Conventions = Omit<
  OperationRule,
  'method' | 'path' | 'idKind' | 'auth' | 'successStatus' | 'body'
> &
  Partial<Pick<OperationRule, 'auth' | 'successStatus' | 'body'>>;

/**
 * A server's rules table: the document's routes under its conventions (`Extra`: any of its own).
 * `auth` is what the document shows unless the server (or `defaults`) says otherwise;
 * `successStatus` is 200 unless stated; `body` may be left out where the document shows none
 * (no body read) or only "a JSON object" (an object with no fields).
 */
export function rulesOnRoutes<Extra extends object = Record<never, never>>(
  own: Readonly<Partial<Record<OperationNumber, Conventions & Extra>>>,
  defaults: Partial<Pick<OperationRule, 'auth' | 'successStatus'>> = {},
): Readonly<Record<OperationNumber, OperationRule & Extra>> {
  return Object.fromEntries(
    Object.entries(ROUTES).map(([op, route]) => {
      const rule = { ...route, ...own[op as OperationNumber] };
      if (rule.body === undefined && route.documentedBody === 'fields')
        throw new Error(`op ${op}: no body rule`);
      const body =
        route.documentedBody === 'none' ? { kind: 'none' } : { kind: 'object', fields: {}, required: [] };
      return [
        op,
        { auth: rule.documentedAuth ? 'required' : 'none', successStatus: 200, body, ...defaults, ...rule },
      ];
    }),
  ) as unknown as Record<OperationNumber, OperationRule & Extra>;
}
