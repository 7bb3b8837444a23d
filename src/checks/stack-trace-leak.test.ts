import { describe, expect, test } from 'vitest';
import { stackTraceLeak } from './stack-trace-leak.ts';
import { aContext, anExchange, anOrigin, aResponse, causes } from './test-support.ts';

describe('stack_trace_leak', () => {
  const leaks = (body: string) =>
    causes(stackTraceLeak, anExchange(aResponse(500, body)), anOrigin(), aContext());

  test.each([
    ['Error: x\n    at foo (/app/src/handler.js:12:5)', 'stack_trace:node_frame'],
    [
      JSON.stringify({ stack: 'TypeError: y\n    at Object.<anonymous> (/srv/app/dist/index.mjs:1:2)' }),
      'stack_trace:node_frame',
    ],
    [JSON.stringify({ stack: 'Error\n    at /srv/app/server.js:40:11' }), 'stack_trace:node_anonymous_frame'],
    ['    at async Promise.all (index 0) in src/routes/homes.ts:88', 'stack_trace:indented_ts_frame'],
    ['Traceback (most recent call last):\n  File "app.py", line 3', 'stack_trace:python_traceback'],
    ['java.lang.NullPointerException\n\tat com.foo.Bar.baz(Bar.java:12)', 'stack_trace:java_frame'],
    ['Exception in thread "main" java.lang.Error', 'stack_trace:java_thread_exception'],
    ['{"error":"SQLSTATE[42000]: Syntax error"}', 'database_error:sqlstate'],
    ['ORA-00933: SQL command not properly ended', 'database_error:oracle'],
    ['error: syntax error at or near "OR"', 'database_error:postgres_syntax'],
    ['{"name":"SequelizeDatabaseError"}', 'database_error:sequelize'],
    ['MongoServerError: unknown operator: $gt', 'database_error:mongo'],
    ['duplicate key value violates unique constraint "homes_pkey"', 'database_error:unique_violation'],
    ['{"code":"ER_PARSE_ERROR"}', 'database_error:mysql'],
  ])('fires on %j', (body, cause) => {
    expect(leaks(body)).toEqual([cause]);
    expect(stackTraceLeak.run(anExchange(aResponse(500, body)), anOrigin(), aContext())[0]?.severity).toBe(
      'high',
    );
  });

  test('one finding per kind: a trace and a database error in one body give two', () => {
    expect(leaks('SequelizeDatabaseError\n    at q (/app/db.js:1:1)')).toEqual([
      'stack_trace:node_frame',
      'database_error:sequelize',
    ]);
  });

  test('does not fire on ordinary bodies', () => {
    for (const body of [
      '{"message":"note is required"}',
      '{"error":"Not found","at":"2025-01-01"}',
      "{\"echo\":\"' OR '1'='1' --\"}",
      'Look at the house at 12 Main St (see map.js for directions)',
      '',
    ]) {
      expect(leaks(body)).toEqual([]);
    }
  });
});
