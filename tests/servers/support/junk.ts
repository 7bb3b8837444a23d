/**
 * @module Hostile and odd inputs for every operation (nulls, huge numbers, `__proto__` keys, lone
 * surrogates, deep nesting, invalid UTF-8, junk ids) and a sweep that reports any 5xx answer.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type Outgoing, send, summarize } from './exchange.ts';
import { fillPath } from './paths.ts';

const RAW_BODIES: readonly (string | Buffer)[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}',
  '{',
  'NaN',
  '{"a":1e400}',
  `{"a":${'9'.repeat(4000)}}`,
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":"\\ud800"}',
  '{"\\u0000":"\\u0000"}',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];

const ODD_VALUES: readonly unknown[] = [
  null,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  '💥'.repeat(40),
  [null],
  { a: null },
  true,
];

const ODD_IDS = ['0', '-1', '%00', '..', 'ｉｄ', '💥', 'x'.repeat(300), '1e400', '__proto__', 'constructor'];

function junkFor(server: ReferenceServerHandle, opNumber: string): Outgoing[] {
  const op = server.truth.operations[opNumber];
  if (op === undefined) return [];
  const path = fillPath(op.path, server.ids);
  const base = { method: op.method, path, token: server.tokens.a };
  const out: Outgoing[] = RAW_BODIES.map((raw) => ({ ...base, raw }));
  out.push(
    { ...base, raw: '{}', contentType: 'text/plain' },
    { ...base, raw: '{}', contentType: 'application/xml' },
  );
  for (const name of Object.keys(op.request?.properties ?? {})) {
    for (const value of ODD_VALUES) out.push({ ...base, json: { [name]: value } });
  }
  if (op.path.includes('{')) {
    for (const id of ODD_IDS) out.push({ ...base, path: fillPath(op.path, server.ids, id), json: {} });
  }
  out.push({ ...base, token: '\u00ff\u00fe' }, { ...base, token: 'x'.repeat(2000) });
  return out;
}

/** Every exchange in the sweep that answered 5xx (or failed at the transport level). */
export async function serverErrors(server: ReferenceServerHandle): Promise<string[]> {
  const found: string[] = [];
  for (const opNumber of Object.keys(server.truth.operations)) {
    for (const out of junkFor(server, opNumber)) {
      const where = `op ${opNumber} ${out.method} ${out.path.slice(0, 60)}`;
      try {
        const ex = await send(server.url, out);
        if (ex.status >= 500) found.push(`${where}: ${summarize(ex)}`);
      } catch (error) {
        found.push(`${where}: transport error ${String(error)}`);
      }
    }
  }
  return found;
}
