/**
 * @module Field names as servers report them (`body.x`, `body/x`, `/x`, `$.x`, `["body","x"]`,
 * `create.arg0.x`, `street_address`) mapped onto the request's own field names. Nested paths keep
 * their dots: `primary.email`.
 */

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** Segments that wrap the request body in reported paths rather than name a field. */
const containers = new Set(
  words(`
    body data attributes query querystring params path header headers cookie request req requestbody
    payload input root instance dto form json $ #
  `),
);

/** Words that stand where a field name would, but never are one (`value must be …`, `Field required`). */
const notNames = new Set([
  ...containers,
  ...words(`
    value values field fields property properties parameter key keys this it the a an and or of in is are
    to for with not must should required missing invalid unknown object array string number integer
    boolean entity item each all one error errors validation you we null undefined none nil true false
    given provided following no extra additional name names at on by from that which as if may can
    cannot has have was were does did be been will could would only also here there named called found
  `),
]);

/** Compares names across casing and separators: `street_address` ~ `streetAddress` ~ `StreetAddress`. */
export function looseKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '');
}

/** The request field `name` denotes (exactly, else loosely), if any. */
export function knownField(name: string, fields: readonly string[]): string | undefined {
  if (fields.includes(name)) return name;
  const key = looseKey(name);
  return key === '' ? undefined : fields.find((f) => looseKey(f) === key);
}

export function isNotAName(word: string): boolean {
  return notNames.has(word.toLowerCase());
}

/** Splits any reported path form into segments. */
export function pathSegments(raw: string | readonly unknown[]): string[] {
  if (Array.isArray(raw)) {
    return raw.flatMap((s) => (typeof s === 'string' || typeof s === 'number' ? [String(s).trim()] : []));
  }
  const text = String(raw)
    .trim()
    .replace(/^[`'"“‘]+|[`'"”’]+$/g, '')
    .replace(/\[\s*['"]([^'"]*)['"]\s*\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^[#$]/, '');
  return text.split(/[./]/).filter((s) => s !== '');
}

/**
 * How the server renders names, read off a field it named: `BookedBy` for `bookedBy` (PascalCase)
 * or `booked_by` (snake_case). The same rendering is undone on the nested names after it, so
 * `BookedBy.Id` is `bookedBy.id`, as the request must spell it.
 */
function renamedLike(raw: string, known: string): (segment: string) => string {
  if (raw === known) return (s) => s;
  if (raw === known.charAt(0).toUpperCase() + known.slice(1)) {
    return (s) => (/^[A-Z]{1,3}$/.test(s) ? s.toLowerCase() : s.charAt(0).toLowerCase() + s.slice(1));
  }
  if (raw.includes('_') && !known.includes('_')) {
    return (s) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  }
  return (s) => s;
}

const identifier = /^[A-Za-z_$][\w$-]{0,99}$/;
const segment = /^[\w$-]{1,100}$/;

/**
 * The field a reported path names. With `strict`, only paths reaching a known field count (the
 * first known segment and what follows it); otherwise an identifier-like path the server stated is
 * taken as is, after dropping body/container prefixes.
 */
export function resolveField(
  raw: string | readonly unknown[],
  fields: readonly string[],
  strict = true,
): string | undefined {
  const segments = pathSegments(raw);
  for (let i = 0; i < segments.length; i++) {
    const raw = segments[i] ?? '';
    const known = knownField(raw, fields);
    if (known !== undefined) return [known, ...segments.slice(i + 1).map(renamedLike(raw, known))].join('.');
  }
  if (strict) return undefined;
  let rest = segments;
  while (
    rest.length > 1 &&
    (containers.has(rest[0]?.toLowerCase() ?? '') || /^arg\d+$/.test(rest[0] ?? ''))
  ) {
    rest = rest.slice(1);
  }
  const [head] = rest;
  if (head === undefined || !identifier.test(head) || isNotAName(head)) return undefined;
  return rest.every((s) => segment.test(s)) ? rest.join('.') : undefined;
}
