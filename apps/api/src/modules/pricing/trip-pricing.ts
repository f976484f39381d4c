import type { PriceBreakdown, PriceLine, TripDirection } from '@masar/contract/trips';
import { chargedUnit } from './catalogue-vat';
import { type SurchargeRule, type SurchargeTrip, surchargeLinesOf } from './trip-surcharges';

export interface PricedService {
  price: number;
  hourlyPrice: number | null;
  minHours: number | null;
}

export interface ChosenExtra {
  extra: { id: string; nameAr: string; nameEn: string; price: number };
  quantity: number;
}

/**
 * The one price rule (DESIGN.md §5), used by every quote and booking: a transfer costs the service's
 * price; Hourly costs hourlyPrice × hours (at least minHours) — that is the fare; the surcharge rules
 * matching the trip add to the fare (decision 0014: highest priority only, percent of the fare rounded half
 * up; none without a pickup time); extras add unit price × quantity.
 * When catalogue prices exclude VAT (`vatAddedBasisPoints` set, decision 0012 addendum) every unit price —
 * the transfer, one hour, each surcharge, one extra — is the catalogue price plus its VAT (catalogue-vat.ts);
 * a percent surcharge is of the catalogue fare, then gets its VAT. The breakdown holds charged amounts only.
 * Returns null when the service cannot serve the trip (no hourly price, or fewer hours than its minimum).
 */
export function priceTrip(input: {
  direction: TripDirection;
  service: PricedService;
  hours?: number | null;
  extras: ChosenExtra[];
  /** The rules and the trip they are matched against; null when the pickup time is not known (a quote). */
  surcharges?: { rules: readonly SurchargeRule[]; trip: SurchargeTrip } | null;
  currency: string;
  /** The VAT rate added to catalogue prices that exclude VAT; null or absent: prices include VAT. */
  vatAddedBasisPoints?: number | null;
}): PriceBreakdown | null {
  const { direction, service } = input;
  const charged = (unit: number) => chargedUnit(unit, input.vatAddedBasisPoints ?? null);
  let transferPrice = 0;
  let hourlyPrice: number | null = null;
  let hours: number | null = null;
  if (direction === 'Hourly') {
    if (service.hourlyPrice === null || service.minHours === null) return null;
    hours = input.hours ?? service.minHours;
    if (hours < service.minHours) return null;
    hourlyPrice = charged(service.hourlyPrice);
  } else {
    transferPrice = charged(service.price);
  }
  const extras: PriceLine[] = input.extras.map(({ extra, quantity }) => ({
    extraServiceId: extra.id,
    nameAr: extra.nameAr,
    nameEn: extra.nameEn,
    unitPrice: charged(extra.price),
    quantity,
    total: charged(extra.price) * quantity,
  }));
  const extrasTotal = extras.reduce((sum, line) => sum + line.total, 0);
  const fare = hourlyPrice === null || hours === null ? transferPrice : hourlyPrice * hours;
  const catalogueFare =
    direction === 'Hourly' && hours !== null ? (service.hourlyPrice ?? 0) * hours : service.price;
  const surcharges = (
    input.surcharges ? surchargeLinesOf(input.surcharges.rules, input.surcharges.trip, catalogueFare) : []
  ).map((line) => ({ ...line, total: charged(line.total) }));
  const surchargesTotal = surcharges.reduce((sum, line) => sum + line.total, 0);
  return {
    transferPrice,
    hourlyPrice,
    hours,
    surcharges,
    surchargesTotal,
    extras,
    extrasTotal,
    total: fare + surchargesTotal + extrasTotal,
    currency: input.currency,
  };
}
