/**
 * @module What every parser reduces a body to: messages, each with the field its structure names (if
 * any) and the values it lists as allowed; plus the hints read straight from structured data.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { interpretMessage } from '../message-interpreter/interpret-message.ts';
import { mergeHints } from './merge-hints.ts';
import type { ParsedError } from './types.ts';

export interface MessageEntry {
  readonly message: string;
  /** The field the body's structure ties the message to (`loc`, `path`, `field`, a keyed-errors key). */
  readonly field?: string;
  /** Allowed values the structure lists next to the message (`allowedValues`, `ctx.expected`). */
  readonly values?: readonly string[];
  /** Structured data already gave this message's hints: show it, do not interpret it again. */
  readonly understood?: boolean;
}

const maxMessages = 100;

function display(entry: MessageEntry): string {
  const message = entry.message.replace(/\s+/g, ' ').trim();
  return entry.field !== undefined && !message.includes(entry.field) ? `${entry.field}: ${message}` : message;
}

export function toParsedError(
  parser: string,
  entries: readonly MessageEntry[],
  fields: readonly string[],
  structured: readonly ErrorHint[] = [],
): ParsedError {
  const usable = entries.filter((e) => e.message.trim() !== '').slice(0, 500);
  const hints: ErrorHint[] = [...structured];
  for (const entry of usable) {
    if (entry.understood !== true) hints.push(...interpretMessage(entry.message, fields, entry.field));
    if (entry.field !== undefined && entry.values !== undefined && entry.values.length > 0) {
      hints.push({ kind: 'enum', field: entry.field, values: entry.values });
    }
  }
  return {
    parser,
    messages: [...new Set(usable.map(display))].slice(0, maxMessages),
    hints: mergeHints(hints),
  };
}
