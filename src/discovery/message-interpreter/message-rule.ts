/**
 * @module The shape of one message rule: a small pattern-to-hints definition, listed in order in
 * `message-rules.ts` (the way ajv lists one keyword per definition).
 */
import type { ErrorHint } from './error-hint.ts';

export interface MessageContext {
  /** The message, whitespace collapsed. */
  readonly text: string;
  /** The message with the field's name replaced by `FIELD`, so a field named `type` or `max` cannot read as a reason. */
  readonly masked: string;
  /** The field the message (or its structured context) names, if any. */
  readonly field: string | undefined;
  readonly fields: readonly string[];
  /**
   * The field a label in the text named (`primary` in `primary: missing field \`legalName\``): the
   * object the fields a reason lists belong to.
   */
  readonly label?: string;
}

/**
 * `exclusive`: once it applies, later rules are skipped (presence: required, unknown field);
 * `combine`: adds to the other value rules (`must be an integer between 1 and 20` → type + bounds);
 * `fallback`: applies only when no rule before it did.
 */
export type RuleMode = 'exclusive' | 'combine' | 'fallback';

export interface MessageRule {
  readonly name: string;
  readonly mode: RuleMode;
  /** Hints when the rule understands the message (none when no field is named); undefined otherwise. */
  readonly apply: (ctx: MessageContext) => readonly ErrorHint[] | undefined;
}

/** The hints `build` makes for the message's field; none (but understood) when it names no field. */
export function forField(ctx: MessageContext, build: (field: string) => ErrorHint[]): ErrorHint[] {
  return ctx.field === undefined ? [] : build(ctx.field);
}

/** Quoted-string alternation shared by rules: `'a'`, `"a"`, `` `a` ``, `“a”`. */
export const quotedPattern = String.raw`(?:'[^']*'|"[^"]*"|\`[^\`]*\`|“[^”]*”|‘[^’]*’)`;
