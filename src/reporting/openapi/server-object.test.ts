import { describe, expect, test } from 'vitest';
import { serverObject } from './to-openapi.ts';

describe('servers[0] of the observed document', () => {
  test('the base URL the user gave, its path kept', () => {
    expect(serverObject({ serverUrl: 'https://staging.example.com/api/' })).toEqual({
      url: 'https://staging.example.com/api',
    });
    expect(serverObject({ serverUrl: 'http://127.0.0.1:8080/', embeddedSandbox: false })).toEqual({
      url: 'http://127.0.0.1:8080',
    });
  });

  test("the embedded sandbox's ephemeral port is a server variable", () => {
    expect(serverObject({ serverUrl: 'http://127.0.0.1:43117/', embeddedSandbox: true })).toEqual({
      url: 'http://127.0.0.1:{port}',
      description: 'the embedded sandbox, on a port chosen at start',
      variables: { port: { default: '43117' } },
    });
  });
});
