import { describe, expect, test } from 'vitest';
import { fields, jsonResponse, textResponse } from './test-response.ts';
import { textBodyParser, visibleText } from './text-body.ts';

describe('textBodyParser', () => {
  test('plain text', () => {
    const res = textResponse("Missing required field 'streetAddress'\nbedrooms must be at most 20\n");
    expect(textBodyParser.canParse(res)).toBe(true);
    const parsed = textBodyParser.parse(res, fields);
    expect(parsed.parser).toBe('text');
    expect(parsed.messages).toEqual([
      "Missing required field 'streetAddress'",
      'bedrooms must be at most 20',
    ]);
    expect(parsed.hints).toEqual([
      { kind: 'required', field: 'streetAddress' },
      { kind: 'maximum', field: 'bedrooms', value: 20 },
    ]);
  });

  test('HTML pages: tags stripped, entities decoded, scripts dropped', () => {
    const html = `<!DOCTYPE html><html><head><title>400 Bad Request</title><style>p{color:red}</style>
      <script>var x = "bedrooms must be at most 1";</script></head>
      <body><h1>Bad Request</h1><p>The field &lt;referralType&gt; &#8212; must be one of: buyer, seller</p>
      <ul><li>Unknown field &quot;foo&quot;</li></ul><!-- bedrooms must be <= 3 --></body></html>`;
    const res = textResponse(html, { contentType: 'text/html; charset=utf-8' });
    expect(textBodyParser.canParse(res)).toBe(true);
    const parsed = textBodyParser.parse(res, fields);
    expect(parsed.messages).toEqual([
      '400 Bad Request',
      'Bad Request',
      'The field <referralType> — must be one of: buyer, seller',
      'Unknown field "foo"',
    ]);
    expect(parsed.hints).toEqual([
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'unknown_field', field: 'foo' },
    ]);
  });

  test('JSON is left to the JSON parsers, even under text/plain', () => {
    expect(textBodyParser.canParse(jsonResponse({ message: 'x' }, { contentType: 'text/plain' }))).toBe(
      false,
    );
    expect(textBodyParser.canParse(textResponse('   '))).toBe(false);
  });

  test('visibleText survives broken markup', () => {
    expect(visibleText('<p>a<b>b</p><<>>&bogus;&#xZZ;&#99999999;')).toContain('&bogus;');
  });
});
