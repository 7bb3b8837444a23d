/**
 * @module Holds the published truth to the server's behaviour, operation by operation, over real
 * HTTP: valid requests succeed with `successStatus` and the listed response fields; every rule the
 * truth states (required, type, enum, bounds, lengths, format, unknown fields, auth, 404) is enforced.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from './index.ts';
import { defaults } from './options.ts';
import type { FieldTruth, OperationTruth } from './server-truth.ts';
import { call, fillPath, responseMismatches, validBody } from './test-helpers.ts';
import { buildTruth } from './truth.ts';

let sbx: SandboxHandle;
beforeAll(async () => {
  sbx = await startSandbox();
});
afterAll(() => sbx.close());

/** Values the field's truth rejects, each labelled for the failure message. */
function invalidValues(field: FieldTruth): [string, unknown][] {
  const wrongType: Record<FieldTruth['type'], unknown> = {
    string: 5,
    number: '5',
    integer: '5',
    boolean: 'true',
    array: 'a',
    object: [],
  };
  const cases: [string, unknown][] = [
    ['wrong type', wrongType[field.type]],
    ['null', null],
  ];
  if (field.type === 'integer') cases.push(['fraction', (field.minimum ?? 0) + 0.5]);
  if (field.minimum !== undefined) cases.push(['below minimum', field.minimum - 1]);
  if (field.maximum !== undefined) cases.push(['above maximum', field.maximum + 1]);
  if (field.minLength !== undefined && field.minLength > 0)
    cases.push(['too short', 'x'.repeat(field.minLength - 1)]);
  if (field.maxLength !== undefined) cases.push(['too long', 'x'.repeat(field.maxLength + 1)]);
  if (field.enum) {
    cases.push(['not in enum', 'zzz-not-a-value']);
    if (!field.enumCaseInsensitive) cases.push(['enum case variant', field.enum[0]!.toUpperCase()]);
  }
  if (field.format === 'email') cases.push(['not an email', 'not-an-email']);
  return cases;
}

const ops = Object.entries(buildTruth(defaults).operations);

describe.each(ops)('operation %s', (_n, op: OperationTruth) => {
  const path = () => fillPath(op, sbx.ids);
  const token = () => sbx.tokens.a;

  it('answers successStatus to a full valid request, with the listed response fields', async () => {
    const res = await call(sbx.url, op, path(), token(), op.request ? validBody(op, sbx.ids) : undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(op.successStatus);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(responseMismatches(res.body, op.responseFields ?? {})).toEqual([]);
  });

  it('answers successStatus with only the required fields', async () => {
    const res = await call(
      sbx.url,
      op,
      path(),
      token(),
      op.request ? validBody(op, sbx.ids, 'required') : undefined,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(op.successStatus);
  });

  it('enforces its auth', async () => {
    const res = await call(sbx.url, op, path(), undefined, op.request ? validBody(op, sbx.ids) : undefined);
    expect(res.status).toBe(op.auth === 'required' ? op.noTokenStatus : op.successStatus);
  });

  if (op.notFoundStatus !== undefined)
    it('answers notFoundStatus for an unknown id', async () => {
      const res = await call(
        sbx.url,
        op,
        fillPath(op, sbx.ids, randomUUID()),
        token(),
        validBody(op, sbx.ids),
      );
      expect(res.status).toBe(op.notFoundStatus);
    });

  if (op.request !== undefined)
    it('rejects each required field omitted alone, and unknown fields', async () => {
      for (const name of op.request?.required ?? []) {
        const body = validBody(op, sbx.ids);
        delete body[name];
        const res = await call(sbx.url, op, path(), token(), body);
        expect(res.status, `without ${name}`).toBe(op.validationStatus);
        expect(res.body.message).toContain(`${name} should not be empty`);
      }
      const res = await call(sbx.url, op, path(), token(), { ...validBody(op, sbx.ids), zzUnknown: 1 });
      expect(res.status).toBe(op.validationStatus);
      expect(res.body.message).toEqual(['property zzUnknown should not exist']);
    });

  if (op.request !== undefined)
    it('rejects every value its field rules exclude', async () => {
      for (const [name, field] of Object.entries(op.request?.properties ?? {})) {
        for (const [label, value] of invalidValues(field)) {
          const res = await call(sbx.url, op, path(), token(), { ...validBody(op, sbx.ids), [name]: value });
          expect(res.status, `${name} ${label}`).toBe(op.validationStatus);
          expect(res.body.message, `${name} ${label}`).toEqual([expect.stringContaining(name)]);
        }
      }
    });

  if (op.getBody === 'honored')
    it('reads its GET body', async () => {
      const res = await call(sbx.url, op, path(), token(), { zzUnknown: true });
      expect(res.status).toBe(op.validationStatus);
    });
});

describe('server-wide truth', () => {
  it('reflects the options', async () => {
    const custom = await startSandbox({ rateLimit: { limit: 7, windowSeconds: 5 }, maxBodyBytes: 2048 });
    try {
      expect(custom.truth.rateLimit).toEqual({ limit: 7, windowSeconds: 5 });
      expect(custom.truth.maxBodyBytes).toBe(2048);
      expect(sbx.truth.rateLimit).toEqual({ limit: 5000, windowSeconds: 60 });
      expect(sbx.truth.maxBodyBytes).toBe(102_400);
      expect(Object.keys(sbx.truth.operations)).toHaveLength(21);
    } finally {
      await custom.close();
    }
  });
});
