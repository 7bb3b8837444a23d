import { describe, expect, test } from 'vitest';
import { notAServerError } from './not-a-server-error.ts';
import { aCase, aContext, anExchange, aResponse, causes } from './test-support.ts';

describe('not_a_server_error', () => {
  test('fires on 5xx and on transport failures, critical', () => {
    const [d] = notAServerError.run(anExchange(aResponse(500)), aCase(), aContext());
    expect(d).toMatchObject({ check: 'not_a_server_error', severity: 'critical', cause: 'status:500' });
    expect(causes(notAServerError, anExchange(aResponse(503)), aCase(), aContext())).toEqual(['status:503']);
    for (const kind of ['reset', 'timeout', 'refused'] as const) {
      const ex = anExchange(undefined, { failure: { kind, message: 'boom' } });
      expect(causes(notAServerError, ex, aCase(), aContext())).toEqual([`transport:${kind}`]);
    }
  });

  test('does not fire on 2xx or 4xx', () => {
    for (const status of [200, 201, 204, 400, 404, 422, 499]) {
      expect(notAServerError.run(anExchange(aResponse(status)), aCase(), aContext())).toEqual([]);
    }
  });
});
