/**
 * @module The table of fact descriptors, one per `Observation['kind']` (the compiler refuses a
 * kind without one), and the readers every writer goes through: a new kind of fact is its probe,
 * its member of the `Observation` union and its descriptor file here, nothing else.
 */
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import type { Observation, ObservationKind, ObservationOf } from '../../core/observation.ts';
import type { InferredOperation } from '../inference/inferred-operation.ts';
import type { FactDescriptor, FactTable, GapSectionTitle, Placement } from './descriptor.ts';
import { auth } from './kinds/auth.ts';
import { baseline } from './kinds/baseline.ts';
import { bodyLimit } from './kinds/body-limit.ts';
import { bound } from './kinds/bound.ts';
import { deprecation } from './kinds/deprecation.ts';
import { enumFact } from './kinds/enum.ts';
import { errorShape } from './kinds/error-shape.ts';
import { fieldExists } from './kinds/field-exists.ts';
import { format } from './kinds/format.ts';
import { getBody } from './kinds/get-body.ts';
import { invalidBodyAccepted } from './kinds/invalid-body-accepted.ts';
import { pathId } from './kinds/path-id.ts';
import { rateLimit } from './kinds/rate-limit.ts';
import { rejection } from './kinds/rejection.ts';
import { required } from './kinds/required.ts';
import { responseShape } from './kinds/response-shape.ts';
import { success } from './kinds/success.ts';
import { type } from './kinds/type.ts';
import { unbounded } from './kinds/unbounded.ts';
import { undetermined } from './kinds/undetermined.ts';
import { unknownFields } from './kinds/unknown-fields.ts';
import { versioning } from './kinds/versioning.ts';
import { wrongMethod } from './kinds/wrong-method.ts';

/**
 * Field rules, answers, auth, then the facts the document states as `x-` entries: their order here
 * is the order of those entries in an operation (and in the document), so it is kept.
 */
export const FACTS = {
  field_exists: fieldExists,
  required,
  type,
  enum: enumFact,
  bound,
  unbounded,
  format,
  unknown_fields: unknownFields,
  success,
  response_shape: responseShape,
  error_shape: errorShape,
  path_id: pathId,
  auth,
  get_body: getBody,
  invalid_body_accepted: invalidBodyAccepted,
  rate_limit: rateLimit,
  body_limit: bodyLimit,
  rejection,
  baseline,
  versioning,
  wrong_method: wrongMethod,
  deprecation,
  undetermined,
} satisfies FactTable;

const kinds = Object.keys(FACTS) as ObservationKind[];

/**
 * A kind's descriptor, read as one of any kind: the compiler cannot pair a descriptor's parameter
 * with the observation picked by the same `kind` (a correlated union), so this one cast does; every
 * reader below hands a descriptor only observations of its own kind.
 */
const descriptor = (kind: ObservationKind) => FACTS[kind] as unknown as FactDescriptor<ObservationKind>;
const factOf = (o: Observation) => descriptor(o.kind);

/** Where `index.html` shows the observation. */
export const placement = (o: Observation): Placement => factOf(o).page.place(o);

/** The observation as a short sentence (`index.html`). */
export const factText = (o: Observation): string => factOf(o).page.text(o);

/** The kind's gap-report sentence for one observation of it. */
export function gapLine<K extends ObservationKind>(o: ObservationOf<K>): string {
  return factOf(o).gap.line?.(o) ?? '';
}

/**
 * The lines of the kinds whose descriptors append to a gap section (`gap.appended`), for one
 * operation's observations, with their evidence.
 */
export function appendedGapLines(
  title: GapSectionTitle,
  obs: readonly Observation[],
): { lines: string[]; evidence: string[] } {
  const found = obs.filter((o) => {
    const gap = factOf(o).gap;
    return gap.appended === true && gap.sections.includes(title);
  });
  return { lines: found.map((o) => gapLine(o)), evidence: found.flatMap((o) => o.evidence.exchangeIds) };
}

/** The baseline fact keys (or prefixes ending in `.`) the observation stands for, under `id`. */
export function factKeys(o: Observation, id: string): string[] {
  return factOf(o).baseline.keys(o, id);
}

/** The observation's facts are the server's, whatever operation it was made on. */
export const serverFact = (o: Observation): boolean => factOf(o).baseline.server === true;

type Doc = Record<string, unknown>;

/** The `x-` entries an inferred operation's own facts add to its operation object. */
export function operationExtensions(m: InferredOperation): Doc {
  const out: Doc = {};
  for (const kind of kinds) {
    const d = descriptor(kind);
    const value = 'slot' in d.inferred && !d.inferred.many ? m[d.inferred.slot] : undefined;
    if (d.openapi.operation && value !== undefined) Object.assign(out, d.openapi.operation(value));
  }
  return out;
}

/** The `x-` entries server-wide facts add to the document: the first observation of each kind. */
export function documentExtensions(observations: readonly Observation[]): Doc {
  const out: Doc = {};
  for (const kind of kinds) {
    const d = descriptor(kind);
    const first = observations.find((o) => o.kind === kind);
    if (d.openapi.document && first !== undefined) Object.assign(out, d.openapi.document(first));
  }
  return out;
}

/**
 * The inferred operation's own slots: per kind with a slot, its first observation of the operation
 * (`obs`: the operation's, not tentative) or all of them; a server-wide kind from `all`, where it
 * names the operation.
 */
export function inferredSlots(
  operation: OperationNumber,
  obs: readonly Observation[],
  all: readonly Observation[],
): Partial<Record<keyof InferredOperation, unknown>> {
  const out: Partial<Record<keyof InferredOperation, unknown>> = {};
  for (const kind of kinds) {
    const f = FACTS[kind].inferred;
    if (!('slot' in f)) continue;
    const server = 'server' in f && f.server === true;
    const found = (server ? all : obs).filter(
      (o) => o.kind === kind && (!server || ('operations' in o && o.operations.includes(operation))),
    );
    if (f.many === true) out[f.slot] = found;
    else if (found[0] !== undefined) out[f.slot] = found[0];
  }
  return out;
}
