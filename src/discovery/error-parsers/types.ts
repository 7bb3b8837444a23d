/**
 * @module What an error body says, in typed form. Each parser in the registry turns one framework's
 * error shape into hints; discovery applies hints only as leads it then verifies by probing.
 */
import type { RecordedResponse } from '../../core/exchange.ts';

export type ErrorHint =
  | { readonly kind: 'required'; readonly field: string }
  | { readonly kind: 'type'; readonly field: string; readonly expected?: string }
  | { readonly kind: 'enum'; readonly field: string; readonly values?: readonly string[] }
  | {
      readonly kind: 'minimum' | 'maximum';
      readonly field: string;
      readonly value: number;
      readonly exclusive?: boolean;
    }
  | { readonly kind: 'minLength' | 'maxLength'; readonly field: string; readonly value: number }
  | { readonly kind: 'format'; readonly field: string; readonly format: string }
  | { readonly kind: 'unknown_field'; readonly field: string }
  /** The field is named as invalid, reason not understood. */
  | { readonly kind: 'invalid'; readonly field: string };

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
