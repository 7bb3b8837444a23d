/**
 * @module The alt server's conventions over the document's routes: the single table its JSON
 * schemas, enum folding, id lookups and published truth are derived from. Every route wants a
 * token; the two DELETEs answer 204; enum values are lower-case canonical forms.
 */
import { rulesOnRoutes } from '../shared/routes.ts';
import { ARRAY, BOOL, email, IGNORED_BODY, int, num, OBJECT, obj, oneOf, str } from '../shared/rules.ts';

const LOCATION = obj({ city: str(80), state: str(80), country: str(2, 2) }, ['country']);
const NOTE = obj({ note: str(500, 1) }, ['note']);

export const ALT_RULES = rulesOnRoutes(
  {
    '1': {
      body: obj(
        {
          streetAddress: str(120, 5),
          state: str(2, 2),
          bedrooms: int(1, 12),
          yearBuilt: num(1900, 2030),
          application: oneOf('web', 'ios', 'android'),
          opportunityId: str(64),
          reportType: oneOf('standard', 'premium', 'rejected'),
          rejectedReason: str(500),
          sellingTimeFrame: str(40),
        },
        ['streetAddress', 'bedrooms', 'reportType'],
      ),
    },
    '2': {
      body: obj(
        {
          referralType: oneOf('buyer', 'seller', 'renter'),
          clientEmail: email(254),
          city: str(80),
          listingAddress: str(120),
          zipCode: str(5, 5),
          latitude: str(20),
        },
        ['referralType', 'clientEmail', 'zipCode'],
      ),
    },
    '3': { body: LOCATION },
    '4': { body: LOCATION },
    '5': { body: obj({ id: str(64), reportId: str(64, 1) }, ['reportId']) },
    '6': { body: obj({ dryRun: BOOL, changeOrderIds: ARRAY }, ['dryRun']) },
    '7': { body: obj({ templateId: str(64, 1), phone: str(20, 7) }, ['templateId', 'phone']) },
    '8': { body: IGNORED_BODY },
    '9': { body: obj({ reportId: str(64, 1) }, ['reportId']) },
    '10': { body: NOTE },
    '11': { body: obj({ type: oneOf('year-starter', 'month-starter', 'one-time') }, ['type']) },
    '12': { body: IGNORED_BODY },
    '13': { body: NOTE },
    '14': { body: obj({ primary: OBJECT }, ['primary']) },
    '18': { body: IGNORED_BODY },
    '19': { successStatus: 204 },
    '20': { successStatus: 204 },
  },
  { auth: 'required' },
);
