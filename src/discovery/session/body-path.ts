/**
 * @module Where a probe changes the body: a top-level field (`note`) or a field one level inside an
 * object field (`primary.email`). Field probes take such a path, so the same probe learns the rules
 * of a body's own fields and of the fields of the objects inside it.
 */
import { looseKey } from '../message-interpreter/field-path.ts';

/** `primary.email` → [`primary`, `email`]; `note` → [`note`]. */
export function pathParts(path: string): [string, ...string[]] {
  const [head = '', ...rest] = path.split('.');
  return [head, ...rest];
}

export function isNested(path: string): boolean {
  return path.includes('.');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, if there is one. */
export function valueAt(body: Readonly<Record<string, unknown>> | undefined, path: string): unknown {
  const [head, child] = pathParts(path);
  const top = body?.[head];
  return child === undefined ? top : isObject(top) ? top[child] : undefined;
}

/** A copy of `body` with `path` set to `value` (`undefined`: removed); the object on the way is copied. */
export function withValueAt(
  body: Readonly<Record<string, unknown>> | undefined,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  const [head, child] = pathParts(path);
  if (child === undefined) {
    if (value === undefined) delete out[head];
    else out[head] = value;
    return out;
  }
  const inner: Record<string, unknown> = isObject(out[head]) ? { ...(out[head] as object) } : {};
  if (value === undefined) delete inner[child];
  else inner[child] = value;
  out[head] = inner;
  return out;
}

/**
 * Whether a field an error names (as a parser resolved it: `primary.Email`, `primary`) is about
 * `path`. A top-level path owns everything under it; a nested one owns its own name (compared across
 * casing and separators) and its parent named alone (servers that name only the object).
 */
export function namesPath(named: string, path: string): boolean {
  const [nHead = '', ...nRest] = named.replace(/^[/$.]+/, '').split(/[./[\]]+/);
  const [head, child] = pathParts(path);
  if (nHead !== head) return false;
  if (child === undefined) return true;
  const [nChild] = nRest;
  return nChild === undefined || looseKey(nChild) === looseKey(child);
}

/** Whether a hint (a bound, a list of values) is about `path` itself, not only about its object. */
export function hintIsAbout(named: string, path: string): boolean {
  if (!namesPath(named, path)) return false;
  return !isNested(path) || named.replace(/^[/$.]+/, '').split(/[./[\]]+/).length > 1;
}
