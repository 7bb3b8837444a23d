/**
 * @module The message interpreter: one free-text validation message (any framework's wording) and
 * the request's field names in, typed hints out. A message naming a field for a reason no rule
 * understands gives `invalid`; a message naming no field gives nothing (it stays a message).
 */

import type { ErrorHint } from './error-hint.ts';
import { resolveField } from './field-path.ts';
import { findField } from './message-field.ts';
import { labelled, locationless } from './message-label.ts';
import type { MessageContext } from './message-rule.ts';
import { messageRules } from './message-rules.ts';

/** Longer messages are stack traces or pages; their head carries the reason. */
const maxLength = 2000;

function contextOf(message: string, fields: readonly string[], fieldFromContext?: string): MessageContext {
  const whole = locationless(message.replace(/\s+/g, ' ').trim().slice(0, maxLength));
  const fromStructure =
    fieldFromContext === undefined || fieldFromContext.trim() === ''
      ? undefined
      : (resolveField(fieldFromContext, fields, false) ?? fieldFromContext.trim());
  // A label in the text (`primary: missing field …`) counts where the structure named none.
  const label = fromStructure === undefined ? labelled(whole, fields) : undefined;
  const text = label?.rest ?? whole;
  const stated = fromStructure ?? label?.field;
  const found = label === undefined ? findField(text, fields) : undefined;
  // With a field from structure, only that field's own name is masked; other words stay readable.
  const mask = found !== undefined && (stated === undefined || stated === found.field) ? found : undefined;
  const masked =
    mask === undefined ? text : `${text.slice(0, mask.start)} FIELD ${text.slice(mask.end)}`.trim();
  return { text, masked, field: stated ?? found?.field, fields, ...(label && { label: label.field }) };
}

/**
 * Interpretations by message, fields and stated field: a server repeats its messages (the same
 * wording for every request that misses a field), and the rules are pure. Cleared when full.
 */
const remembered = new Map<string, readonly ErrorHint[]>();
const maxRemembered = 5000;

export function interpretMessage(
  message: string,
  fields: readonly string[],
  fieldFromContext?: string,
): ErrorHint[] {
  if (typeof message !== 'string') return [];
  // A page-sized message is not kept (the memory is bounded by count and size).
  if (message.length > maxLength) return interpret(message, fields, fieldFromContext);
  const key = JSON.stringify([message, fieldFromContext ?? null, fields]);
  let hints = remembered.get(key);
  if (hints === undefined) {
    if (remembered.size >= maxRemembered) remembered.clear();
    hints = interpret(message, fields, fieldFromContext);
    remembered.set(key, hints);
  }
  return [...hints];
}

function interpret(message: string, fields: readonly string[], fieldFromContext?: string): ErrorHint[] {
  try {
    if (message.trim() === '') return [];
    const ctx = contextOf(message, fields, fieldFromContext);
    const hints: ErrorHint[] = [];
    let understood = false;
    for (const rule of messageRules) {
      if (rule.mode === 'fallback' && understood) continue;
      const found = rule.apply(ctx);
      if (found === undefined) continue;
      hints.push(...found);
      understood = true;
      if (rule.mode === 'exclusive') break;
    }
    if (!understood && ctx.field !== undefined) return [{ kind: 'invalid', field: ctx.field }];
    return hints;
  } catch {
    return [];
  }
}
