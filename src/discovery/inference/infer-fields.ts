/**
 * @module Field facts of one operation: the documented fields plus fields found by probing, each
 * with the type to state (verified, else the document's), required, complete enum or observed
 * values, bounds, lengths and format, and the exchanges behind each; an object field also with its
 * own fields (`primary.email`), one level deep, by the same rules.
 */
import type { FieldSpec, OperationDef } from '../../../fixtures/operation-def.ts';
import type {
  BoundKind,
  Observation,
  ObservationOf,
  ObservedType,
  TypeSamples,
} from '../../core/observation.ts';
import { pathParts, valueAt } from '../session/body-path.ts';

export interface InferredField {
  /** The field's own name (`email` inside `primary`). */
  readonly name: string;
  readonly documented: boolean;
  /** The type to state: the verified one, else the document's (absent when neither is known). */
  readonly type?: ObservedType;
  /** The server rejected a value of another type. */
  readonly typeVerified: boolean;
  /** An integer whose fractions are accepted and read as integers. */
  readonly fractions?: 'coerced';
  /** The values the type probes sent, refused and accepted. */
  readonly typeSamples?: TypeSamples;
  readonly items?: ObservedType;
  readonly required?: boolean;
  /** Complete set, as the server names the values. */
  readonly enum?: readonly string[];
  readonly caseInsensitive?: boolean;
  /** Values seen accepted in a closed set that is not known complete. */
  readonly observedValues?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Bounds probed and not found, with the most extreme value tried (and accepted). */
  readonly unbounded: readonly { readonly bound: BoundKind; readonly tried: number }[];
  readonly format?: 'email';
  /** An object field's own fields the server was seen to read. */
  readonly properties?: readonly InferredField[];
  /** An object field's policy on unknown fields inside it. */
  readonly unknownFields?: 'rejected' | 'ignored';
  /** Fact → exchange ids. */
  readonly evidence: Readonly<Record<string, readonly string[]>>;
}

/**
 * The fields the server was seen to read, documented or not. A name is a candidate when the
 * document gives it, a probe found it, it is in the accepted body (repair put it there because an
 * error named it), or a probe stated a rule about it; whatever its source, it is stated only when
 * some behaviour tells it from an unknown field: it is required, rejects a wrong type or a value out
 * of a rule, or unknown fields are rejected while it was accepted. Where unknown fields are ignored,
 * a field that accepts anything might as well not exist, so it is left out. A name that only an
 * error text gave is never enough.
 */
export function mergeFields(def: OperationDef, obs: readonly Observation[]): InferredField[] {
  const documented = def.body.kind === 'fields' ? def.body.fields : {};
  const baseline = obs.find((o): o is ObservationOf<'baseline'> => o.kind === 'baseline');
  const accepted = isObject(baseline?.body) ? Object.keys(baseline.body) : [];
  const probed = obs
    .map((o) => ('field' in o && typeof o.field === 'string' ? o.field : undefined))
    .filter((f): f is string => f !== undefined && pathParts(f).length === 1);
  const names = [...new Set([...Object.keys(documented), ...accepted, ...probed])];
  return names.filter((name) => exists(name, obs)).map((name) => mergeField(name, documented[name], obs));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `path`: a top-level field, or `object.field` judged against the object's own policy. */
function exists(path: string, obs: readonly Observation[]): boolean {
  const [head, child] = pathParts(path);
  const object = child === undefined ? undefined : head;
  const unknownRejected = obs.some(
    (o) => o.kind === 'unknown_fields' && o.policy === 'rejected' && o.field === object,
  );
  const baseline = obs.find((o): o is ObservationOf<'baseline'> => o.kind === 'baseline');
  if (unknownRejected && valueAt(baseline?.body, path) !== undefined) return true;
  return obs.some((o) => {
    if (!('field' in o) || o.field !== path) return false;
    switch (o.kind) {
      case 'field_exists':
      case 'enum':
      case 'bound':
      case 'format':
        return true;
      case 'required':
        return o.required;
      case 'type':
        return !o.lenient;
      default:
        return false;
    }
  });
}

function mergeField(path: string, spec: FieldSpec | undefined, all: readonly Observation[]): InferredField {
  const obs = all.filter((o) => 'field' in o && o.field === path && o.kind !== 'undetermined');
  const one = <K extends Observation['kind']>(kind: K) =>
    obs.find((o): o is ObservationOf<K> => o.kind === kind);
  const evidence: Record<string, readonly string[]> = {};
  const note = (fact: string, o: Observation | undefined) => {
    if (o !== undefined) evidence[fact] = o.evidence.exchangeIds;
  };
  const typeObs = one('type');
  const strict = typeObs !== undefined && !typeObs.lenient;
  // A lenient number (numeric strings coerced) still tells integers from fractions, and a documented
  // string that refuses words is a number taking numeric strings (`probes/field-types.ts`).
  const numericLenient =
    typeObs?.lenient === true && (typeObs.type === 'integer' || typeObs.type === 'number');
  const type = strict || numericLenient ? typeObs.type : documentedType(spec);
  note('type', typeObs);
  const required = one('required');
  note('required', required);
  const enumObs = one('enum');
  note('enum', enumObs);
  const format = one('format');
  note('format', format);
  const bounds: Partial<Record<BoundKind, number>> = {};
  for (const o of obs) {
    if (o.kind !== 'bound') continue;
    bounds[o.bound] = o.value;
    note(o.bound, o);
  }
  const unbounded = obs
    .filter((o): o is ObservationOf<'unbounded'> => o.kind === 'unbounded')
    .map((o) => ({ bound: o.bound, tried: o.tried }));
  const unknown = all.find(
    (o): o is ObservationOf<'unknown_fields'> => o.kind === 'unknown_fields' && o.field === path,
  );
  const properties = nestedFields(path, all);
  return {
    name: pathParts(path).at(-1) ?? path,
    documented: spec !== undefined,
    ...(type !== undefined && { type }),
    typeVerified: strict,
    ...(typeObs?.fractions !== undefined && { fractions: typeObs.fractions }),
    ...(typeObs?.samples !== undefined && { typeSamples: typeObs.samples }),
    ...(typeObs?.items !== undefined && { items: typeObs.items }),
    ...(required !== undefined && { required: required.required }),
    ...(enumObs?.complete === true && { enum: enumObs.values }),
    ...(enumObs?.caseInsensitive !== undefined && { caseInsensitive: enumObs.caseInsensitive }),
    ...(enumObs !== undefined && !enumObs.complete && { observedValues: enumObs.values }),
    ...bounds,
    unbounded,
    ...(format !== undefined && { format: format.format }),
    ...(properties.length > 0 && { properties }),
    ...(unknown !== undefined && { unknownFields: unknown.policy }),
    evidence,
  };
}

/** The own fields of the object field `object` that the server was seen to read (one level). */
function nestedFields(object: string, all: readonly Observation[]): InferredField[] {
  if (object.includes('.')) return [];
  const prefix = `${object}.`;
  const paths = all
    .filter((o) => 'field' in o && typeof o.field === 'string' && o.field.startsWith(prefix))
    .map((o) => (o as { field: string }).field)
    .filter((f) => !f.slice(prefix.length).includes('.'));
  return [...new Set(paths)].filter((p) => exists(p, all)).map((p) => mergeField(p, undefined, all));
}

function documentedType(spec: FieldSpec | undefined): ObservedType | undefined {
  if (spec === undefined || spec.type === 'undetermined') return undefined;
  return spec.type;
}
