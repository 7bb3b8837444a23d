/**
 * @module The terse server's regressions: each name one realistic deploy change, selected by the
 * `regressions` start option.
 */
import { patchBody, patchField, patchRule, regressionTable } from '../shared/regression.ts';
import { email, int, obj, oneOf, str } from '../shared/rules.ts';
import { TERSE_RULES } from './rules.ts';

const nonAscii = (value: unknown): boolean =>
  typeof value === 'string'
    ? /[^\u0000-\u007f]/.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(nonAscii);

export const TERSE_REGRESSIONS = regressionTable('terse server', TERSE_RULES, {
  /** Operation 1's `result.reportId` is a JSON number now (`5905334`), no longer a string. */
  'response-type-changed': {
    respond: (op, result) =>
      op === '1' && typeof result.reportId === 'string'
        ? { ...result, reportId: Number(result.reportId) }
        : result,
  },
  /** Operation 12 answers an unknown deal `400 {"success":false,"error":"Not found"}`, not a plain-text 404. */
  'not-found-400': { rules: (t) => patchRule(t, '12', (rule) => ({ ...rule, notFoundStatus: 400 })) },
  /** Operation 11's `type` is any string up to 64 characters (the closed set year-starter/monthly is gone). */
  'enum-opened': { rules: (t) => patchField(t, '11', 'type', () => str(64)) },
  /** Operation 1's `bedrooms` maximum went from 50 to 100. */
  'bound-loosened': { rules: (t) => patchField(t, '1', 'bedrooms', () => int(0, 100)) },
  /** Operation 10 (POST `/v2/vision-ai/rejected-report-note/{recordId}`) no longer checks the token. */
  'auth-dropped': { rules: (t) => patchRule(t, '10', (rule) => ({ ...rule, auth: 'none' })) },
  /** The 2000-character limit of operation 10's `note` was dropped. */
  'max-length-dropped': { rules: (t) => patchField(t, '10', 'note', () => str()) },
  /**
   * Image-notes (16) and contract/send (17), "any JSON object" in the document, now require fields
   * the document never names: `imageUrl` on 16, `recipientEmail` and `templateCode` on 17. Only the
   * error text names them, so with error bodies replaced by a constant no search can build an
   * accepted request: the user's examples file must (issue 17, item 8).
   */
  'fields-required': {
    rules: (t) =>
      patchBody(
        patchBody(t, '16', () => obj({ imageUrl: str(2048), caption: str(200) }, ['imageUrl'])),
        '17',
        () => obj({ recipientEmail: email(), templateCode: str(32) }, ['recipientEmail', 'templateCode']),
      ),
  },
  /** Operation 18 (GET `/v1/realtors/{contactId}`), public so far, now requires a token. */
  'public-needs-token': { rules: (t) => patchRule(t, '18', (rule) => ({ ...rule, auth: 'required' })) },
  /** Operation 2's `referralType` accepts one more value, `seller` (buyer, investor, seller). */
  'enum-widened': {
    rules: (t) => patchField(t, '2', 'referralType', () => oneOf('buyer', 'investor', 'seller')),
  },
  /**
   * Operation 1's handler writes to a store that takes ASCII only and throws on anything else: a
   * valid body with a non-ASCII string in any field answers 500.
   */
  'non-ascii-500': { crashes: (op, body) => op === '1' && nonAscii(body) },
});

export type TerseRegressionName = (typeof TERSE_REGRESSIONS.names)[number];
export const terseRegressionNames = TERSE_REGRESSIONS.names;
