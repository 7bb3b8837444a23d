/**
 * @module The alt server's regressions: each name one realistic deploy change, selected by the
 * `regressions` start option.
 */
import { patchBody, patchField, regressionTable } from '../shared/regression.ts';
import { int, oneOf, str } from '../shared/rules.ts';
import { ALT_RULES } from './rules.ts';

export const ALT_REGRESSIONS = regressionTable('alt server', ALT_RULES, {
  /** The `maxLength: 500` of operation 13's `note` was dropped (1 character minimum kept). */
  'max-length-dropped': { rules: (t) => patchField(t, '13', 'note', () => str(undefined, 1)) },
  /** Operation 1's `bedrooms` is no longer required (its bounds stay). */
  'field-optional': {
    rules: (t) => patchBody(t, '1', (b) => ({ ...b, required: b.required.filter((f) => f !== 'bedrooms') })),
  },
  /** Operation 1's `bedrooms` maximum went from 12 to 20. */
  'bound-loosened': { rules: (t) => patchField(t, '1', 'bedrooms', () => int(1, 20)) },
  /** Operation 2's `referralType` no longer allows `renter` (buyer, seller left). */
  'enum-value-removed': { rules: (t) => patchField(t, '2', 'referralType', () => oneOf('buyer', 'seller')) },
  /** Operation 2's `clientEmail` lost `format: email`; any string up to 254 passes. */
  'email-unchecked': { rules: (t) => patchField(t, '2', 'clientEmail', () => str(254)) },
  /** Operation 12's `data.address` is no longer in the answer. */
  'response-property-removed': {
    respond: (op, result) => {
      if (op !== '12') return result;
      const { address: _dropped, ...rest } = result;
      return rest;
    },
  },
});

export type AltRegressionName = (typeof ALT_REGRESSIONS.names)[number];
export const altRegressionNames = ALT_REGRESSIONS.names;
