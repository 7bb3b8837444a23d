/**
 * @module What a kind of fact is to the rest of the harness, in one place: where it enters the
 * inferred operation, where the observed OpenAPI document states it, which gap-report section
 * answers with it (and in what words), how `index.html` places and says it, and which baseline
 * facts it stands for. One descriptor per `Observation['kind']`, collected in `table.ts`.
 */
import type { ObservationKind, ObservationOf } from '../../core/observation.ts';
import type { InferredOperation } from '../inference/inferred-operation.ts';

/** The gap report's sections (its questions), in the document's order. */
export const gapSectionTitles = [
  'Overall purpose and business rules',
  'Fields of response records',
  'Required and optional request fields',
  'Allowed values, formats, units and bounds',
  'States and transitions',
  'Response bodies and success statuses',
  'Contents of objects given only as objects (primary, bookedBy, bodies of 16 and 17)',
  'How a token is obtained, its lifetime and scope',
  'Whether operations 8 and 18 require a token',
  'Events, webhooks and callbacks',
  'Errors: statuses, codes and body shape',
  'Rate limits, size limits and pagination',
  'Versioning policy, deprecation and compatibility',
] as const;
export type GapSectionTitle = (typeof gapSectionTitles)[number];

/** The page's field columns and operation rows, in the page's order. */
export const fieldColumns = ['required', 'type', 'bounds', 'closed set', 'format'] as const;
export type FieldColumn = (typeof fieldColumns)[number] | 'document';
export const operationRows = ['auth', 'success', 'errors', 'limits', 'behaviour', 'unverified'] as const;
export type OperationRow = (typeof operationRows)[number];

export type Placement =
  | { readonly at: 'field'; readonly field: string; readonly column: FieldColumn }
  | { readonly at: 'operation'; readonly row: OperationRow };

export const field = (f: string, column: FieldColumn): Placement => ({ at: 'field', field: f, column });
export const row = (r: OperationRow): Placement => ({ at: 'operation', row: r });

/** The inferred operation's slots whose value is `T` (or absent). */
type SlotsHolding<T> = {
  [S in keyof InferredOperation]-?: NonNullable<InferredOperation[S]> extends T ? S : never;
}[keyof InferredOperation];

/**
 * Where the kind enters the inferred operation: its own slot (the first non-tentative observation
 * of the operation, or all of them with `many`; with `server`, a server-wide fact naming the
 * operation among its `operations`), or merged into the request's fields or the responses.
 */
export type InferredFacet<K extends ObservationKind> =
  | { readonly slot: SlotsHolding<ObservationOf<K>>; readonly many?: false; readonly server?: boolean }
  | { readonly slot: SlotsHolding<ObservationOf<K>[]>; readonly many: true }
  | { readonly via: 'request fields' | 'responses' };

type Doc = Record<string, unknown>;

/**
 * Where the observed document states the kind. `operation`/`document`: the `x-` entries the fact
 * adds to its operation (from its slot's value) or to the document (from the first observation),
 * in the table's order; `via`: stated by the part of the document named (a field's schema, the
 * responses, security, a path parameter's example); `not stated`: the document has no place for it.
 */
export interface OpenApiFacet<K extends ObservationKind> {
  readonly via?: 'request schema' | 'responses' | 'security' | 'request example' | 'not stated';
  operation?(o: ObservationOf<K>): Doc;
  document?(o: ObservationOf<K>): Doc;
}

/**
 * The gap-report sections that answer with the kind (none: the report states it through another
 * kind), and the kind's own sentence when a section quotes it.
 */
export interface GapFacet<K extends ObservationKind> {
  readonly sections: readonly GapSectionTitle[];
  line?(o: ObservationOf<K>): string;
  /**
   * No section quotes the kind by itself: its line is added to the answer of each of its sections
   * for the operation (so a new kind reaches the gap report through its descriptor alone).
   */
  readonly appended?: boolean;
}

/** How `index.html` shows one observation: where on the operation's view, and in what words. */
export interface PageFacet<K extends ObservationKind> {
  place(o: ObservationOf<K>): Placement;
  text(o: ObservationOf<K>): string;
}

/**
 * The baseline facts one observation stands for (the keys its witnesses prove): full keys or
 * prefixes ending in `.`, under the operation's key `id` (`POST /properties`); `server`: the facts
 * are the server's (`server body-limit`), whatever operation the observation was made on.
 */
export interface BaselineFacet<K extends ObservationKind> {
  readonly server?: boolean;
  keys(o: ObservationOf<K>, id: string): string[];
}

/** One kind of fact: each facet reads only observations of its own kind. */
export interface FactDescriptor<K extends ObservationKind> {
  readonly inferred: InferredFacet<K>;
  readonly openapi: OpenApiFacet<K>;
  readonly gap: GapFacet<K>;
  readonly page: PageFacet<K>;
  readonly baseline: BaselineFacet<K>;
}

/** The table's type: a descriptor for every kind, each typed by its own kind. */
export type FactTable = { readonly [K in ObservationKind]: FactDescriptor<K> };
