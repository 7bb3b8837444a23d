/**
 * @module The legacy server's conventions over the document's routes: the single table its
 * validation, routing, auth and published truth are derived from. Operations 8 and 18 (whose auth
 * the document leaves open) are public; operation 5 reports validation failures with 409; two
 * closed sets (11 `type`, 18 `referralType`) are never listed.
 */
import { rulesOnRoutes } from '../shared/routes.ts';
import {
  ARRAY,
  BOOL,
  email,
  IGNORED_BODY,
  int,
  num,
  OBJECT,
  type OperationRule,
  obj,
  oneOf,
  str,
} from '../shared/rules.ts';

export type LegacyRule = OperationRule & LegacyRuleExtra;

export interface LegacyRuleExtra {
  /** Overrides the usual `200 {success:false}` for a rejected body. */
  readonly validationStatus?: 409;
  /** Enum fields whose error never names the allowed values: field → the whole error sentence. */
  readonly silentEnums?: Readonly<Record<string, string>>;
}

const PAGE_VIEW = obj({ city: str(60), state: str(60), country: str(2, 2) }, ['country']);
const NOTE = obj({ note: str(255, 1) }, ['note']);

export const LEGACY_RULES = rulesOnRoutes<LegacyRuleExtra>({
  '1': {
    body: obj(
      {
        streetAddress: str(100, 3),
        state: str(2, 2),
        bedrooms: int(1, 10),
        yearBuilt: int(1800, 2025),
        application: str(30),
        opportunityId: str(50),
        reportType: oneOf('standard', 'premium'),
        rejectedReason: str(500),
        sellingTimeFrame: str(30),
      },
      ['streetAddress', 'bedrooms'],
    ),
  },
  '2': {
    body: obj(
      {
        referralType: oneOf('buyer', 'seller', 'renter'),
        clientEmail: email(100),
        city: str(60),
        listingAddress: str(150),
        zipCode: str(5, 5),
        latitude: str(20),
      },
      ['referralType', 'clientEmail'],
    ),
  },
  '3': { body: PAGE_VIEW },
  '4': { body: PAGE_VIEW },
  '5': { body: obj({ id: str(40, 1), reportId: str(40, 1) }, ['id', 'reportId']), validationStatus: 409 },
  '6': { body: obj({ dryRun: BOOL, changeOrderIds: ARRAY }, ['dryRun', 'changeOrderIds']) },
  '7': { body: obj({ templateId: str(40, 1), phone: str(15, 7) }, ['templateId', 'phone']) },
  '8': {
    body: obj(
      {
        calendar: str(50, 1),
        lastname: str(50),
        timezone: str(50),
        startTime: num(0),
        likelyAvailableUserIds: ARRAY,
        upleg: str(50),
        alreadyAssociated: BOOL,
        bookedBy: OBJECT,
        isPreestimateMeeting: BOOL,
      },
      ['calendar'],
    ),
  },
  '9': { body: obj({ reportId: str(40, 1) }, ['reportId']) },
  '10': { body: NOTE },
  '11': {
    body: obj({ type: oneOf('year-starter', 'month-starter') }, ['type']),
    silentEnums: { type: 'Unsupported payment type.' },
  },
  '12': { body: IGNORED_BODY },
  '13': { body: NOTE },
  '14': { body: obj({ primary: OBJECT }, ['primary']) },
  '18': {
    body: obj(
      {
        clientFirstName: str(50),
        clientEmail: email(100),
        realtorId: str(40),
        message: str(500),
        referralType: oneOf('Buyer', 'Seller'),
      },
      ['referralType'],
    ),
    silentEnums: { referralType: 'Invalid referral type.' },
  },
});
