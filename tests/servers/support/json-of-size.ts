/**
 * @module A JSON text of an exact byte length, for probing body-size limits at the boundary.
 */

/** `make('')` is measured and its padding string grown with ASCII until the text has `bytes` bytes. */
export function jsonOfSize(make: (pad: string) => unknown, bytes: number): string {
  const empty = Buffer.byteLength(JSON.stringify(make('')));
  const text = JSON.stringify(make('x'.repeat(Math.max(0, bytes - empty))));
  if (Buffer.byteLength(text) !== bytes) throw new Error(`cannot build a ${bytes}-byte body`);
  return text;
}
