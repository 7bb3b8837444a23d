/**
 * @module The syntax checks of `email-validator` (what pydantic's `EmailStr` calls, deliverability
 * off), reduced to the reasons an API client meets: no `@`, nothing on one side, a local part over
 * 64 characters or with characters outside the atom set, a domain without a period. Returns the
 * library's reason sentence, or `undefined` for a valid address.
 */

const ATOM = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~.\u0080-\uFFFF]+$/;
const DOMAIN = /^[A-Za-z0-9\-.\u0080-\uFFFF]+$/;

function invalidCharacters(text: string, allowed: RegExp): string {
  const bad = [...new Set([...text].filter((char) => !allowed.test(char)))].sort();
  return bad.map((char) => (char === "'" ? '"\'"' : `'${char}'`)).join(', ');
}

export function emailProblem(value: string): string | undefined {
  const at = value.lastIndexOf('@');
  if (at < 0) return 'An email address must have an @-sign.';
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local === '') return 'There must be something before the @-sign.';
  if (domain === '') return 'There must be something after the @-sign.';
  if (!ATOM.test(local))
    return `The email address contains invalid characters before the @-sign: ${invalidCharacters(local, ATOM)}.`;
  if (local.startsWith('.')) return 'An email address cannot start with a period.';
  if (local.endsWith('.')) return 'An email address cannot have a period immediately before the @-sign.';
  if (local.includes('..')) return 'An email address cannot have two periods in a row.';
  const over = [...local].length - 64;
  if (over > 0)
    return `The email address is too long before the @-sign (${over} character${over === 1 ? '' : 's'} too many).`;
  if (!DOMAIN.test(domain))
    return `The part after the @-sign contains invalid characters: ${invalidCharacters(domain, DOMAIN)}.`;
  if (domain.endsWith('.')) return 'An email address cannot end with a period.';
  if (!domain.includes('.')) return 'The part after the @-sign is not valid. It should have a period.';
  return undefined;
}
