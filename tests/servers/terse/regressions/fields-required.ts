/**
 * @module Terse regression: image-notes (16) and contract/send (17), "any JSON object" in the
 * document, now require fields the document never names: `imageUrl` on 16, `recipientEmail` and
 * `templateCode` on 17. Only the error text names them, so with error bodies replaced by a constant
 * no search can build an accepted request: the user's examples file must (issue 17, item 8).
 */
import { patchBody, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const fieldsRequired: Regression<'fields-required', TerseRule> = {
  name: 'fields-required',
  rules: (table) =>
    patchBody(
      patchBody(table, '16', () => ({
        kind: 'object',
        fields: {
          imageUrl: { type: 'string', maxLength: 2048 },
          caption: { type: 'string', maxLength: 200 },
        },
        required: ['imageUrl'],
      })),
      '17',
      () => ({
        kind: 'object',
        fields: { recipientEmail: { type: 'email' }, templateCode: { type: 'string', maxLength: 32 } },
        required: ['recipientEmail', 'templateCode'],
      }),
    ),
};
