import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { aCase, anExchange, aResponse } from '../checks/test-support.ts';
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

describe('toCurl', () => {
  test('shell quoting round-trips single quotes, newlines and shell metacharacters', () => {
    expect(curlArgs(`curl ${shellQuote(tricky)} ${shellQuote('')} ${shellQuote("'")}`)).toEqual([
      tricky,
      '',
      "'",
    ]);
  });

  test('reproduces method, headers, body and URL; the token comes from $ACCESS_TOKEN', () => {
    const c = aCase({ body: { kind: 'json', value: { note: tricky } } });
    const command = toCurl(anExchange(aResponse(200)), c);
    expect(command).not.toContain('[REDACTED]');
    expect(command).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    const args = curlArgs(command, { ACCESS_TOKEN: 'tok-a' });
    expect(args).toEqual([
      '-sS',
      '-X',
      'POST',
      '-H',
      'accept: application/json',
      '-H',
      'content-type: application/json',
      '-H',
      'Authorization: Bearer tok-a',
      '--data-raw',
      JSON.stringify({ note: tricky }),
      'http://127.0.0.1:3000/v1/homes/123/note',
    ]);
  });

  test('the other tenant uses $ACCESS_TOKEN_B; a malformed token is kept as sent', () => {
    const other = toCurl(
      anExchange(aResponse(200)),
      aCase({ scenario: 'other_tenant', auth: 'other_tenant' }),
    );
    expect(curlArgs(other, { ACCESS_TOKEN_B: 'tok-b' })).toContain('Authorization: Bearer tok-b');
    const malformed = anExchange(aResponse(401), {
      request: {
        method: 'POST',
        url: 'http://h/x',
        headers: { authorization: 'Bearer malformed.not-a-jwt.0000' },
        bodyBytes: 0,
      },
    });
    const args = curlArgs(
      toCurl(malformed, aCase({ scenario: 'bad_token', auth: 'malformed', body: { kind: 'none' } })),
    );
    expect(args).toEqual([
      '-sS',
      '-X',
      'POST',
      '-H',
      'authorization: Bearer malformed.not-a-jwt.0000',
      'http://h/x',
    ]);
  });

  test('GET bodies, raw bodies and quoted URLs are kept exactly', () => {
    const ex = anExchange(aResponse(200), {
      request: {
        method: 'GET',
        url: "http://h/v1/realtors/it's?a=1&b=2",
        headers: { 'content-type': 'text/plain' },
        bodyBytes: 9,
      },
    });
    const raw = aCase({ body: { kind: 'raw', text: '{"a": \'1\'', contentType: 'text/plain' } });
    expect(curlArgs(toCurl(ex, raw))).toEqual([
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
    const ex = anExchange(aResponse(200), {
      request: { method: 'DELETE', url: 'http://h/x', headers: {}, bodyBytes: 0 },
    });
    expect(toCurl(ex, aCase({ body: { kind: 'none' } }))).toBe("curl -sS -X DELETE 'http://h/x'");
  });
});
