/**
 * @module The string-value families: each string field sent as an empty, blank, very long,
 * unicode, control-character or injection value (`op01-injection-state-sql`).
 */
import type { Case, Scenario } from '../../src/core/case.ts';
import type { BodyField } from '../body-fields.ts';
import {
  CONTROL_CHARS,
  type EdgeValue,
  injectionPayloads,
  unicodeSamples,
  VERY_LONG,
  WHITESPACE,
} from '../edge-values.ts';
import { effectiveType } from '../field-arbitrary.ts';
import { edgeValidity, jsonBody, makeCase, withField } from './make-case.ts';
import type { BuildContext } from './types.ts';

/** An empty label keeps the id short when a family has one value. */
const families: readonly {
  readonly scenario: Scenario;
  readonly values: (f: BodyField) => readonly EdgeValue[];
}[] = [
  { scenario: 'empty_string', values: () => [{ label: '', value: '' }] },
  { scenario: 'whitespace', values: () => [{ label: '', value: WHITESPACE }] },
  { scenario: 'very_long', values: (f) => [{ label: '', value: VERY_LONG }, ...justTooLong(f)] },
  { scenario: 'unicode', values: () => unicodeSamples },
  { scenario: 'control_chars', values: () => [{ label: '', value: CONTROL_CHARS }] },
  { scenario: 'injection', values: () => injectionPayloads },
];

/** One past a learned maximum length: the boundary a 10 000-character value skips over. */
function justTooLong(f: BodyField): EdgeValue[] {
  const max = f.learned?.maxLength;
  return max === undefined ? [] : [{ label: 'max_length_plus_one', value: 'x'.repeat(max + 1) }];
}

export function stringValues(ctx: BuildContext): Case[] {
  const strings = ctx.fields.filter((f) => effectiveType(f.spec, f.learned) === 'string');
  return families.flatMap(({ scenario, values }) =>
    strings.flatMap((f) =>
      values(f).map(({ label, value }) =>
        makeCase(ctx, {
          scenario,
          detail: [f.name, label],
          field: f.name,
          body: jsonBody(withField(ctx.baseBody, f.name, value)),
          validity: edgeValidity(f, value),
        }),
      ),
    ),
  );
}
