/**
 * @module The terse server's conventions over the document's routes: the single table its
 * validation, routing, auth and published truth are derived from. GET bodies are read (8, 12, 18);
 * 8 and 18 are public, as the document shows; 9 and 13 report validation failures under 200.
 */
import { rulesOnRoutes } from '../shared/routes.ts';
import {
  ARRAY,
  BOOL,
  email,
  int,
  num,
  OBJECT,
  type OperationRule,
  obj,
  oneOf,
  str,
} from '../shared/rules.ts';

export type TerseRule = OperationRule & TerseRuleExtra;

export interface TerseRuleExtra {
  /** Overrides the usual 400 for a rejected body: these operations answer `200 {success:false}`. */
  readonly validationStatus?: 200;
  /** Overrides the plain-text 404 for an unknown id with `400 {success:false}` (a regression only). */
  readonly notFoundStatus?: 400;
}

const LOCATION = obj({ city: str(100), state: str(100), country: str(100) }, ['city']);

export const TERSE_RULES = rulesOnRoutes<TerseRuleExtra>({
  '1': {
    body: obj(
      {
        streetAddress: str(200),
        state: str(50),
        bedrooms: int(0, 50),
        yearBuilt: int(1800, 2100),
        application: str(100),
        opportunityId: str(100),
        reportType: oneOf('standard', 'rejected'),
        rejectedReason: str(1000),
        sellingTimeFrame: str(50),
      },
      ['streetAddress', 'bedrooms', 'opportunityId'],
    ),
  },
  '2': {
    body: obj(
      {
        referralType: oneOf('buyer', 'investor'),
        clientEmail: email(254),
        city: str(100),
        listingAddress: str(200),
        zipCode: str(10, 5),
        latitude: str(32),
      },
      ['referralType', 'clientEmail'],
    ),
  },
  '3': { body: LOCATION },
  '4': { body: LOCATION },
  '5': { body: obj({ id: str(64), reportId: str(64) }, ['id', 'reportId']) },
  '6': { body: obj({ dryRun: BOOL, changeOrderIds: ARRAY }, ['changeOrderIds']) },
  '7': { body: obj({ templateId: str(64), phone: str(15, 10) }, ['templateId', 'phone']) },
  '8': {
    body: obj(
      {
        calendar: str(100),
        lastname: str(100),
        timezone: str(64),
        startTime: num(0, 4_102_444_800_000),
        likelyAvailableUserIds: ARRAY,
        upleg: str(100),
        alreadyAssociated: BOOL,
        bookedBy: OBJECT,
        isPreestimateMeeting: BOOL,
      },
      ['calendar', 'timezone', 'startTime'],
    ),
  },
  '9': { body: obj({ reportId: str(64) }, ['reportId']), validationStatus: 200 },
  '10': { body: obj({ note: str(2000) }, ['note']) },
  '11': { body: obj({ type: oneOf('year-starter', 'monthly') }, ['type']) },
  '12': { body: obj({ associatedObjectId: str(64) }) },
  '13': { body: obj({ note: str(1000, 1) }, ['note']), validationStatus: 200 },
  '14': { body: obj({ primary: OBJECT }, ['primary']) },
  '18': {
    body: obj(
      {
        clientFirstName: str(100),
        clientEmail: str(254),
        realtorId: str(64),
        message: str(500),
        referralType: oneOf('Buyer', 'Seller'),
      },
      ['referralType'],
    ),
  },
});
