/**
 * @module The serde server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its habits
 * hold over real HTTP: plain-text refusals one problem at a time, serde's data errors before the
 * validator's, serde's words and paths, snake_case keys from the validator, strict typing, a
 * pattern shown in a message, closed sets listed only in texts, axum's empty and 4xx answers.
 */
import { describe, expect, it } from 'vitest';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
import { selfTest } from '../support/self-test.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startSerdeServer } from './index.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const SERDE: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs('application/json; charset=utf-8'),
  // The refusal names the field as serde spells it (`legalName`) or as the validator does (`legal_name`).
  rejected: (ex, path) => {
    const last = path.at(-1) ?? '';
    return ex.status === 422 && (ex.text.includes(last) || ex.text.includes(snake(last)));
  },
  notFound: (ex) => ex.status === 404 && ex.text === '',
  malformedId: (ex) => ex.status === 400 && ex.text.startsWith('Invalid URL: Cannot parse'),
  // No extractor reads the body of ops 12 and 18: nothing in it matters.
  malformedIgnoredBody: (ex) => ex.status === 200,
};

const current = selfTest('serde', {
  start: () => startSerdeServer(),
  check: (s, op) => checkModelOperation(s, op, SERDE),
  publishes: (server) => {
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [422],
      otherSuccess: { '1': 201, '2': 201, '13': 201, '19': 204, '20': 204 },
      getBody: { '8': 'honored', '12': 'ignored', '18': 'ignored' },
      rateLimit: undefined,
      maxBodyBytes: 2_097_152,
      errorContentType: 'text/plain; charset=utf-8',
      credentialHeader: undefined,
    });
    expect(server.truth.operations['14']?.request?.properties.primary).toEqual({
      type: 'object',
      properties: {
        legalName: { type: 'string', minLength: 1, maxLength: 80 },
        email: { type: 'string', format: 'email' },
        role: { type: 'string', enum: ['signer', 'approver', 'cc'] },
      },
      required: ['legalName', 'email'],
      additionalProperties: true,
    });
    expect(server.truth.operations['5']?.request?.properties.reportId).toEqual({
      type: 'integer',
      minimum: 0,
    });
  },
});

const DATA = 'Failed to deserialize the JSON body into the target type: ';
const PROPERTY = {
  streetAddress: '1 Market Street',
  bedrooms: 3,
  application: 'ios_app',
  reportType: 'desktop',
};
const raw = (body: object, replace: Record<string, string>) =>
  Object.entries(replace).reduce((text, [from, to]) => text.replace(from, to), JSON.stringify(body));

describe('serde server conventions', () => {
  it('refuses one problem at a time in plain text: serde first, in document order, then the validator', async () => {
    const rows: Row[] = [
      [
        'POST /v1/property/',
        { ...PROPERTY, application: 'ios', bedrooms: '3' },
        422,
        `${DATA}bedrooms: invalid type: string "3", expected u32 at line 1 column 49`,
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, application: 'ios', bedrooms: 30 },
        422,
        `${DATA}application: unknown variant \`ios\`, expected one of \`dashboard\`, \`ios_app\`, \`android_app\`, \`partner_api\` at line 1 column 68`,
      ],
      [
        'POST /v1/property/',
        { streetAddress: 'x', bedrooms: 30 },
        422,
        `${DATA}missing field \`application\``,
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, streetAddress: 'x', bedrooms: 30 },
        422,
        'Input validation error: [street_address: Validation error: length [{"min": Number(5), "max": Number(120), "value": String("x")}]]',
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, bedrooms: 30 },
        422,
        'Input validation error: [bedrooms: Validation error: range [{"max": Number(20.0), "value": Number(30)}]]',
        { answer: { 'content-type': 'text/plain; charset=utf-8' } },
      ],
    ];
    await expectRows(current(), rows);
  });

  it('types strictly: "12", 2.0, -1 and null refused where serde refuses them, null taken by an Option', async () => {
    await expectRows(current(), [
      [
        'POST /v1/property/',
        raw(PROPERTY, { '"bedrooms":3': '"bedrooms":2.0' }),
        422,
        'invalid type: floating point `2.0`, expected u32',
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, bedrooms: -1 },
        422,
        'bedrooms: invalid value: integer `-1`, expected u32',
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, yearBuilt: '1990' },
        422,
        'yearBuilt: invalid type: string "1990", expected u16',
      ],
      [
        'POST /v1/property/',
        { ...PROPERTY, streetAddress: null },
        422,
        'streetAddress: invalid type: null, expected a string',
      ],
      ['POST /v1/property/', { ...PROPERTY, yearBuilt: null, state: null }, 201],
      [
        'POST /v1/property/complete-report',
        { id: '765047', reportId: 1 },
        422,
        'id: invalid type: string "765047", expected u64',
      ],
      [
        'POST /v1/property/complete-report',
        { id: 765047, reportId: 1 },
        200,
        { reportId: 1, completed: true },
        EXACT,
      ],
      [
        'POST /v1/estimates/migrate-products',
        { dryRun: true, changeOrderIds: [1, 'a'] },
        422,
        'changeOrderIds[1]: invalid type: string "a", expected u64',
      ],
      [
        'POST /v1/referrals/',
        { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '94105', latitude: '37.7' },
        422,
        'latitude: invalid type: string "37.7", expected f64',
      ],
    ]);
  });

  it('prefixes nested paths, keys validation errors by Rust names, shows a pattern, lists closed sets', async () => {
    const deal = 'POST /v1/esignatures/{DEAL_ID}';
    await expectRows(current(), [
      [deal, { primary: {} }, 422, `${DATA}primary: missing field \`legalName\` at line 1 column 13`],
      [
        deal,
        { primary: { legalName: 7 } },
        422,
        'primary.legalName: invalid type: integer `7`, expected a string',
      ],
      [
        deal,
        { primary: { legalName: '', email: 'x' } },
        422,
        '[primary.legal_name: Validation error: length',
      ],
      [
        deal,
        { primary: { legalName: 'Pat', email: 'x' } },
        422,
        'Input validation error: [primary.email: must match ^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$]',
      ],
      [
        deal,
        { primary: { legalName: 'Pat', email: 'p@example.com', role: 'Signer' } },
        422,
        'primary.role: unknown variant `Signer`, expected one of `signer`, `approver`, `cc`',
      ],
      ['POST /v1/rma/{RMA_ID}/contract/send', {}, 422, `${DATA}missing field \`contactEmail\``],
      [
        'POST /v1/rma/{RMA_ID}/contract/send',
        { contactEmail: 'example' },
        422,
        'Input validation error: [contact_email: Validation error: email [{"value": String("example")}]]',
      ],
      ['POST /v1/property/complete-report', { id: 1 }, 422, `${DATA}missing field \`reportId\``],
    ]);
  });

  it('answers as axum does around the body: empty 401/404/405, 400 for a path id, 415, 400 for syntax, 413', async () => {
    await expectRows(current(), [
      ['POST /v1/homes/{DEAL_ID}/note', { note: 'x' }, 401, undefined, { as: 'none' }],
      [
        'POST /v1/homes/{b.DEAL_ID}/note',
        { note: 'x' },
        404,
        undefined,
        { answer: { 'content-length': undefined } },
      ],
      ['POST /v1/homes/abc/note', { note: 'x' }, 400, 'Invalid URL: Cannot parse `abc` to a `u64`'],
      ['DELETE /v1/homes/{DEAL_ID}/note', undefined, 405, undefined, { answer: { allow: 'POST' } }],
      [
        'POST /v1/homes/{DEAL_ID}/note',
        '{"note": "x"}',
        415,
        'Expected request with `Content-Type: application/json`',
        { contentType: 'text/plain' },
      ],
      [
        'POST /v1/homes/{DEAL_ID}/note',
        '{"note":',
        400,
        'Failed to parse the request body as JSON: EOF while parsing a value at line 1 column 8',
      ],
      ['POST /v1/homes/{DEAL_ID}/note', '{"note": "x",}', 400, 'trailing comma at line 1 column 14'],
      [
        'POST /v2/opportunities/{OPPORTUNITY_ID}/disassociate-contact',
        '[]',
        422,
        'invalid type: sequence, expected struct DisassociateContact',
      ],
      ...bodyLimitRows(
        'POST /v2/opportunities/{OPPORTUNITY_ID}/disassociate-contact',
        (pad) => ({ pad }),
        2_097_152,
        200,
        'Failed to buffer the request body: length limit exceeded',
      ),
    ]);
  });
});
