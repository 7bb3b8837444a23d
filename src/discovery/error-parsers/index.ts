/**
 * @module The error-body parser registry, most specific shape first, and the entry point that picks
 * one. Hints are leads: discovery verifies each by probing before it believes it.
 */
import type { RecordedResponse } from '../../core/exchange.ts';
import { ajvParser } from './ajv-errors.ts';
import { classValidatorParser } from './class-validator.ts';
import { envelopeParser } from './envelope.ts';
import { expressValidatorParser } from './express-validator.ts';
import { fastifyParser } from './fastify.ts';
import { genericParser } from './generic.ts';
import { joiParser } from './joi.ts';
import { keyedErrorsParser } from './keyed-errors.ts';
import { problemJsonParser } from './problem-json.ts';
import { pydanticParser } from './pydantic.ts';
import { springParser } from './spring.ts';
import { textBodyParser } from './text-body.ts';
import type { ErrorBodyParser, ParsedError } from './types.ts';
import { zodParser } from './zod.ts';

export type { ErrorHint } from '../message-interpreter/error-hint.ts';
export { interpretMessage } from '../message-interpreter/interpret-message.ts';
export { isFailureEnvelope } from './failure-envelope.ts';
export type { ErrorBodyParser, ParsedError } from './types.ts';

/**
 * In order: shapes with typed per-field data (zod issues, raw ajv errors, Fastify, Pydantic, Joi,
 * class-validator, express-validator), then the looser families (problem+json, Spring, keyed
 * errors, failure envelopes), then text. Zod precedes the envelope because a serialised
 * `safeParse` result is also `{success: false, error: …}`.
 */
export const errorParsers: readonly ErrorBodyParser[] = [
  zodParser,
  ajvParser,
  fastifyParser,
  pydanticParser,
  joiParser,
  classValidatorParser,
  expressValidatorParser,
  problemJsonParser,
  springParser,
  keyedErrorsParser,
  envelopeParser,
  textBodyParser,
];

function attempt(
  parser: ErrorBodyParser,
  res: RecordedResponse,
  fields: readonly string[],
): ParsedError | undefined {
  try {
    return parser.canParse(res) ? parser.parse(res, fields) : undefined;
  } catch {
    // A parser that trips on a body it claimed is skipped; the next one (or the generic) reads it.
    return undefined;
  }
}

/** What the body says, by the first parser that recognises it; undefined only for an empty body. */
export function parseErrorBody(res: RecordedResponse, fields: readonly string[]): ParsedError | undefined {
  const body = typeof res.body === 'string' ? res.body : '';
  if (body.trim() === '' && res.json === undefined) return undefined;
  for (const parser of errorParsers) {
    const parsed = attempt(parser, res, fields);
    if (parsed !== undefined) return parsed;
  }
  return (
    attempt(genericParser, res, fields) ?? { parser: 'generic', messages: [body.slice(0, 500)], hints: [] }
  );
}
