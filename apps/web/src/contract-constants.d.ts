/** The contract's plain constants without its Zod schemas (apps/web/contract-constants.ts). */
declare module 'virtual:contract-constants' {
  export const CAR_BAGS_MAX: typeof import('@masar/contract/cars').CAR_BAGS_MAX;
  export const CAR_PASSENGERS_MAX: typeof import('@masar/contract/cars').CAR_PASSENGERS_MAX;
  export const locationTypes: typeof import('@masar/contract/locations').locationTypes;
  export const MIN_HOURS_MAX: typeof import('@masar/contract/taxi-services').MIN_HOURS_MAX;
  export const tripDirections: typeof import('@masar/contract/trips').tripDirections;
  export const uuidPattern: RegExp;
}
