import { describe, expect, test } from 'vitest';
import { formatFacts, parseFacts } from './fact-lines.ts';

describe('facts file', () => {
  test('one sorted line per fact, read back to the same facts', () => {
    const facts = {
      'POST /v1/homes request.required': '["bedrooms","streetAddress"]',
      'GET /v1/homes/{id} success': '["200"]',
      'server body-limit': '16384',
    };
    const text = formatFacts(facts);
    expect(text.split('\n').filter((l) => !l.startsWith('#') && l !== '')).toEqual([
      'GET /v1/homes/{id} success = ["200"]',
      'POST /v1/homes request.required = ["bedrooms","streetAddress"]',
      'server body-limit = 16384',
    ]);
    expect(parseFacts(text)).toEqual(facts);
  });

  test('a key with " = ", a value with line breaks and backslashes survive the round trip', () => {
    const facts = {
      'POST /x request.a = b.type': '"string"',
      'POST /x request.c\\d.enum': '["line\\none","two\nthree\r"]',
    };
    const text = formatFacts(facts);
    expect(text.trimEnd().split('\n')).toHaveLength(3);
    expect(parseFacts(text)).toEqual(facts);
  });

  test('a line that is not a fact is refused', () => {
    expect(() => parseFacts('POST /x request.type "string"\n')).toThrow(/not a fact line/);
  });
});
