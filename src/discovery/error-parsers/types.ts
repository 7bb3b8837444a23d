/**
 * @module What an error body says, in typed form. Each parser in the registry turns one framework's
 * error shape into hints (`ErrorHint`); discovery applies hints only as leads it then verifies by
 * probing.
 */
import type { RecordedResponse } from '../../core/exchange.ts';
import type { ErrorHint } from '../message-interpreter/error-hint.ts';

export interface ParsedError {
  /** Name of the parser that understood the body. */
  readonly parser: string;
  /** Human-readable messages found in the body. */
  readonly messages: readonly string[];
  readonly hints: readonly ErrorHint[];
}

export interface ErrorBodyParser {
  readonly name: string;
  canParse(res: RecordedResponse): boolean;
  /** `fields`: the request's field names, to match messages that name them loosely. */
  parse(res: RecordedResponse, fields: readonly string[]): ParsedError;
}
