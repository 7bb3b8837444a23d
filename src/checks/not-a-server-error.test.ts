import { describe, expect, test } from 'vitest';
import { probeWords, scenarioWords } from '../core/scenario-words.ts';
import { notAServerError } from './not-a-server-error.ts';
import { aContext, anExchange, anOrigin, aResponse, causes } from './test-support.ts';

describe('not_a_server_error', () => {
  test('fires on 5xx and on transport failures, critical', () => {
    const [d] = notAServerError.run(anExchange(aResponse(500)), anOrigin(), aContext());
    expect(d).toMatchObject({ check: 'not_a_server_error', severity: 'critical', cause: 'status:500' });
    expect(causes(notAServerError, anExchange(aResponse(503)), anOrigin(), aContext())).toEqual([
      'status:503',
    ]);
    for (const kind of ['reset', 'timeout', 'refused'] as const) {
      const ex = anExchange(undefined, { failure: { kind, message: 'boom' } });
      expect(causes(notAServerError, ex, anOrigin(), aContext())).toEqual([`transport:${kind}`]);
    }
  });

  test('an invalid status is no HTTP answer; a discovery probe is judged too, and named', () => {
    const probe = {
      kind: 'discovery',
      operation: 13,
      label: 'discovery:op13:auth:none',
      auth: 'none',
      seed: 1,
    } as const;
    const [d] = notAServerError.run(anExchange(aResponse(999)), probe, aContext());
    expect(d).toMatchObject({
      cause: 'status:999',
      title: 'Invalid HTTP status 999 on a discovery probe (auth none)',
    });
  });

  test('titled in words: what the request was, never a scenario key or probe label', () => {
    const [d] = notAServerError.run(anExchange(aResponse(500)), anOrigin(), aContext());
    expect(d?.title).toBe('Server error 500 on a valid request with every field');
    expect(probeWords('setup: identity A')).toBe('a discovery probe (setup identity A)');
    expect(probeWords('discovery:op2:bound:max:bedrooms')).toBe('a discovery probe (bound max bedrooms)');
    expect(probeWords('discovery:op2')).toBe('a discovery probe');
    expect(probeWords('witness:op10:path-id')).toBe('a request replayed from the baseline (path id)');
    expect(Object.values(scenarioWords).filter((w) => /_/.test(w))).toEqual([]);
  });

  test('does not fire on 2xx or 4xx', () => {
    for (const status of [200, 201, 204, 400, 404, 422, 499]) {
      expect(notAServerError.run(anExchange(aResponse(status)), anOrigin(), aContext())).toEqual([]);
    }
  });
});
