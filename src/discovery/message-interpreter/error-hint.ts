/**
 * @module A hint: what an error message (or an error body's structured data) says about one field.
 * Hints are leads, not facts: discovery verifies each by probing before it believes it.
 */
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
  /** A regular expression the value must match (JavaScript syntax, as the server showed it). */
  | { readonly kind: 'pattern'; readonly field: string; readonly pattern: string }
  | { readonly kind: 'unknown_field'; readonly field: string }
  /** The field is named as invalid, reason not understood. */
  | { readonly kind: 'invalid'; readonly field: string };
