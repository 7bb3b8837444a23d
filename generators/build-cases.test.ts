import { describe, expect, test } from 'vitest';
import { catalog, operations } from '../fixtures/catalog.ts';
import { pathParams } from '../fixtures/operation-def.ts';
import { type Case, scenarios } from '../src/core/case.ts';
import { type BuildOptions, buildCases } from './build-cases.ts';

const knownIds = {
  reportId: 'rep_0042',
  recordId: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  dealId: '123456',
  opportunityId: 'OPP-77',
  sessionId: 'sess_1',
  rmaId: 'rma_9',
  contactId: 'c_12',
};
const opts: BuildOptions = { seed: 1, examples: 5, knownIds, sideEffectsAllowed: false };
const all = (o: BuildOptions) => operations.flatMap((op) => buildCases(op, o));

function byId(cases: readonly Case[], id: string): Case {
  const found = cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id}`);
  return found;
}

function rawText(c: Case): string {
  if (c.body.kind !== 'raw') throw new Error(`${c.id} has no raw body`);
  return c.body.text;
}

describe('buildCases', () => {
  test('same seed ⇒ deep-equal case list; another seed ⇒ other values', () => {
    expect(all(opts)).toEqual(all(opts));
    const a = buildCases(catalog.createProperty, opts).filter((c) => c.scenario === 'valid_full');
    const b = buildCases(catalog.createProperty, { ...opts, seed: 2 }).filter(
      (c) => c.scenario === 'valid_full',
    );
    expect(a.map((c) => c.body)).not.toEqual(b.map((c) => c.body));
  });

  test('every operation of the catalog gets cases when side effects are allowed', () => {
    for (const op of operations) {
      const cases = buildCases(op, { ...opts, sideEffectsAllowed: true });
      expect(cases.length, op.id).toBeGreaterThan(0);
      expect(cases.filter((c) => c.scenario === 'valid_full').length, op.id).toBeGreaterThan(0);
      expect(cases.every((c) => c.operation === op.number)).toBe(true);
    }
  });

  test('operations with external effects get no case unless side effects are allowed', () => {
    for (const op of operations.filter((o) => o.sideEffect.kind === 'external')) {
      expect(buildCases(op, opts), op.id).toEqual([]);
    }
    expect(buildCases(catalog.migrateProducts, opts).length).toBeGreaterThan(0);
  });

  test('migrate-products without side effects: dryRun is exactly true in every case', () => {
    const cases = buildCases(catalog.migrateProducts, opts);
    for (const c of cases) {
      if (c.body.kind === 'none') throw new Error(`${c.id} sends no body`);
      if (c.body.kind === 'raw') {
        expect(c.body.text, c.id).toMatch(/^\{"dryRun":true,/);
        continue;
      }
      const bodies = Array.isArray(c.body.value) ? c.body.value : [c.body.value];
      for (const body of bodies as Record<string, unknown>[]) {
        expect(body.dryRun, c.id).toBe(true);
      }
    }
    expect(cases.map((c) => c.id)).not.toContain('op06-wrong_type-dryRun-string');
    expect(cases.map((c) => c.id)).not.toContain('op06-missing_field-dryRun');
    expect(cases.map((c) => c.id)).not.toContain('op06-empty_body');
    const free = buildCases(catalog.migrateProducts, { ...opts, sideEffectsAllowed: true });
    expect(free.map((c) => c.id)).toContain('op06-missing_field-dryRun');
  });

  test('ids are unique, stable and readable; scenarios come from the closed list', () => {
    const cases = all({ ...opts, sideEffectsAllowed: true });
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.id).toMatch(/^op\d{2}-[a-z_]+(-[\w]+)*$/);
      expect(scenarios).toContain(c.scenario);
    }
    const ids = cases.map((c) => c.id);
    expect(ids).toContain('op01-valid_full-003');
    expect(ids).toContain('op13-wrong_type-note-number');
    expect(ids).toContain('op01-injection-state-sql');
  });

  test('malformed_json and array_for_object are invalid; empty_body, wrong_content_type, other_tenant unknown', () => {
    const cases = all(opts);
    const validity = (s: string) => new Set(cases.filter((c) => c.scenario === s).map((c) => c.validity));
    expect(validity('malformed_json')).toEqual(new Set(['invalid']));
    expect(validity('array_for_object')).toEqual(new Set(['invalid']));
    expect(validity('empty_body')).toEqual(new Set(['unknown']));
    expect(validity('wrong_content_type')).toEqual(new Set(['unknown']));
    expect(validity('other_tenant')).toEqual(new Set(['unknown']));
    expect(validity('missing_field')).toEqual(new Set(['unknown']));
    const malformed = byId(cases, 'op01-malformed_json');
    expect(malformed.body).toMatchObject({ kind: 'raw', contentType: 'application/json' });
    expect(() => JSON.parse(rawText(malformed))).toThrow(SyntaxError);
    expect(cases.find((c) => c.id === 'op01-wrong_content_type')?.body).toMatchObject({
      contentType: 'text/plain',
    });
  });

  test('only applicable scenarios: no body cases without a body, path cases only with path parameters', () => {
    const bodyScenarios = [
      'missing_field',
      'empty_body',
      'malformed_json',
      'unknown_field',
      'array_for_object',
    ];
    for (const op of operations) {
      const cases = buildCases(op, { ...opts, sideEffectsAllowed: true });
      const used = new Set(cases.map((c) => c.scenario));
      if (op.body.kind === 'none') {
        for (const s of bodyScenarios) expect(used.has(s as never), `${op.id} ${s}`).toBe(false);
        expect(cases.every((c) => c.body.kind === 'none')).toBe(true);
      }
      const hasPath = pathParams(op.path).length > 0;
      expect(used.has('path_unknown_id'), op.id).toBe(hasPath);
      expect(used.has('other_tenant'), op.id).toBe(hasPath);
      expect(used.has('no_token') && used.has('bad_token'), op.id).toBe(true);
    }
  });

  test('path variants: the known id, a same-shape unknown id, malformed, 2000 chars, encoded specials', () => {
    const cases = buildCases(catalog.logView, opts);
    const at = (id: string) => cases.find((c) => c.id === id)?.pathParams.reportId;
    expect(at('op03-path_known_id-reportId')).toBe('rep_0042');
    expect(at('op03-path_unknown_id-reportId')).toMatch(/^[a-z]{3}_\d{4}$/);
    expect(at('op03-path_unknown_id-reportId')).not.toBe('rep_0042');
    expect(at('op03-path_malformed_id-reportId')).toBe('not-an-id!');
    expect(at('op03-path_very_long_id-reportId')).toHaveLength(2000);
    const uuid = buildCases(catalog.rejectedReportNote, opts).find((c) => c.scenario === 'path_unknown_id');
    expect(uuid?.pathParams.recordId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const digits = buildCases(catalog.getHome, opts).find((c) => c.scenario === 'path_unknown_id');
    expect(digits?.pathParams.dealId).toMatch(/^[1-9]\d{5}$/);
    expect(at('op03-path_encoded_specials-reportId-dot_dot_slash')).toBe('%2e%2e%2f');
    expect(at('op03-path_encoded_specials-reportId-nul')).toBe('%00');
    expect(at('op03-path_encoded_specials-reportId-sql')).toBe("'%20OR%201=1");
  });

  test('no known id: a seeded placeholder, no path_known_id, no other_tenant', () => {
    const cases = buildCases(catalog.homeNote, { ...opts, knownIds: {} });
    const scen = new Set(cases.map((c) => c.scenario));
    expect(scen.has('path_known_id') || scen.has('other_tenant')).toBe(false);
    expect(cases[0]?.pathParams.dealId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('auth variants carry their credential; every other case sends the token', () => {
    const cases = buildCases(catalog.homeNote, opts);
    const auth = Object.fromEntries(cases.map((c) => [c.scenario, c.auth]));
    expect(auth).toMatchObject({
      no_token: 'none',
      bad_token: 'malformed',
      other_tenant: 'other_tenant',
      valid_full: 'token',
    });
  });

  test('numeric boundaries: literals JSON cannot keep (-0, 1e3, 1e308) go out as raw JSON text', () => {
    const cases = buildCases(catalog.createProperty, opts);
    const at = (label: string) => byId(cases, `op01-numeric_boundary-bedrooms-${label}`);
    expect(at('negative_zero').body).toMatchObject({ kind: 'raw', contentType: 'application/json' });
    expect(rawText(at('negative_zero'))).toContain('"bedrooms":-0');
    expect(rawText(at('exponent'))).toContain('"bedrooms":1e3');
    expect(rawText(at('huge'))).toContain('"bedrooms":1e308');
    expect(at('two_pow_53').body).toMatchObject({ kind: 'json', value: { bedrooms: 2 ** 53 } });
  });

  test('what discovery learned decides validity and adds boundary cases', () => {
    const knowledge = {
      fields: {
        streetAddress: { type: 'string' as const, required: true, maxLength: 100 },
        bedrooms: { type: 'integer' as const, minimum: 1, maximum: 10 },
      },
      acceptedBody: { streetAddress: '1 Main St', bedrooms: 3 },
      additionalProperties: false,
    };
    const cases = buildCases(catalog.createProperty, { ...opts, knowledge });
    const v = (id: string) => cases.find((c) => c.id === id)?.validity;
    expect(v('op01-missing_field-streetAddress')).toBe('invalid');
    expect(v('op01-missing_field-state')).toBe('unknown');
    expect(v('op01-very_long-streetAddress')).toBe('invalid');
    expect(v('op01-very_long-streetAddress-max_length_plus_one')).toBe('invalid');
    expect(v('op01-wrong_type-streetAddress-number')).toBe('invalid');
    expect(v('op01-wrong_type-state-number')).toBe('unknown');
    expect(v('op01-numeric_boundary-bedrooms-above_max')).toBe('invalid');
    expect(v('op01-numeric_boundary-bedrooms-at_max')).toBe('unknown');
    expect(v('op01-numeric_boundary-bedrooms-half')).toBe('invalid');
    expect(v('op01-unknown_field')).toBe('invalid');
    expect(v('op01-valid_minimal-000')).toBe('valid');
    // Without an accepted body the valid cases are guesses: not labelled valid.
    const guessed = buildCases(catalog.createProperty, {
      ...opts,
      knowledge: { ...knowledge, acceptedBody: undefined },
    });
    expect(new Set(guessed.filter((c) => c.scenario.startsWith('valid_')).map((c) => c.validity))).toEqual(
      new Set(['unknown']),
    );
    expect(byId(cases, 'op01-valid_minimal-000').body).toEqual({
      kind: 'json',
      value: { streetAddress: expect.any(String) },
    });
  });

  test('a zero value ("", blank, 0) is certainly invalid only on a required field (servers read it as absent elsewhere)', () => {
    const knowledge = {
      fields: {
        streetAddress: { type: 'string' as const, required: true, minLength: 2, maxLength: 3 },
        state: { type: 'string' as const, minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer' as const, required: true, minimum: 1 },
        yearBuilt: { type: 'integer' as const, minimum: 1800 },
      },
      acceptedBody: { streetAddress: '1 M', state: 'CA', bedrooms: 3, yearBuilt: 1995 },
    };
    const cases = buildCases(catalog.createProperty, { ...opts, knowledge });
    const v = (id: string) => cases.find((c) => c.id === id)?.validity;
    expect(v('op01-empty_string-streetAddress')).toBe('invalid');
    expect(v('op01-whitespace-streetAddress')).toBe('invalid');
    expect(v('op01-empty_string-state')).toBe('unknown');
    expect(v('op01-whitespace-state')).toBe('unknown');
    expect(v('op01-very_long-state')).toBe('invalid');
    expect(v('op01-numeric_boundary-bedrooms-zero')).toBe('invalid');
    expect(v('op01-numeric_boundary-yearBuilt-zero')).toBe('unknown');
    expect(v('op01-numeric_boundary-yearBuilt-minus_one')).toBe('invalid');
  });

  test('a list for an object (or an object for a list) is no certain error: PHP takes both as one array', () => {
    const knowledge = {
      fields: { primary: { type: 'object' as const } },
      acceptedBody: { primary: { email: 'pat@example.com' } },
    };
    const cases = buildCases(catalog.startEsignature, { ...opts, sideEffectsAllowed: true, knowledge });
    const v = (id: string) => cases.find((c) => c.id === id)?.validity;
    expect(v('op14-wrong_type-primary-string')).toBe('invalid');
    expect(v('op14-wrong_type-primary-array')).toBe('unknown');
  });

  test('options are checked eagerly', () => {
    expect(() => buildCases(catalog.createProperty, { ...opts, examples: -1 })).toThrow(RangeError);
    expect(() => buildCases(catalog.createProperty, { ...opts, seed: 0.5 })).toThrow(RangeError);
  });

  test("the user's example is one valid case, sent as written, and replays from the same options", () => {
    const example = { imageUrl: 'https://example.com/a.jpg', caption: 'Roof' };
    const cases = buildCases(catalog.imageNotes, { ...opts, userExample: example });
    const own = byId(cases, 'op16-valid_full-example');
    expect(own.body).toEqual({ kind: 'json', value: example });
    // Nothing accepted yet: as unknown as every body built from guesses.
    expect(own.validity).toBe('unknown');
    expect(buildCases(catalog.imageNotes, opts).some((c) => c.id === own.id)).toBe(false);
    // Bodiless operations ignore it.
    const bodiless = operations.find((o) => o.body.kind === 'none');
    if (bodiless === undefined) throw new Error('no bodiless operation');
    const allowed = { ...opts, sideEffectsAllowed: true };
    expect(buildCases(bodiless, { ...allowed, userExample: example })).toEqual(buildCases(bodiless, allowed));
  });
});
