import { z } from 'zod';
import { timestampSchema } from './common';
import { asciiDigitsOf } from './digits';
import { type DriverJobStatus, driverJobStatuses } from './drivers';
import { message } from './messages';
import { latitude, longitude } from './places';

/**
 * The driver's trip steps (issue #18 part 2, decision 0013 addendum). A job walks forward only:
 * Assigned → OnTheWay → Arrived → PassengerOnBoard → Completed, or Arrived → NoShow (after the waiting time).
 */
export const driverSteps = ['OnTheWay', 'Arrived', 'PassengerOnBoard', 'Completed', 'NoShow'] as const;
export type DriverStep = (typeof driverSteps)[number];

/** The status a job must have for each step: the only way forward. */
export const stepFrom: Record<DriverStep, DriverJobStatus> = {
  OnTheWay: 'Assigned',
  Arrived: 'OnTheWay',
  PassengerOnBoard: 'Arrived',
  Completed: 'PassengerOnBoard',
  NoShow: 'Arrived',
};

/** The steps a job of this status may take next (none once it is over). */
export function nextSteps(status: DriverJobStatus | null): DriverStep[] {
  return driverSteps.filter((step) => stepFrom[step] === status);
}

/** The phone's position when the driver allowed it (navigator.geolocation); accuracy in metres. */
export const stepPositionSchema = z.object({
  lat: latitude,
  lng: longitude,
  accuracy: z.number().min(0).max(100_000),
});
export type StepPosition = z.infer<typeof stepPositionSchema>;

/** POST /drivers/my-jobs/:id/steps. A no-show needs the driver's note (who they waited for, where). */
export const takeStepBody = z
  .object({
    step: z.enum(driverSteps),
    position: stepPositionSchema.nullable().default(null),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .refine((body) => body.step !== 'NoShow' || (body.note !== null && body.note.length >= 3), {
    path: ['note'],
    message: message('noShowNoteRequired'),
  });
export type TakeStepBody = z.input<typeof takeStepBody>;

export const jobStepSchema = z
  .object({
    step: z.enum(driverSteps),
    at: timestampSchema,
    driverNameAr: z.string(),
    driverNameEn: z.string(),
    /** Null when the driver did not share the phone's position (and always for the booking's owner). */
    position: stepPositionSchema.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'JobStep' });
export type JobStep = z.infer<typeof jobStepSchema>;

/**
 * A job's progress: its status (null when the booking never had a driver), its steps oldest first, and
 * from when a no-show may be recorded (null unless the driver has arrived).
 */
export const jobProgressSchema = z
  .object({
    status: z.enum(driverJobStatuses).nullable(),
    steps: z.array(jobStepSchema),
    noShowFrom: timestampSchema.nullable(),
  })
  .meta({ id: 'JobProgress' });
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** The waiting time before a no-show, in minutes: at an airport pickup and anywhere else. */
const outOfRange = { error: message('waitMinutesRange', { maximum: 240 }), abort: true };
const waitMinutes = z.preprocess(
  asciiDigitsOf,
  // The range first, and only it: a huge number is one problem, not also "not a safe integer".
  z.coerce.number().min(0, outOfRange).max(240, outOfRange).int(),
);
export const stepSettingsBody = z.object({
  noShowWaitAirportMinutes: waitMinutes,
  noShowWaitOtherMinutes: waitMinutes,
});
export type StepSettingsBody = z.input<typeof stepSettingsBody>;
export const stepSettingsSchema = z
  .object({
    noShowWaitAirportMinutes: z.number().int(),
    noShowWaitOtherMinutes: z.number().int(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'StepSettings' });
export type StepSettings = z.infer<typeof stepSettingsSchema>;
