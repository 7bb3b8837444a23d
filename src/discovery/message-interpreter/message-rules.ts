/**
 * @module The message rules, in order. Presence first (an unknown field or a missing one is the whole
 * message), then the value rules, which combine (`must be an integer between 1 and 20`), then
 * Joi's bare `is not allowed` when nothing else understood the message.
 */

import type { MessageRule } from './message-rule.ts';
import { boundRule } from './rules-bounds.ts';
import { codeRule } from './rules-code.ts';
import { enumRule } from './rules-enum.ts';
import { formatRule } from './rules-format.ts';
import { patternRule } from './rules-pattern.ts';
import { notAllowedRule, requiredRule, unknownFieldRule } from './rules-presence.ts';
import { typeRule, validValueRequiredRule } from './rules-type.ts';

export const messageRules: readonly MessageRule[] = [
  unknownFieldRule,
  validValueRequiredRule,
  requiredRule,
  enumRule,
  patternRule,
  formatRule,
  codeRule,
  boundRule,
  typeRule,
  notAllowedRule,
];
