/**
 * @module The broken server's healthy behaviour over the document's routes: the single table its
 * Joi-style validation, routing, auth and published truth are derived from. Everything answers
 * 200, like a hapi handler returning a value; 8 and 18 are public, as the document shows; 15–17
 * have no keys, so (Joi's default) every key is rejected.
 */
import { rulesOnRoutes } from '../shared/routes.ts';
import { ARRAY, BOOL, email, IGNORED_BODY, int, num, OBJECT, obj, oneOf, str } from '../shared/rules.ts';

const LOCATION = obj({ city: str(100), state: str(100), country: str(3, 2) });
const NOTE = obj({ note: str(1000, 1) }, ['note']);

export const BROKEN_SERVER_RULES = rulesOnRoutes({
  '1': {
    body: obj(
      {
        streetAddress: str(150, 1),
        state: str(2, 2),
        bedrooms: int(0, 20),
        yearBuilt: int(1700, 2100),
        application: str(50),
        opportunityId: str(64),
        reportType: oneOf('standard', 'premium'),
        rejectedReason: str(2000),
        sellingTimeFrame: str(60),
      },
      ['streetAddress', 'bedrooms'],
    ),
  },
  '2': {
    body: obj(
      {
        referralType: oneOf('buyer', 'seller'),
        clientEmail: email(254),
        city: str(100),
        listingAddress: str(200),
        zipCode: str(10, 5),
        latitude: str(30),
      },
      ['referralType', 'clientEmail'],
    ),
  },
  '3': { body: LOCATION },
  '4': { body: LOCATION },
  '5': { body: obj({ id: str(64), reportId: str(64) }, ['id', 'reportId']) },
  '6': { body: obj({ dryRun: BOOL, changeOrderIds: ARRAY }, ['dryRun']) },
  '7': { body: obj({ templateId: str(64, 1), phone: str(20, 7) }, ['templateId', 'phone']) },
  '8': {
    body: obj(
      {
        calendar: str(100),
        lastname: str(100),
        timezone: str(64),
        startTime: num(0),
        likelyAvailableUserIds: ARRAY,
        upleg: str(100),
        alreadyAssociated: BOOL,
        bookedBy: OBJECT,
        isPreestimateMeeting: BOOL,
      },
      ['calendar'],
    ),
  },
  '9': { body: obj({ reportId: str(64) }, ['reportId']) },
  '10': { body: NOTE },
  '11': { body: obj({ type: oneOf('year-starter', 'month-starter') }, ['type']) },
  '12': { body: IGNORED_BODY },
  '13': { body: NOTE },
  '14': { body: obj({ primary: OBJECT }, ['primary']) },
  '18': {
    body: obj(
      {
        clientFirstName: str(100),
        clientEmail: email(254),
        realtorId: str(64),
        message: str(1000),
        referralType: oneOf('Buyer', 'Seller'),
      },
      ['referralType'],
    ),
  },
});
