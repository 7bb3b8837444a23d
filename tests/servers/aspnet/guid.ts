/**
 * @module .NET `Guid` route values: the `{id:guid}` constraint accepts the D, N, B and P forms in
 * any case (anything else matches no route), and `Guid.Parse` makes them one value.
 */
const FORMS =
  /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\{[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\}|\([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\))$/i;

export const GUID_CONSTRAINT = FORMS;

/** The D form in lower case, as `Guid.ToString()` writes it. */
export function canonicalGuid(value: string): string {
  const hex = value.replace(/[^0-9a-f]/gi, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
