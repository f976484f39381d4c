/**
 * Every message the API can send, as code → English template with named `{parameters}` (issue #15). The
 * API writes only these (`message(code, params)`), so the web can recognise any message it receives
 * (`readMessage`), take its parameters and show the code's translation. Plain values (no zod), so a browser
 * page can load it without the schema library. Field problems travel as "field: text" (see `readMessage`).
 */
export const messages = {
  // Generic input problems (Zod's own issues, mapped by zod-messages.ts).
  required: 'Required',
  mustBeText: 'Must be text',
  mustBeNumber: 'Must be a number',
  mustBeWholeNumber: 'Must be a whole number',
  mustBeTrueOrFalse: 'Must be true or false',
  mustBeList: 'Must be a list',
  mustBeObject: 'Must be an object',
  invalidValue: 'Invalid value',
  tooShort: 'Must be at least {minimum} characters',
  tooLong: 'Must be at most {maximum} characters',
  tooSmall: 'Must be at least {minimum}',
  notAbove: 'Must be greater than {minimum}',
  tooBig: 'Must be at most {maximum}',
  notBelow: 'Must be less than {maximum}',
  tooFewItems: 'Must have at least {minimum} items',
  tooManyItems: 'Must have at most {maximum} items',
  notMultipleOf: 'Must be a multiple of {divisor}',
  oneOf: 'Must be one of: {values}',
  unknownFields: 'Unknown fields: {keys}',
  invalidEmail: 'Must be an e-mail address',
  invalidId: 'Must be an id (UUID)',
  invalidUrl: 'Must be a URL',
  invalidDateTime: 'Must be a date and time (ISO 8601)',
  invalidDate: 'Must be a date (YYYY-MM-DD)',
  invalidTime: 'Must be a time (HH:MM)',
  invalidFormat: 'Has an invalid format',
  invalidBase64url: 'Must be base64url',
  httpsUrlRequired: 'Must be an https URL',
  currencyCodeFormat: 'Must be an ISO 4217 code such as SAR',
  appPathFormat: 'Must be a path inside the app, starting with /',
  endBeforeStart: 'The end date is before the start date',
  dateOutOfRange: 'Enter a date between the years {earliest} and {latest}',
  nulCharacter: 'Text may not contain the NUL character (U+0000)',
  pathTooLong: 'A path segment is too long',
  badAddress: 'The address is not valid',
  locationOutsideAreas: 'This point is outside every area: draw an area around it first',
  bookingNotStarted: 'A booking cannot be completed before its pickup time',
  hoursBelowMinimum: 'Book at least {minimum} hours: no car here is hired for fewer',

  // The request as a whole.
  invalidJson: 'The body is not valid JSON',
  unsupportedMediaType: 'This content type is not supported',
  requestTooLarge: 'The request is too large',
  requestRefused: 'The request could not be processed',
  notFound: 'Not found',
  routeNotFound: 'Route {method} {path} not found',
  serviceUnavailable: 'Service temporarily unavailable',
  internalError: 'Internal Server Error',
  multipartRequired: 'Send this form as multipart/form-data',
  valueTooLong: 'Value is too long',
  noFileExpected: 'No file is expected in this field',
  fileTooLarge: 'The file is larger than {size}',
  tooManyFiles: 'Send at most {maximum} file(s) in this form',
  tooManyFormFields: 'This form has too many fields',
  forbiddenFieldName: 'The form has a forbidden field name',
  formUnreadable: 'The form could not be read',

  // Signing in and sessions. The 401s start with the role word (spec; the web's refresh logic reads it).
  badCredentials: 'Credentials are not correct',
  badDriverCredentials: 'Mobile number or password is not correct',
  resetRequested:
    'If an account with this e-mail exists, a link to set a new password is on its way. It works for {minutes} minutes.',
  resetLinkInvalid: 'This link to set a new password is used, expired or no longer valid. Ask for a new one.',
  accountDeactivated: 'This account is deactivated. Contact the Masar team.',
  tooManySignIns: 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
  tooManyAttempts: 'Too many failed attempts. Try again in {minutes} minutes.',
  tooManyRequests: 'Too many requests. Try again in {minutes} minutes.',
  sessionExpired: '{role} session expired, please sign in again',
  accountNotActive: '{role} account is not active',
  tokenMissing: '{role} token is missing',
  tokenInvalid: '{role} token is invalid or expired',
  tokenRequired: '{role} token required',
  noPermission: 'You do not have permission to do this',
  missingPermission: 'Missing permission: {permission}',

  // Accounts.
  passwordTooShort: 'Password must be at least {minimum} characters',
  phoneFormat: 'Phone must be a Saudi mobile (05…) or an international number (+…)',
  nationalityFormat: 'Nationality must be a two-letter country code',
  wrongCurrentPassword: 'Current password is not correct',
  commonPassword: 'This password is too common. Choose a less predictable one.',
  emailTaken: 'An account with this e-mail already exists',
  samePassword: 'The new password must be different from the current one',
  currentPasswordForEmail: 'Enter your current password to change your e-mail',
  cannotRemoveOwnEditAdmins: 'You cannot remove your own EditAdmins permission',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdminEditor:
    'At least one active admin must keep the EditAdmins permission: grant it to another admin first',
  userNotFound: 'User not found',
  agentNotFound: 'Agent not found',
  adminNotFound: 'Admin not found',
  currencyNotSupported: 'Only {currency} is supported',
  chooseAgent: 'Choose the agent',

  // Catalogue. One code per kind of row: Arabic words agree with the row's gender.
  areaNotFound: 'Area not found',
  locationNotFound: 'Location not found',
  carNotFound: 'Car not found',
  taxiServiceNotFound: 'Taxi service not found',
  extraServiceNotFound: 'Extra service not found',
  placeNotFound: 'Place not found',
  imageNotFound: 'Image not found',
  areaNameEnTaken: 'An area with this English name already exists',
  areaNameArTaken: 'An area with this Arabic name already exists',
  locationNameEnTaken: 'A location with this English name already exists',
  locationNameArTaken: 'A location with this Arabic name already exists',
  carNameEnTaken: 'A car with this English name already exists',
  carNameArTaken: 'A car with this Arabic name already exists',
  extraServiceNameEnTaken: 'An extra service with this English name already exists',
  extraServiceNameArTaken: 'An extra service with this Arabic name already exists',
  taxiServiceTaken: 'This car already has a price on this route (same area, other end and direction)',
  routeEndTwice: 'Give the other end as a location or as an area, not both',
  routeSameArea: 'The other end is this same area: leave it empty for trips within the area',
  routeWithinBothWays: 'A price within one area applies both ways',
  routeClash: 'This price clashes with the {car} price {route} already set (same car, same trips)',
  minHoursRequired: 'Give the minimum hours of the hourly price',
  // Route grid tools and the price simulator (issue #17).
  routeHasNoPrices: 'The route to copy has no prices',
  copySameRoute: 'Copy the prices to another route',
  baseCarNoPrice: 'The base car has no price on this route',
  percentCarTwice: 'Give each car once, and not the base car',
  percentPriceOutOfRange: 'This percentage gives a price of 0 or above the largest price',
  simulatorNeedsLocation: 'Pick a location or airport at one end at least',
  gridFileUnreadable: 'The file is not an .xlsx workbook',
  gridFileEmpty: 'The file has no price rows',
  gridFileUnpacksTooLarge: 'The workbook is too large once unpacked (at most {size} MB)',
  gridTooManyRows: 'At most {maximum} rows per file',
  gridRowUnknownArea: "Row {row}: unknown area '{name}'",
  gridRowUnknownEnd: "Row {row}: unknown area or location '{name}'",
  gridRowUnknownCar: "Row {row}: unknown car '{name}'",
  gridRowDirection: "Row {row}: unknown direction '{name}' (BothWays, FromArea or ToArea)",
  gridRowTransferPrice: 'Row {row}: the transfer price must be an amount above 0 with at most 2 decimals',
  gridRowHourlyPrice:
    'Row {row}: the hourly price must be empty or an amount above 0 with at most 2 decimals',
  gridRowMinHours:
    'Row {row}: min hours must be a whole number from 1 to {maximum}, given with an hourly price only',
  gridRowWithinBothWays: 'Row {row}: a price within one area applies both ways',
  gridRowDuplicate: 'Row {row}: the same route and car as row {other}',
  gridRowClash: 'Row {row}: clashes with the {car} price {route} already set',
  minHoursWithoutHourly: 'Minimum hours apply only with an hourly price',
  ringTooFewPoints: 'A polygon ring needs at least 4 points (3 corners and the closing point)',
  ringNotClosed: 'A polygon ring must end at its first point',
  ringTooFewCorners: 'A polygon ring needs at least 3 distinct corners',
  polygonOverlaps: 'The polygon crosses itself (two edges overlap)',
  polygonSelfIntersects: 'The polygon crosses itself (self-intersection)',
  polygonNoArea: 'The polygon has no area',
  holeProblem: 'Hole {hole}: {problem}',
  holeOutside: 'Hole {hole} must lie inside the outer ring',
  noAreaContainsPoint: 'No area contains this point',
  surchargeNotFound: 'Surcharge not found',
  surchargePercentTooHigh: 'A percentage is at most 100 %',
  surchargeFixedTooHigh: 'A fixed surcharge is at most {maximum}',
  surchargeWindowIncomplete: 'Give both ends of the time window, or neither',
  surchargeWindowEmpty: 'The window starts and ends at the same time',
  surchargeDayTwice: 'Each day may be chosen once',
  distancePairTaken: 'Distance pricing is already allowed between these two areas',
  distancePairNotFound: 'This pair of areas is not on the distance list',
  // Cancellation policy (issue #17, decision 0016).
  cancellationZeroTierMissing: 'Add a tier at 0 hours: what cancelling costs right before pickup',
  cancellationHoursTwice: 'Each number of hours may be used once',
  cancellationFeeFalls: 'The fee may not fall as pickup comes closer ({percent} % further out)',
  cancellationClosed: 'This booking can no longer be cancelled: the pickup time has passed',
  cancellationNotFree: 'The free cancellation window has ended; Masar’s team can still cancel this booking',

  // Images.
  imageType: 'Only JPEG, PNG or WebP images are accepted',
  imageUnreadable: 'The image could not be read',
  imageTooLarge:
    'The image is too large ({width}×{height}); at most {maxSide} pixels a side and {megapixels} megapixels',
  tooManyCarImages: 'A car has at most {maximum} images (this change would give it {count})',
  imageRefFormat: 'Must be an image id or new:<index of an uploaded file>',
  imageListedTwice: '{image} is listed twice',
  imageNotUploaded: '{image} does not match an uploaded file',
  imageNotKept: '{image} is not an image of this car (or is being removed)',
  imageOrderIncomplete: 'List every image of the car; missing {images}',
  imageNotOfCar: '{image} is not an image of this car',

  // Trips and bookings.
  noAreaCoversPlace: 'No area covers this place',
  chooseLocation: 'Choose the airport, port or station of the trip',
  extraChosenTwice: 'Each extra service may be chosen once',
  extraMaxQuantity: 'At most {maximum} of {name}',
  carNotOffered: 'This car is not offered for this trip (check passengers, bags and hours)',
  routeNotServed: 'We do not serve {from} → {to} yet',
  priceChanged: 'The price changed to {total}; check it and book again',
  flightNumberFormat: 'Flight number must look like SV1234',
  flightRequired: 'Give the flight number of an airport trip',
  hourlyHasNoFlight: 'An hourly booking has no flight',
  hourlyHasNoReturn: 'An hourly booking has no return trip',
  returnBeforeOutward: 'The return pickup must be after the outward pickup',
  returnNotOffered: 'This car is not offered for the return trip',
  pickupTooSoonHours: 'The pickup must be at least {hours} hours from now',
  pickupTooSoonMinutes: 'The pickup must be at least {minutes} minutes from now',
  pickupTooFar: 'The pickup must be within {days} days',
  bookingNotFound: 'Booking not found',
  insufficientBalance: 'Insufficient balance',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking',
  onlyRequestedCan: 'Only a Requested booking can be {verb}; this one is {status}',
  statusCannot: 'A {status} booking cannot be {verb}',

  // Money, places, reports.
  balanceTooLow: 'The balance cannot go below zero',
  creditBelowDebt: 'The credit limit cannot be less than the agent’s current debt ({debt})',
  topUpTooLarge: 'A top-up request may ask for at most {maximum}',
  receiptType: 'The receipt must be a JPEG, PNG or WebP image or a PDF',
  topUpRequestNotFound: 'Top-up request not found',
  topUpRequestDecided: 'This top-up request has already been decided',
  addressNotFound: 'Address not found',
  autocompleteFailed: 'Autocomplete failed',
  geocodingFailed: 'Geocoding failed',
  reportPeriodTooLong: 'The period may not be longer than {years} years',
  invalidMonth: 'Must be a month (YYYY-MM)',
  statementPeriodMissing: 'Choose a month, or both a start and an end date',
  statementPeriodTwice: 'Choose a month or start and end dates, not both',
  statementPeriodTooLong: 'A statement covers at most {months} months',

  // Tax invoices (issue #19, decision 0012).
  vatNumberFormat: 'A VAT number has 15 digits and begins and ends with 3',
  invoiceNotFound: 'Invoice not found',

  // Dispatch board (issue #18 part 3).
  driverJobOverlap: 'This driver has another job at that time ({references}); give a reason to assign anyway',
  // Drivers (issue #18).
  nationalIdFormat: 'National ID or iqama number must be 10 digits starting with 1 or 2',
  plateLettersFormat: 'Plate letters must be 1 to 3 Saudi plate letters (ا ب ح د ر س ص ط ع ق ك ل م ن ه و ى)',
  plateNumberFormat: 'Plate number must be 1 to 4 digits',
  vehicleYearRange: 'Year must be between {earliest} and {latest}',
  driverMobileTaken: 'A driver with this mobile number already exists',
  driverNotFound: 'Driver not found',
  vehicleNotOfDriver: 'This vehicle is not one of the driver’s vehicles',
  driverInactive: 'An inactive driver cannot be assigned',
  cannotAssignStatus: 'A {status} booking cannot be given a driver',
  assignmentChanged: 'Someone else changed this booking’s driver first; reload and try again',
  // The driver's steps (issue #18 part 2).
  jobStepOutOfOrder: 'This job is {status}: steps go forward one at a time; reload to see its state',
  jobBookingNotAccepted:
    'Operations have not accepted this booking yet: ask them to accept it, then mark the trip completed',
  noShowTooEarly:
    'A no-show can be recorded only after waiting {minutes} minutes from the pickup time or arrival',
  noShowNoteRequired: 'Write what happened (at least 3 characters) to record a no-show',
  waitMinutesRange: 'Waiting time must be between 0 and {maximum} minutes',
  mobileFormat: 'Mobile must be a Saudi mobile (05…) or an international number (+…)',
} as const;

export type MessageCode = keyof typeof messages;
export const messageCodes = Object.keys(messages) as MessageCode[];

/** The parameter names of a template: 'At most {maximum} of {name}' → 'maximum' | 'name'. */
type ParamsOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;
export type MessageParams<Code extends MessageCode> = Record<
  ParamsOf<(typeof messages)[Code]>,
  string | number
>;

/** Verbs and statuses that booking messages name: the web shows their labels. */
export const messageVerbs = ['accepted', 'completed', 'refunded', 'cancelled', 'changed'] as const;
export type MessageVerb = (typeof messageVerbs)[number];

/** The English text of a message: `message('tooBig', { maximum: 60 })` → 'Must be at most 60'. */
export function message<Code extends MessageCode>(
  code: Code,
  ...[params]: ParamsOf<(typeof messages)[Code]> extends never ? [] : [MessageParams<Code>]
): string {
  return fillTemplate(code, params ?? {});
}

/** `message` for a code known only at run time (e.g. one read back by `readMessage`). */
export function fillTemplate(code: MessageCode, params: Record<string, string | number>): string {
  return messages[code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

/** A field problem as it travels: 'name: Required'. */
export function fieldMessage<Code extends MessageCode>(
  field: string,
  code: Code,
  ...params: ParamsOf<(typeof messages)[Code]> extends never ? [] : [MessageParams<Code>]
): string {
  return `${field}: ${message(code, ...params)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * One anchored pattern per template, the most specific (most fixed text) first, so 'Must be at least 8
 * characters' is `tooShort`, not `tooSmall` with a minimum of '8 characters'.
 */
const fixedLength = (code: MessageCode) => messages[code].replace(/\{\w+\}/g, '').length;
const patterns = [...messageCodes]
  .sort((a, b) => fixedLength(b) - fixedLength(a))
  .map((code) => {
    const names: string[] = [];
    const source = messages[code]
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (!name) return escapeRegExp(piece);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`) };
  });

export type ReadMessage = {
  code: MessageCode;
  params: Record<string, string>;
  /** The field the message is about ('images.0', 'pickupAt'), when it came as "field: text". */
  field?: string;
};

function matchTemplate(text: string): Omit<ReadMessage, 'field'> | undefined {
  for (const { code, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (found)
      return { code, params: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * What a message the API sent says: its code, parameters and field. Undefined when it is not a catalogue
 * message (the API test that fuzzes every route asserts that never happens for bad input).
 */
export function readMessage(text: string): ReadMessage | undefined {
  const whole = matchTemplate(text);
  if (whole) return whole;
  const field = /^([\w.]+): ([\s\S]+)$/.exec(text);
  if (!field?.[1] || !field[2]) return undefined;
  const inner = matchTemplate(field[2]);
  return inner && { ...inner, field: field[1] };
}
