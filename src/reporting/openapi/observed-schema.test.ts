import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../../core/json-schema.ts';
import { widenAccepted } from './accepted-values.ts';
import { excludeRefused } from './refused-values.ts';
import { schemaValidator } from './schema-validator.ts';

const v = schemaValidator();
const rule: JsonSchema = {
  type: 'object',
  properties: {
    bedrooms: { type: 'integer', minimum: 1, maximum: 12 },
    kind: { type: 'string', enum: ['web', 'ios'] },
    note: { type: 'string' },
  },
  required: ['bedrooms'],
  additionalProperties: false,
};

describe('the request schema widened by what the server accepted', () => {
  test('null joins the type, other values the rule does not describe are listed beside it', () => {
    const accepted = [
      { bedrooms: 3, kind: 'web', note: null },
      { bedrooms: '12', kind: 'WEB', caption: 'x' },
    ];
    const widened = widenAccepted(rule, accepted, v);
    expect(widened.properties?.note).toEqual({ type: ['string', 'null'] });
    expect(widened.properties?.bedrooms).toEqual({
      anyOf: [{ type: 'integer', minimum: 1, maximum: 12 }, { enum: ['12'] }],
    });
    expect(widened.properties?.kind).toEqual({
      anyOf: [{ type: 'string', enum: ['web', 'ios'] }, { enum: ['WEB'] }],
    });
    // Unknown fields refused, yet this one accepted: listed, nothing more known of it.
    expect(widened.properties?.caption).toEqual({});
    for (const body of accepted) expect(v.errors(widened, body)).toEqual([]);
    // The rule still refuses what it refused.
    expect(v.errors(widened, { bedrooms: 13 })).not.toEqual([]);
    expect(v.errors(widened, { bedrooms: 'thirteen' })).not.toEqual([]);
  });

  test('a field an accepted body left out is not required; nothing accepted, nothing changes', () => {
    expect(widenAccepted(rule, [{ kind: 'ios' }], v).required).toBeUndefined();
    expect(widenAccepted(rule, [], v)).toBe(rule);
  });
});

describe('the request schema narrowed by what the server refused', () => {
  const accepted = [{ bedrooms: 3, kind: 'web', note: 'hello' }];
  const none = { accepted, passed: [] };

  test('a value refused in one place is listed as refused; the refused body is then invalid', () => {
    const refused = [{ bedrooms: 3, kind: 'web', note: '   ' }];
    const narrowed = excludeRefused(rule, refused, none, v);
    expect(narrowed.properties?.note).toEqual({ type: 'string', not: { enum: ['   '] } });
    expect(v.errors(narrowed, refused[0])).not.toEqual([]);
    expect(v.errors(narrowed, accepted[0])).toEqual([]);
  });

  test('a field left out is required; an added one means unknown fields are refused', () => {
    const open: JsonSchema = { type: 'object', properties: { bedrooms: { type: 'integer' }, note: {} } };
    const narrowed = excludeRefused(
      open,
      [{ bedrooms: 3 }, { bedrooms: 3, note: 'hello', zz: 1 }],
      {
        accepted: [{ bedrooms: 3, note: 'hello' }],
        passed: [],
      },
      v,
    );
    expect(narrowed.required).toEqual(['note']);
    expect(narrowed.additionalProperties).toBe(false);
  });

  test('a refusal two places explain, or of a value also accepted, changes nothing', () => {
    expect(excludeRefused(rule, [{ bedrooms: 4, kind: 'ios', note: 'hello' }], none, v)).toBe(rule);
    const both = { accepted: [...accepted, { bedrooms: 3, kind: 'web', note: 'x' }], passed: [] };
    expect(excludeRefused(rule, [{ bedrooms: 3, kind: 'web', note: 'x' }], both, v)).toBe(rule);
  });

  test('a body that passed validation (a 404 for the record it names) explains a refusal too', () => {
    const narrowed = excludeRefused(
      rule,
      [{ bedrooms: 3, kind: 'ios', note: '' }],
      {
        accepted: [],
        passed: [{ bedrooms: 3, kind: 'ios', note: 'n' }],
      },
      v,
    );
    expect(narrowed.properties?.note?.not).toEqual({ enum: [''] });
  });
});
