/**
 * The repair loop driven by scripted refusals, without a server: each proposal of the search is
 * answered by a small script (what a server would say to that body), classified as the harness
 * classifies real answers, and fed back. Asserts what the search proposes, not how.
 */
import { describe, expect, test } from 'vitest';
import { catalog, operations } from '../../../fixtures/catalog.ts';
import type { Exchange } from '../../core/exchange.ts';
import { HttpClient } from '../../http/client.ts';
import { Pacer } from '../../http/pacer.ts';
import { Redactor } from '../../http/redactor.ts';
import { textResponse } from '../error-parsers/test-response.ts';
import { classify } from '../session/classify-response.ts';
import { type JsonBody, OpContext } from '../session/op-context.ts';
import { Session } from '../session/session.ts';
import { BodyRepair } from './repair.ts';
import { repairSearch } from './repair-search.ts';

/** What the scripted server says to a body: accepted (undefined) or a refusal text (422). */
type Script = (body: JsonBody) => string | undefined;

function context(number: number, ids: Record<string, string> = {}): OpContext {
  const op = operations.find((o) => o.number === number);
  if (op === undefined) throw new Error(`no operation ${number}`);
  // Never sent through: the search only proposes bodies; the script answers them.
  const client = new HttpClient({
    baseUrl: new URL('http://127.0.0.1:9'),
    tokens: { a: 'tok_repair_search_0123' },
    timeoutMs: 1000,
    pacer: new Pacer(100, 0),
    redactor: new Redactor(['tok_repair_search_0123']),
    sideEffectsAllowed: true,
  });
  const session = new Session({
    client,
    operations,
    seed: 7,
    ids,
    hasTokenB: false,
    probeLimits: false,
    budget: 1,
  });
  return new OpContext(op, session);
}

/** Runs the search against the script; every body it sent, and the one accepted. */
function run(ctx: OpContext, script: Script, limit = 300): { sent: JsonBody[]; accepted?: JsonBody } {
  const search = repairSearch(new BodyRepair(ctx));
  const sent: JsonBody[] = [];
  const answers = new Map<string, ReturnType<typeof classify>>();
  let step = search.next();
  while (!step.done && sent.length < limit) {
    const { body } = step.value;
    const key = JSON.stringify(body);
    let v = answers.get(key);
    if (v === undefined) {
      sent.push(body);
      const refusal = script(body);
      if (refusal === undefined) return { sent, accepted: body };
      const response = textResponse(refusal, { status: 422 });
      v = classify({ id: `ex-${sent.length}`, label: 'x', response } as unknown as Exchange, new Set([422]), [
        ...ctx.fields,
        ...Object.keys(body),
      ]);
      answers.set(key, v);
    }
    step = search.next(v);
  }
  return { sent };
}

const SERDE = 'Failed to deserialize the JSON body into the target type: ';

describe('the repair loop, on scripted refusals', () => {
  test('one problem at a time, in serde words: listed values, prefixed paths, integer ids', () => {
    const ctx = context(catalog.createProperty.number);
    const { sent, accepted } = run(ctx, (body) => {
      if (typeof body.bedrooms !== 'number')
        return `${SERDE}bedrooms: invalid type: string "3", expected u32 at line 1 column 9`;
      if (!['dashboard', 'ios_app'].includes(String(body.application)))
        return `${SERDE}application: unknown variant \`${String(body.application)}\`, expected \`dashboard\` or \`ios_app\` at line 1 column 40`;
      if (typeof body.opportunityId !== 'number')
        return `${SERDE}opportunityId: invalid type: string "${String(body.opportunityId)}", expected u64 at line 1 column 80`;
      return undefined;
    });
    expect(accepted).toMatchObject({ application: 'dashboard', bedrooms: 3 });
    expect(typeof accepted?.opportunityId).toBe('number');
    expect(sent.length).toBeLessThanOrEqual(3);
  });

  test('a nested field named only in a prefix is added inside its object, a snake_case key finds its field', () => {
    const ctx = context(catalog.startEsignature.number);
    const { accepted } = run(ctx, (body) => {
      const primary = body.primary as Record<string, unknown>;
      if (primary.legalName === undefined)
        return `${SERDE}primary: missing field \`legalName\` at line 1 column 60`;
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(String(primary.email)))
        return 'Input validation error: [primary.email: must match ^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$]';
      if (String(primary.legalName).length > 3)
        return 'Input validation error: [primary.legal_name: Validation error: length [{"max": Number(3), "value": String("x")}]]';
      return undefined;
    });
    expect(accepted?.primary).toMatchObject({ legalName: 'Pat' });
    expect(Object.keys(accepted?.primary as object)).not.toContain('legal_name');
  });

  test('the same refusal again is a dead end: the field takes another value, never one it had', () => {
    const ctx = context(catalog.createReferral.number);
    // Refuses any city but a five-digit string, and never says why.
    const { sent, accepted } = run(ctx, (body) =>
      /^\d{5}$/.test(String(body.city)) ? undefined : 'city: invalid',
    );
    // While the text blames city, each request gives it a value it never had.
    const blamed = sent.slice(
      0,
      sent.findIndex((b) => !Object.hasOwn(b, 'city')),
    );
    const cities = blamed.map((b) => JSON.stringify(b.city));
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities.length).toBeGreaterThan(5);
    expect(new Set(sent.map((b) => JSON.stringify(b))).size).toBe(sent.length);
    expect(accepted).toBeUndefined();
  });

  test('a value refused with no reason: format families by the field name, and both JSON types of an id', () => {
    const ctx = context(catalog.completeReport.number, { REPORT_ID: '765047' });
    const { accepted } = run(ctx, (body) => {
      if (body.reportId !== 765047) return 'reportId: invalid';
      if (typeof body.id !== 'number') return 'id: invalid';
      return undefined;
    });
    expect(accepted).toEqual({ id: 765047, reportId: 765047 });
    const mms = context(catalog.sendMms.number);
    const phone = run(mms, (body) => (body.phone === '+14155550123' ? undefined : 'phone: bad'));
    expect(phone.accepted?.phone).toBe('+14155550123');
  });

  test('every problem named at once is repaired at once, one edit per field', () => {
    const ctx = context(catalog.createReferral.number);
    const { sent, accepted } = run(ctx, (body) => {
      const problems = [
        body.referralType === 'seller' ? '' : 'referralType: must be one of: seller, renter',
        String(body.zipCode).length === 9 ? '' : 'zipCode: Validation error: length [{"equal": Number(9)}]',
      ].filter((p) => p !== '');
      return problems.length === 0 ? undefined : problems.join('\n');
    });
    expect(accepted).toMatchObject({ referralType: 'seller' });
    expect(String(accepted?.zipCode)).toHaveLength(9);
    expect(sent).toHaveLength(2);
  });

  test('an optional field no value satisfies is left out; one called missing never is', () => {
    const ctx = context(catalog.createProperty.number);
    const { accepted } = run(ctx, (body) =>
      body.application === undefined ? undefined : `application: Unknown value '${String(body.application)}'`,
    );
    expect(accepted).not.toHaveProperty('application');
    const called = context(catalog.createProperty.number);
    const { sent } = run(
      called,
      (body) =>
        body.state === undefined ? 'missing field `state`' : `state: Unknown value '${String(body.state)}'`,
      40,
    );
    expect(sent.filter((b) => !Object.hasOwn(b, 'state')).length).toBeLessThanOrEqual(2);
  });

  test('a pattern the refusal shows is matched', () => {
    const ctx = context(catalog.createReferral.number);
    const { accepted } = run(ctx, (body) =>
      /^[A-Z]{2}-\d{3}$/.test(String(body.latitude))
        ? undefined
        : 'latitude must match pattern "^[A-Z]{2}-\\d{3}$"',
    );
    expect(String(accepted?.latitude)).toMatch(/^[A-Z]{2}-\d{3}$/);
  });
});
