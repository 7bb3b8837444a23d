import { describe, expect, test } from 'vitest';
import { contentTypeConformance } from './content-type-conformance.ts';
import { aContext, anExchange, anOrigin, aResponse, causes } from './test-support.ts';

describe('content_type_conformance', () => {
  const run = (res: ReturnType<typeof aResponse>) =>
    causes(contentTypeConformance, anExchange(res), anOrigin(), aContext());

  test('fires on JSON labelled otherwise, on unparseable JSON, and on HTML error pages', () => {
    expect(run(aResponse(200, '{"id":1}', { 'content-type': 'text/plain' }))).toEqual(['json-untyped']);
    expect(run(aResponse(200, '[1,2]', { 'content-type': 'text/html' }))).toEqual(['json-untyped']);
    expect(run(aResponse(200, '{"id":', { 'content-type': 'application/json' }))).toEqual([
      'json-unparseable',
    ]);
    expect(
      run(
        aResponse(404, '<!DOCTYPE html><html><body>Not Found</body></html>', { 'content-type': 'text/html' }),
      ),
    ).toEqual(['html-error']);
    expect(
      run(aResponse(500, '<html><body>oops</body></html>', { 'content-type': 'application/octet-stream' })),
    ).toEqual(['html-error']);
    const [d] = contentTypeConformance.run(
      anExchange(aResponse(200, '{}', { 'content-type': 'text/plain' })),
      anOrigin(),
      aContext(),
    );
    expect(d?.severity).toBe('medium');
  });

  test('does not fire on well-labelled JSON (+json too), plain text, empty bodies, truncated bodies or HTML successes', () => {
    expect(run(aResponse(200, { id: 1 }))).toEqual([]);
    expect(
      run(aResponse(400, '{"title":"bad"}', { 'content-type': 'application/problem+json; charset=utf-8' })),
    ).toEqual([]);
    expect(run(aResponse(200, 'OK', { 'content-type': 'text/plain' }))).toEqual([]);
    expect(run(aResponse(200, 'true', { 'content-type': 'text/plain' }))).toEqual([]);
    expect(run(aResponse(204, '', { 'content-type': 'application/json' }))).toEqual([]);
    expect(
      run({ ...aResponse(200, '{"a":', { 'content-type': 'application/json' }), truncated: true }),
    ).toEqual([]);
    expect(run(aResponse(200, '<html></html>', { 'content-type': 'text/html' }))).toEqual([]);
  });

  test("judges HTML only on the operation's own route: another version's path or an id decoding to ../ is the server's unknown-URL page", () => {
    const page = aResponse(404, '<h1>Not Found</h1>', { 'content-type': 'text/html' });
    const at = (url: string) =>
      causes(
        contentTypeConformance,
        anExchange(page, { request: { ...anExchange(page).request, url } }),
        anOrigin(),
        aContext(),
      );
    expect(at('http://127.0.0.1:3000/v1/homes/123/note')).toEqual(['html-error']);
    expect(at('http://127.0.0.1:3000/api/v1/homes/123/note')).toEqual(['html-error']);
    expect(at('http://127.0.0.1:3000/v1/homes/%E2%9C%93/note')).toEqual(['html-error']);
    expect(at('http://127.0.0.1:3000/v1/homes/%zz/note')).toEqual(['html-error']);
    expect(at('http://127.0.0.1:3000/v2/homes/123/note')).toEqual([]);
    expect(at('http://127.0.0.1:3000/v1/homes/%2e%2e%2f/note')).toEqual([]);
  });
});
