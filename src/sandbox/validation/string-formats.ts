/**
 * @module The string formats the sandbox checks (e-mail, UUID) and the code-point length
 * validator.js uses, so messages and bounds match what a class-validator service does.
 */

// validator.js `isUUID('all')`: any version nibble, case-insensitive.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A pragmatic subset of validator.js `isEmail`: dot-atom local part, dotted host, alphabetic TLD.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}

/** Length in code points: a surrogate pair counts once. */
export function codePointLength(value: string): number {
  let pairs = 0;
  for (let i = 0; i < value.length - 1; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return value.length - pairs;
}
