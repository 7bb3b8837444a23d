/**
 * @module Laravel's default `email` rule: egulias/EmailValidator's `RFCValidation` without DNS. A
 * dot-atom or quoted local part, then a dot-atom domain (a single label such as `b` or `localhost`
 * passes) or an address literal `[…]`; no leading, trailing or doubled dots, no hyphen at either
 * end of a label. Length excesses are only warnings there, so they pass.
 */

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\u0080-\\uffff]";
const LOCAL = `(?:${ATEXT}+(?:\\.${ATEXT}+)*|"(?:[^"\\\\\\r\\n]|\\\\.)*")`;
const LABEL = '[A-Za-z0-9\\u0080-\\uffff](?:[A-Za-z0-9\\u0080-\\uffff-]*[A-Za-z0-9\\u0080-\\uffff])?';
const DOMAIN = `(?:${LABEL}(?:\\.${LABEL})*|\\[[^\\[\\]\\\\\\s]+\\])`;
const ADDRESS = new RegExp(`^${LOCAL}@${DOMAIN}$`, 'u');

export function isRfcEmail(value: string): boolean {
  return ADDRESS.test(value);
}
