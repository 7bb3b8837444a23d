/**
 * @module DRF's `JSONParser`: strict UTF-8, then Python's `json.loads`, whose complaint ends up in
 * `{"detail": "JSON parse error - Expecting value: line 1 column 1 (char 0)"}`. The message is
 * rebuilt from V8's error (its position where it gives one, else the start of the text).
 */

export type Parsed =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly detail: string };

const decoder = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBody(bytes: Buffer): Parsed {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, detail: `JSON parse error - ${utf8Complaint(bytes)}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, detail: `JSON parse error - ${pythonComplaint(text, String(error))}` };
  }
}

function pythonComplaint(text: string, v8: string): string {
  const at = /at position (\d+)/.exec(v8)?.[1];
  const position = at !== undefined ? Number(at) : /end of JSON input/.test(v8) ? text.length : 0;
  const what = /property name/.test(v8)
    ? 'Expecting property name enclosed in double quotes'
    : /after JSON/.test(v8)
      ? 'Extra data'
      : 'Expecting value';
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `${what}: line ${line} column ${column} (char ${position})`;
}

/** Python's `UnicodeDecodeError` text for the first byte that is not UTF-8. */
function utf8Complaint(bytes: Buffer): string {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const size =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    const where = `can't decode byte 0x${lead.toString(16)} in position ${i}`;
    if (size === 0) return `'utf-8' codec ${where}: invalid start byte`;
    for (let k = 1; k < size; k += 1) {
      const next = bytes[i + k];
      if (next === undefined) return `'utf-8' codec ${where}: unexpected end of data`;
      if (next < 0x80 || next > 0xbf) return `'utf-8' codec ${where}: invalid continuation byte`;
    }
    i += size;
  }
  return "'utf-8' codec can't decode the request body";
}
