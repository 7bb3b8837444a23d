/**
 * @module Building a case from a draft: defaults (token auth, the context's path values), the id,
 * and body edits shared by the field-level builders.
 */
import type { AuthVariant, Case, CaseBody, Scenario, Validity } from '../../src/core/case.ts';
import type { BodyField } from '../body-fields.ts';
import { caseId } from '../case-id.ts';
import { satisfiesConstraints } from '../learned-constraints.ts';
import type { BuildContext } from './types.ts';

export interface CaseDraft {
  readonly scenario: Scenario;
  /** Appended to the id: field name, value label, index. */
  readonly detail?: readonly (string | number)[];
  readonly body: CaseBody;
  readonly validity: Validity;
  readonly field?: string;
  readonly auth?: AuthVariant;
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly fcPath?: string;
}

export function makeCase(ctx: BuildContext, d: CaseDraft): Case {
  return {
    id: caseId(ctx.op.number, d.scenario, d.detail),
    operation: ctx.op.number,
    scenario: d.scenario,
    auth: d.auth ?? 'token',
    pathParams: d.pathParams ?? ctx.pathParams,
    body: d.body,
    ...(d.field !== undefined && { field: d.field }),
    validity: d.validity,
    seed: ctx.seed,
    ...(d.fcPath !== undefined && { fcPath: d.fcPath }),
  };
}

/** The base body as sent by cases that vary something else (path, auth). */
export function baseCaseBody(ctx: BuildContext): CaseBody {
  return ctx.op.body.kind === 'none' ? { kind: 'none' } : jsonBody(ctx.baseBody);
}

export function jsonBody(value: unknown): CaseBody {
  return { kind: 'json', value };
}

export function withField(base: Readonly<Record<string, unknown>>, name: string, value: unknown) {
  return { ...base, [name]: value };
}

export function withoutField(base: Readonly<Record<string, unknown>>, name: string) {
  const { [name]: _omitted, ...rest } = base;
  return rest;
}

/** The base body as JSON text with one field's value written as `literal` (`-0`, `1e3`). */
export function withLiteral(base: Readonly<Record<string, unknown>>, name: string, literal: string): string {
  const entries = Object.entries(Object.hasOwn(base, name) ? base : { ...base, [name]: null });
  const text = entries.map(([k, v]) => `${JSON.stringify(k)}:${k === name ? literal : JSON.stringify(v)}`);
  return `{${text.join(',')}}`;
}

/**
 * A request built like the accepted one is valid only when the server has accepted its shape: an
 * operation without a body, or one discovery found an accepted body for. Bodies built from guesses
 * the server never accepted are `unknown`, so no check treats their refusal as a failure.
 */
export function validIfAccepted(ctx: BuildContext): Validity {
  return ctx.op.body.kind === 'none' || ctx.knowledge?.acceptedBody !== undefined ? 'valid' : 'unknown';
}

/** Certainly invalid when it breaks a rule the server was seen to enforce; otherwise unknown. */
export function valueValidity(field: BodyField, value: unknown): Validity {
  return field.learned !== undefined && !satisfiesConstraints(value, field.learned) ? 'invalid' : 'unknown';
}

/**
 * As `valueValidity`, except that a zero value ("", whitespace only, 0) on a field not known to be
 * required is no certain error: many servers read it as absent (Laravel trims, then turns "" into
 * null; Go decodes into zero values and treats them as "not sent"), so breaking a length, format or
 * bound with it proves nothing. On a required field it is judged as any value.
 */
export function edgeValidity(field: BodyField, value: unknown): Validity {
  const zero = (typeof value === 'string' && value.trim() === '') || value === 0;
  return zero && field.learned?.required !== true ? 'unknown' : valueValidity(field, value);
}
