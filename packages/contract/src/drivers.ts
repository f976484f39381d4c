import { z } from 'zod';
import { newPassword, phone } from './auth';
import { dateOnly, paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { tripDirections } from './constants';
import { asciiDigitsOf, toAsciiDigits } from './digits';
import { message } from './messages';

/** Languages a driver speaks (ISO 639-1); the web names them in the reader's language. */
export const driverLanguages = ['ar', 'en', 'ur', 'hi', 'bn', 'tl', 'id', 'fr'] as const;
export type DriverLanguage = (typeof driverLanguages)[number];

/** Vehicle colours as codes (system-written text is stored as codes and shown in the reader's language). */
export const vehicleColours = [
  'White',
  'Black',
  'Silver',
  'Grey',
  'Blue',
  'Red',
  'Brown',
  'Beige',
  'Green',
  'Gold',
] as const;
export type VehicleColour = (typeof vehicleColours)[number];

/**
 * The 17 letters of Saudi plates and their official Latin letters (as printed on the plate). Variants a
 * keyboard gives (أ إ آ for ا, ي for ى, ة/هـ for ه) are read as the plate letter.
 */
export const plateLetterLatin: Record<string, string> = {
  ا: 'A',
  ب: 'B',
  ح: 'J',
  د: 'D',
  ر: 'R',
  س: 'S',
  ص: 'X',
  ط: 'T',
  ع: 'E',
  ق: 'G',
  ك: 'K',
  ل: 'L',
  م: 'Z',
  ن: 'N',
  ه: 'H',
  و: 'U',
  ى: 'V',
};

/** 'أ ب ح' → 'ابح'; anything that is not a plate letter is kept for the schema to refuse. */
export function normalisePlateLetters(text: string): string {
  return text
    .replace(/[\s\u0640\u200e\u200f-]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ي/g, 'ى')
    .replace(/ة/g, 'ه');
}

/** The Latin letters of a plate, in the same reading order as the Arabic ('ابح' → 'ABJ'). */
export function plateLatinOf(letters: string): string {
  return [...letters].map((letter) => plateLetterLatin[letter] ?? '?').join('');
}

/**
 * A plate as the reader's half of the real plate shows it: 'ا ب ح 4821' in Arabic, 'ABJ 4821' otherwise
 * (`plateLatin` already holds the number).
 */
export function plateText(
  vehicle: { plateLetters: string; plateNumber: string; plateLatin: string },
  language: string,
): string {
  return language === 'en'
    ? vehicle.plateLatin
    : `${[...vehicle.plateLetters].join(' ')} ${vehicle.plateNumber}`;
}

export const EARLIEST_VEHICLE_YEAR = 1990;
export const LATEST_VEHICLE_YEAR = 2100;

/** A licence expiring within this many days (or already expired) is flagged on the list and the form. */
export const LICENCE_WARNING_DAYS = 30;

export const nationalId = z
  .string()
  .overwrite(toAsciiDigits)
  .trim()
  .regex(/^[12]\d{9}$/, message('nationalIdFormat'));

export const vehicleBody = z.object({
  /** An existing vehicle of this driver keeps its id; a vehicle without one is new. */
  id: z.uuid().optional(),
  carId: z.uuid(),
  plateLetters: z
    .string()
    .max(40)
    .transform(normalisePlateLetters)
    .pipe(z.string().regex(/^[ابحدرسصطعقكلمنهوى]{1,3}$/, message('plateLettersFormat'))),
  plateNumber: z
    .string()
    .max(20)
    .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{1,4}$/, message('plateNumberFormat'))),
  colour: z.enum(vehicleColours),
  year: z.preprocess(
    asciiDigitsOf,
    z.coerce
      .number()
      .int()
      .min(
        EARLIEST_VEHICLE_YEAR,
        message('vehicleYearRange', { earliest: EARLIEST_VEHICLE_YEAR, latest: LATEST_VEHICLE_YEAR }),
      )
      .max(
        LATEST_VEHICLE_YEAR,
        message('vehicleYearRange', { earliest: EARLIEST_VEHICLE_YEAR, latest: LATEST_VEHICLE_YEAR }),
      ),
  ),
});
export type VehicleBody = z.input<typeof vehicleBody>;

const driverFields = {
  nameAr: z.string().trim().min(2).max(120),
  nameEn: z.string().trim().min(2).max(120),
  mobile: phone,
  licenceNumber: z.string().overwrite(toAsciiDigits).trim().min(3).max(30),
  licenceExpiry: dateOnly,
  nationalId,
  languages: z.array(z.enum(driverLanguages)).min(1).max(driverLanguages.length),
  active: z.boolean(),
  vehicles: z.array(vehicleBody).min(1).max(10),
};

/** POST /drivers: the admin sets a first password, which the driver must change at the first sign-in. */
export const createDriverBody = z.object({
  ...driverFields,
  active: driverFields.active.default(true),
  password: newPassword,
});
export type CreateDriverBody = z.input<typeof createDriverBody>;

/**
 * PATCH /drivers/:id: only the fields sent change. `vehicles`, when sent, is the whole list: a vehicle not
 * listed is retired (kept for past jobs). A `password` is a new first password (sessions end).
 */
export const updateDriverBody = z.object({ ...driverFields, password: newPassword }).partial();
export type UpdateDriverBody = z.input<typeof updateDriverBody>;

export const vehicleSchema = z
  .object({
    id: z.uuid(),
    car: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string() }),
    plateLetters: z.string(),
    plateNumber: z.string(),
    /** The Latin letters and the number, as on the plate: 'ABJ 1234'. */
    plateLatin: z.string(),
    colour: z.enum(vehicleColours),
    year: z.number().int(),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicleSchema>;

export const driverSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    mobile: z.string(),
    /** `/api/images/<id>`, or null when the driver has no photo. */
    photoUrl: z.string().nullable(),
    licenceNumber: z.string(),
    licenceExpiry: z.string(),
    nationalId: z.string(),
    languages: z.array(z.enum(driverLanguages)),
    active: z.boolean(),
    mustChangePassword: z.boolean(),
    vehicles: z.array(vehicleSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Driver' });
export type Driver = z.infer<typeof driverSchema>;

export const driverSortFields = ['nameEn', 'nameAr', 'licenceExpiry', 'createdAt'] as const;
export const listDriversQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(driverSortFields, 'nameEn'),
});
export type ListDriversQuery = z.infer<typeof listDriversQuery>;
export const driverListResponse = paginated(driverSchema);

/** GET /drivers/options: active drivers with their vehicles, for the assignment picker. */
export const driverOptionsResponse = z.array(driverSchema);

export const PHOTO_FIELD = 'photo';

// ---- Assignment (a driver and one of their vehicles on a booking: a "job") ----

/**
 * A job's state: the admin's (Unassigned, Assigned, Withdrawn) and then the driver's steps, in order
 * OnTheWay → Arrived → PassengerOnBoard → Completed, or Arrived → NoShow (driver-steps.ts).
 */
export const driverJobStatuses = [
  'Unassigned',
  'Assigned',
  'Withdrawn',
  'OnTheWay',
  'Arrived',
  'PassengerOnBoard',
  'Completed',
  'NoShow',
] as const;
export type DriverJobStatus = (typeof driverJobStatuses)[number];

export const bookingKinds = ['Agent', 'Customer'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/** Longest reason an admin may give for assigning over another job. */
export const OVERRIDE_REASON_MAX = 500;

/**
 * PUT /drivers/assignment/:kind/:id. `expectedDriverId` is the driver the admin saw (null: none); when
 * another admin changed it meanwhile the answer is 409 and nothing changes.
 */
export const assignDriverBody = z.object({
  driverId: z.uuid(),
  vehicleId: z.uuid(),
  expectedDriverId: z.uuid().nullable(),
  /**
   * Needed only when the trip overlaps another job of the driver (its pickup to its end, JOB_BUFFER_MINUTES
   * included): why the admin assigns anyway. Kept as the note of the admin action.
   */
  overrideReason: z.string().trim().min(3).max(OVERRIDE_REASON_MAX).optional(),
});
export type AssignDriverBody = z.infer<typeof assignDriverBody>;

/** POST /drivers/assignment/:kind/:id/unassign. */
export const unassignDriverBody = z.object({ expectedDriverId: z.uuid() });
export type UnassignDriverBody = z.infer<typeof unassignDriverBody>;

/** The driver and vehicle of a booking, as the booking's agent, customer and admins see them. */
export const assignedDriverSchema = z
  .object({
    driverId: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    mobile: z.string(),
    photoUrl: z.string().nullable(),
    vehicle: vehicleSchema,
    assignedAt: timestampSchema,
  })
  .meta({ id: 'AssignedDriver' });
export type AssignedDriver = z.infer<typeof assignedDriverSchema>;
export const assignmentResponse = z.object({ driver: assignedDriverSchema.nullable() });
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

const jobPointSchema = z.object({ nameAr: z.string(), nameEn: z.string(), lat: z.number(), lng: z.number() });

/** A job as its driver sees it: what is needed to pick the traveller up. */
export const driverJobSchema = z
  .object({
    id: z.uuid(),
    bookingKind: z.enum(bookingKinds),
    reference: z.string(),
    status: z.string(),
    pickupAt: timestampSchema,
    flightNumber: z.string().nullable(),
    direction: z.enum(tripDirections),
    /** A place's two names are its address; a location has its own. */
    pickup: jobPointSchema,
    /** Null for an hourly hire. */
    dropoff: jobPointSchema.nullable(),
    travellerName: z.string(),
    travellerPhone: z.string(),
    passengers: z.number().int(),
    bags: z.number().int(),
    extras: z.array(z.object({ nameAr: z.string(), nameEn: z.string(), quantity: z.number().int() })),
    notes: z.string().nullable(),
    vehicle: vehicleSchema,
  })
  .meta({ id: 'DriverJob' });
export type DriverJob = z.infer<typeof driverJobSchema>;
export const driverJobsResponse = z.array(driverJobSchema);

// ---- Dispatch board (issue #18 part 3): a day of trips to run, and the driver picker ----

/**
 * How long a job keeps its driver busy. A transfer has no duration of its own in the booking or the pricing,
 * so it counts DEFAULT_JOB_MINUTES; an hourly hire counts its hours. Every job adds JOB_BUFFER_MINUTES
 * (getting to the next pickup) before the driver is free again.
 */
export const DEFAULT_JOB_MINUTES = 60;
export const JOB_BUFFER_MINUTES = 30;

/** Minutes from a job's pickup until its driver is free: its estimated duration plus the buffer. */
export function jobBusyMinutes(hours: number | null | undefined): number {
  return (hours && hours > 0 ? hours * 60 : DEFAULT_JOB_MINUTES) + JOB_BUFFER_MINUTES;
}

/** When a job picked up at `pickupAt` frees its driver (ISO 8601). */
export function jobEndsAt(pickupAt: string, hours: number | null | undefined): string {
  return new Date(Date.parse(pickupAt) + jobBusyMinutes(hours) * 60_000).toISOString();
}

/** Two jobs overlap when each starts before the other ends (touching ends do not overlap). */
export function jobsOverlap(
  a: { pickupAt: string; endsAt: string },
  b: { pickupAt: string; endsAt: string },
): boolean {
  return Date.parse(a.pickupAt) < Date.parse(b.endsAt) && Date.parse(b.pickupAt) < Date.parse(a.endsAt);
}

/** The booking statuses the board shows: trips still to run, and the day's completed ones for the record. */
export const dispatchBookingStatuses = ['Requested', 'Accepted', 'Completed'] as const;
/** The board's assignment filter: trips without a driver, or with one. */
export const dispatchAssignmentFilters = ['unassigned', 'assigned'] as const;

/** GET /drivers/dispatch: one day in the business time zone. */
export const dispatchQuery = z.object({
  date: dateOnly,
  areaId: z.uuid().optional(),
  status: z.enum(dispatchBookingStatuses).optional(),
  assignment: z.enum(dispatchAssignmentFilters).optional(),
});
export type DispatchQuery = z.infer<typeof dispatchQuery>;

const namesSchema = z.object({ nameAr: z.string(), nameEn: z.string() });

/** One trip of the board: narrow, what a dispatcher scans (the drawer of the bookings list has the rest). */
export const dispatchTripSchema = z
  .object({
    bookingKind: z.enum(bookingKinds),
    bookingId: z.uuid(),
    reference: z.string(),
    status: z.enum(dispatchBookingStatuses),
    direction: z.enum(tripDirections),
    pickupAt: timestampSchema,
    /** pickupAt + the estimated duration + the buffer (DEFAULT_JOB_MINUTES, JOB_BUFFER_MINUTES). */
    endsAt: timestampSchema,
    hours: z.number().int().nullable(),
    /** The trip's start and end: a location's two names, or the place's address (the same in both). */
    from: namesSchema,
    /** Null for an hourly hire. */
    to: namesSchema.nullable(),
    /** The booking's area (the board's filter lists the areas with their names). */
    areaId: z.uuid(),
    car: namesSchema,
    passengers: z.number().int(),
    travellerName: z.string(),
    flightNumber: z.string().nullable(),
    job: z.object({
      /** Unassigned also when the booking never had a job row. */
      status: z.enum(driverJobStatuses),
      /** Goes up with every change of the job; 0 before the first. */
      version: z.number().int(),
      driver: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string() }).nullable(),
      vehicle: z
        .object({ id: z.uuid(), plateLetters: z.string(), plateNumber: z.string(), plateLatin: z.string() })
        .nullable(),
    }),
  })
  .meta({ id: 'DispatchTrip' });
export type DispatchTrip = z.infer<typeof dispatchTripSchema>;

/** Unassigned trips first, then by pickup time. */
export const dispatchResponse = z.object({ date: z.string(), trips: z.array(dispatchTripSchema) });
export type DispatchResponse = z.infer<typeof dispatchResponse>;

/** GET /drivers/dispatch/drivers?date=: who can take a trip that day. */
export const dispatchDriversQuery = z.object({ date: dateOnly });

/** An active driver, their vehicles and their jobs of that day (to flag overlaps in the picker). */
export const dispatchDriverSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    mobile: z.string(),
    photoUrl: z.string().nullable(),
    vehicles: z.array(vehicleSchema),
    jobs: z.array(
      z.object({
        bookingKind: z.enum(bookingKinds),
        bookingId: z.uuid(),
        /** Null for a booking of a kind the admin may not read (decision 0007): the time still counts. */
        reference: z.string().nullable(),
        pickupAt: timestampSchema,
        endsAt: timestampSchema,
      }),
    ),
  })
  .meta({ id: 'DispatchDriver' });
export type DispatchDriver = z.infer<typeof dispatchDriverSchema>;
export const dispatchDriversResponse = z.array(dispatchDriverSchema);
