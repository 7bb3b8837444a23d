import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { responseTime } from './response-time.ts';
import { aContext, anExchange, anOrigin, aResponse } from './test-support.ts';

describe('response_time', () => {
  test('fires above the ceiling, low severity', () => {
    const [d] = responseTime.run(
      anExchange(aResponse(200), { durationMs: 1500 }),
      anOrigin(),
      aContext(catalog.homeNote, 1000),
    );
    expect(d).toMatchObject({
      severity: 'low',
      cause: 'slow',
      title: 'Slow response (over 1000 ms)',
      actual: '1500 ms',
    });
  });

  test('does not fire at or under the ceiling, nor on a transport failure', () => {
    expect(
      responseTime.run(anExchange(aResponse(200), { durationMs: 1000 }), anOrigin(), aContext()),
    ).toEqual([]);
    const timeout = anExchange(undefined, { durationMs: 9000, failure: { kind: 'timeout', message: '' } });
    expect(responseTime.run(timeout, anOrigin(), aContext())).toEqual([]);
  });
});
