import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { driftKindFails, driftRules } from './drift-rules.ts';

describe('the drift policy table', () => {
  test("the README's table is the rules' table", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = [
      ...readme.matchAll(/^\| `([a-z_]+)` \| [^|]+ \| (breaking|loosened|additive) \| (yes|no) \|$/gm),
    ];
    const stated = Object.fromEntries(rows.map((m) => [m[1], `${m[2]} ${m[3]}`]));
    const actual = Object.fromEntries(
      Object.entries(driftRules).map(([rule, r]) => [
        rule,
        `${r.kind} ${driftKindFails[r.kind] ? 'yes' : 'no'}`,
      ]),
    );
    expect(stated).toEqual(actual);
  });

  test('whatever accepts what it used to reject fails; only additive changes pass', () => {
    expect(driftKindFails).toEqual({ breaking: true, loosened: true, additive: false });
  });
});
