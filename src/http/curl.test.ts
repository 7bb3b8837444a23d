import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import type { RecordedRequest } from '../core/exchange.ts';
import { shellQuote, toCurl } from './curl.ts';

/** Runs the command in sh with `curl` replaced by a function that prints its arguments. */
function curlArgs(command: string, env: Record<string, string> = {}): string[] {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}`;
  const out = execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '', ...env } }).toString(
    'utf8',
  );
  return out.split('\0').slice(0, -1);
}

const tricky = `it's "quoted" $HOME \`ls\` \\ back\nnew line\n\ttab ; rm -rf / # ’`;

const recorded: RecordedRequest = {
  method: 'POST',
  url: 'http://127.0.0.1:3000/v1/homes/123/note',
  headers: {
    accept: 'application/json',
    'user-agent': 'contract-harness/0.1',
    'content-type': 'application/json',
    authorization: 'Bearer [REDACTED]',
    'content-length': '16',
  },
  body: JSON.stringify({ note: tricky }),
  bodyBytes: 16,
};

describe('toCurl', () => {
  test('shell quoting round-trips single quotes, newlines and shell metacharacters', () => {
    expect(curlArgs(`curl ${shellQuote(tricky)} ${shellQuote('')} ${shellQuote("'")}`)).toEqual([
      tricky,
      '',
      "'",
    ]);
  });

  test('reproduces method, headers, body and URL; the token comes from $ACCESS_TOKEN', () => {
    const command = toCurl(recorded, { otherTenant: false });
    expect(command).not.toContain('[REDACTED]');
    expect(command).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    expect(curlArgs(command, { ACCESS_TOKEN: 'tok-a' })).toEqual([
      '-sS',
      '-X',
      'POST',
      '-H',
      'accept: application/json',
      '-H',
      'user-agent: contract-harness/0.1',
      '-H',
      'content-type: application/json',
      '-H',
      'Authorization: Bearer tok-a',
      '--data-raw',
      JSON.stringify({ note: tricky }),
      'http://127.0.0.1:3000/v1/homes/123/note',
    ]);
  });

  test("the other tenant's token is $ACCESS_TOKEN_B; the client's defaults can be left out", () => {
    const command = toCurl(recorded, { otherTenant: true, withoutClientDefaults: true });
    expect(curlArgs(command, { ACCESS_TOKEN_B: 'tok-b' }).slice(0, 7)).toEqual([
      '-sS',
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-H',
      'Authorization: Bearer tok-b',
    ]);
  });

  test('a malformed token is kept as sent', () => {
    const malformed = { ...recorded, headers: { authorization: 'Bearer malformed.not-a-jwt.0000' } };
    expect(curlArgs(toCurl(malformed, { otherTenant: false, body: undefined }))).toEqual([
      '-sS',
      '-X',
      'POST',
      '-H',
      'authorization: Bearer malformed.not-a-jwt.0000',
      'http://127.0.0.1:3000/v1/homes/123/note',
    ]);
  });

  test('GET bodies, raw bodies and quoted URLs are kept exactly; the given body wins over the record', () => {
    const get: RecordedRequest = {
      method: 'GET',
      url: "http://h/v1/realtors/it's?a=1&b=2",
      headers: { 'content-type': 'text/plain' },
      body: '{"a": ',
      bodyBytes: 9,
    };
    expect(curlArgs(toCurl(get, { otherTenant: false, body: '{"a": \'1\'' }))).toEqual([
      '-sS',
      '-X',
      'GET',
      '-H',
      'content-type: text/plain',
      '--data-raw',
      '{"a": \'1\'',
      "http://h/v1/realtors/it's?a=1&b=2",
    ]);
  });

  test('no body, no --data-raw', () => {
    const del: RecordedRequest = { method: 'DELETE', url: 'http://h/x', headers: {}, bodyBytes: 0 };
    expect(toCurl(del, { otherTenant: false })).toBe("curl -sS -X DELETE 'http://h/x'");
  });

  test('a big body made of long runs is generated in the line and piped in; the bytes are the same', () => {
    const padded = JSON.stringify({ note: `it's ${'a'.repeat(256 * 1024)} é${'é'.repeat(3000)} end`, n: 1 });
    const big: RecordedRequest = { ...recorded, body: padded, bodyBytes: Buffer.byteLength(padded) };
    const command = toCurl(big, { otherTenant: false });
    expect(command.length).toBeLessThan(600);
    expect(command).toMatch(
      /^\{ printf '%s' .*head -c 262144 \/dev\/zero .* \| curl -sS -X POST .*--data-binary @- 'http/,
    );
    // `curl` replaced by a function that prints its arguments, then its stdin.
    const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; cat; }\n${command}`;
    const out = execFileSync('sh', ['-c', script], {
      env: { PATH: process.env.PATH ?? '', ACCESS_TOKEN: 't' },
    });
    const fields = out.toString('utf8').split('\0');
    expect(fields.slice(-3, -1)).toEqual(['@-', 'http://127.0.0.1:3000/v1/homes/123/note']);
    expect(fields.at(-1)).toBe(padded);
  });

  test('a big body that does not shrink stays literal; a small one is never generated', () => {
    const varied = JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => `item-${i}`) });
    expect(toCurl({ ...recorded, body: varied }, { otherTenant: false })).toContain(`--data-raw '${varied}'`);
    const small = JSON.stringify({ note: 'b'.repeat(1500) });
    expect(toCurl({ ...recorded, body: small }, { otherTenant: false })).toContain('--data-raw');
  });
});
