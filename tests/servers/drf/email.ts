/**
 * @module Django's `EmailValidator`: a dot-atom or quoted local part, the last `@`, then a domain
 * with a TLD of two letters or more (`a@b` fails) or `localhost`; at most 320 characters.
 */

const USER =
  /^(?:[-!#$%&'*+/=?^_`{}|~0-9A-Z]+(?:\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f!#-[\]-\x7f]|\\[\x01-\x09\x0b\x0c\x0e-\x7f])*")$/i;
const DOMAIN = /^(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+[A-Z0-9-]{2,63}$/i;

export function isDjangoEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 0 || value.length > 320) return false;
  const domain = value.slice(at + 1);
  return (
    USER.test(value.slice(0, at)) &&
    (domain === 'localhost' || (DOMAIN.test(domain) && !domain.endsWith('-')))
  );
}
