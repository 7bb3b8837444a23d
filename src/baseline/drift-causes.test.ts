import { describe, expect, test } from 'vitest';
import { driftCauses } from './drift-causes.ts';
import type { Facts } from './schema-facts.ts';

const note = 'POST /v1/homes/{dealId}/note';
const image = 'POST /v1/onsite-visit/{sessionId}/image-notes';
const base: Facts = {
  [`${note} request.required`]: '["note"]',
  [`${note} request.note.type`]: '"string"',
  [`${note} request.note.maxLength`]: '2000',
  [`${note} security`]: '[{"bearerAuth":[]}]',
  [`${note} error.no_token.status`]: '["401"]',
  [`${note} error.validation.status`]: '["400"]',
  [`${image} security`]: '[{"bearerAuth":[]}]',
  [`${image} error.no_token.status`]: '["401"]',
  [`${image} error.bad_token.status`]: '["401"]',
  [`${image} error.other_tenant.status`]: '["404"]',
};
/** No title carries a raw value: no JSON list, object or arrow. */
const RAW = /[[\]{}"]|→|\(absent\)/;

describe('driftCauses', () => {
  test('a new required field is one cause titled by it, its bounds and reading listed under it', () => {
    const now: Facts = {
      ...base,
      [`${note} request.required`]: '["author","note"]',
      [`${note} request.author.type`]: '"string"',
      [`${note} request.author.maxLength`]: '100',
      [`${note} request.author.minLength`]: '1',
    };
    const causes = driftCauses(base, now);
    expect(causes).toHaveLength(1);
    expect(causes[0]).toMatchObject({
      title: '#13 now requires `author`',
      rule: 'request_field_required',
      kind: 'breaking',
      breaking: true,
      operations: [13],
      before: 'optional',
      after: 'required',
    });
    expect(causes[0]?.consequences.map((c) => c.text)).toEqual([
      '`author` is now required',
      '`author` is read (string)',
      '`author` has a maximum length of 100 (new)',
      '`author` has a minimum length of 1 (new)',
    ]);
  });

  test('an auth check gone is one cause with the refusals it drew, not one per fact', () => {
    const now: Facts = { ...base, [`${image} security`]: '[]' };
    for (const cause of ['no_token', 'bad_token', 'other_tenant'])
      delete now[`${image} error.${cause}.status`];
    const causes = driftCauses(base, now);
    expect(causes.map((c) => c.title)).toEqual(['#16 accepts requests without a token']);
    expect(causes[0]).toMatchObject({
      rule: 'auth_dropped',
      kind: 'loosened',
      breaking: true,
      before: 'bearerAuth',
      after: 'none',
    });
    expect(causes[0]?.consequences).toHaveLength(4);
  });

  test('the same change on several operations is one cause listing them, in words', () => {
    const now: Facts = { ...base, [`${note} security`]: '[]', [`${image} security`]: '[]' };
    delete now[`${note} error.no_token.status`];
    delete now[`${image} error.no_token.status`];
    const causes = driftCauses(base, now);
    expect(causes.map((c) => c.title)).toEqual(['2 operations (#13, #16) accept requests without a token']);
    expect(causes[0]?.operations).toEqual([13, 16]);
    for (const c of causes) expect(c.title).not.toMatch(RAW);
  });

  test('a loosened bound is loosened, a closed set that gained values names them', () => {
    const wider: Facts = { ...base, [`${note} request.note.maxLength`]: '5000' };
    expect(driftCauses(base, wider)).toMatchObject([
      { title: "#13 checks `note`'s maximum length more loosely", kind: 'loosened' },
    ]);
    const set = { ...base, [`${note} request.note.enum`]: '["a","b"]' };
    const more = driftCauses(set, { ...set, [`${note} request.note.enum`]: '["a","b","c"]' });
    expect(more[0]?.title).toBe('#13 accepts more values for `note`');
    expect(more[0]?.consequences[0]?.text).toBe('`note` now also accepts c');
  });

  test('unchanged facts give no cause', () => {
    expect(driftCauses(base, { ...base })).toEqual([]);
  });

  test('an operation that no longer succeeds is one cause, whatever else moved with it', () => {
    const before = { ...base, [`${note} success`]: '["201"]' };
    const now: Facts = { ...before, [`${note} success`]: '[]', [`${note} security`]: '[]' };
    delete now[`${note} request.note.maxLength`];
    delete now[`${note} error.validation.status`];
    const causes = driftCauses(before, now);
    expect(causes.map((c) => c.title)).toEqual(['#13 no longer succeeds']);
    expect(causes[0]?.consequences.length).toBe(4);
  });

  test("an unknown id answered otherwise is one cause with another tenant's record answered the same", () => {
    const before = {
      ...base,
      [`${note} unknown-id`]: '404',
      [`${note} error.unknown_id.status`]: '["404"]',
      [`${note} error.other_tenant.status`]: '["404"]',
    };
    const now: Facts = {
      ...before,
      [`${note} error.unknown_id.status`]: '["400"]',
      [`${note} error.other_tenant.status`]: '["400"]',
    };
    delete now[`${note} unknown-id`];
    expect(driftCauses(before, now).map((c) => c.title)).toEqual([
      '#13 answers an unknown id with another status',
    ]);
  });

  test('a closed set opened to free text is titled by the set gone, its new bound listed under it', () => {
    const before = { ...base, [`${note} request.note.enum`]: '["a","b"]' };
    const now: Facts = { ...base, [`${note} request.note.maxLength`]: '50' };
    const causes = driftCauses(before, now);
    expect(causes.map((c) => [c.title, c.kind])).toEqual([['#13 accepts any value for `note`', 'breaking']]);
    expect(causes[0]?.consequences.map((c) => c.text)).toEqual([
      "`note`'s set of accepted values (a, b) is no longer checked",
      "`note`'s maximum length is 50 (was 2000)",
    ]);
  });
});
