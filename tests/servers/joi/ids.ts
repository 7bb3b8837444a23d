/**
 * @module MongoDB ObjectIds (24 hex) and celebrate's check of a path id,
 * `Joi.string().hex().length(24)`: anything else is a 400 before any lookup.
 */
import { randomBytes } from 'node:crypto';

export function objectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomBytes(8).toString('hex')}`;
}

/** The first Joi failure of a path id, if any. */
export function idProblem(name: string, value: string): string | undefined {
  if (!/^[0-9a-f]*$/i.test(value)) return `"${name}" must only contain hexadecimal characters`;
  return value.length === 24 ? undefined : `"${name}" length must be 24 characters long`;
}
