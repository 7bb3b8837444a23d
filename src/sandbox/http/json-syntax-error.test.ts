/** @module The JSON syntax-error scanner agrees with JSON.parse and words errors like body-parser. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorPosition, jsonSyntaxMessage } from './json-syntax-error.ts';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('jsonErrorPosition', () => {
  it('agrees with JSON.parse on validity, for JSON and for near-JSON', () => {
    const nearJson = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', '}', ']', ',', ':', '"', '\\', 'x', '-', '0', ' '))
      .map(([text, at, insert]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + (insert === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), nearJson, fc.string()), (text) => {
        expect(jsonErrorPosition(text) === -1).toBe(parses(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('survives very deep nesting without recursion', () => {
    expect(jsonErrorPosition('['.repeat(200_000))).toBe(200_000);
  });

  it.each([
    ['', 'Unexpected end of JSON input'],
    ['{"a":1,}', 'Unexpected token } in JSON at position 7'],
    ['[1 2]', 'Unexpected number in JSON at position 3'],
    ['{"a":tru}', 'Unexpected token } in JSON at position 8'],
    ['"\\x"', 'Unexpected token x in JSON at position 2'],
  ])('words %j like body-parser', (text, message) => {
    expect(jsonSyntaxMessage(text)).toBe(message);
  });
});
