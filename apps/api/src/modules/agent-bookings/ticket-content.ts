import type { AgentBooking } from '@masar/contract/agent-bookings';
import { type AssignedDriver, plateText } from '@masar/contract/drivers';
import type { Direction } from '../../lib/pdf-text';
import { bilingual, formatDateTime } from '../../lib/words';
import {
  carTypeNames,
  countOf,
  directionNames,
  extrasSummary,
  formatMoney,
  type Lang,
  passengersAndBags,
  tripEnds,
} from '../bookings-core/booking-text';
import { cancellationTermsWords } from '../cancellation-policy/cancellation-terms-text';
import { colourNames } from '../drivers/vehicle-text';

/** What a ticket says, section by section, in both languages; ticket-pdf.ts lays it out. */

export type TicketRow = {
  en: [label: string, value: string];
  ar: [label: string, value: string];
  /** 'ltr' for codes (phone, flight, e-mail); by default the first strong letter decides, like dir="auto". */
  direction?: Direction;
  emphasis?: boolean;
  /** Long free text is cut to this many lines so a ticket always fits on its page. */
  maxLines?: number;
};
export type TicketSection = { en: string; ar: string; rows: TicketRow[] };

type Value = (lang: Lang) => string;

function row(en: string, ar: string, value: Value, extra: Omit<TicketRow, 'en' | 'ar'> = {}): TicketRow {
  return { en: [en, value('en')], ar: [ar, value('ar')], ...extra };
}

/** The same text in both columns: what the traveller or agent typed, or a code. */
function same(text: string): Value {
  return () => text;
}

/** Rows shown only when the booking has the detail. */
function present(rows: (TicketRow | null | false | '' | 0)[]): TicketRow[] {
  return rows.filter((entry): entry is TicketRow => Boolean(entry));
}

const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  ar: new Intl.DisplayNames(['ar'], { type: 'region' }),
};

/** The assigned driver and vehicle (issue #18): name, mobile, car and colour, the plate as printed on it. */
function driverSection(driver: AssignedDriver): TicketSection {
  const { vehicle } = driver;
  return {
    en: 'Driver',
    ar: 'السائق',
    rows: [
      row('Name', 'الاسم', (lang) => (lang === 'ar' ? driver.nameAr : driver.nameEn), { emphasis: true }),
      row('Mobile', 'الجوال', same(driver.mobile), { direction: 'ltr' }),
      row(
        'Car',
        'السيارة',
        (lang) => `${bilingual(vehicle.car, lang)} · ${colourNames[lang][vehicle.colour]}`,
      ),
      row('Plate', 'اللوحة', (lang) => plateText(vehicle, lang)),
    ],
  };
}

/** 262_345 m → '262.3 km' / '262.3 كم' (ASCII digits, like every figure on the ticket). */
function kilometres(meters: number, lang: Lang): string {
  const km = (Math.round(meters / 100) / 10).toFixed(1);
  return lang === 'ar' ? `${km} كم` : `${km} km`;
}

export function ticketSections(
  booking: AgentBooking,
  timeZone: string,
  driver: AssignedDriver | null = null,
): TicketSection[] {
  const { price } = booking;
  const ends = (lang: Lang) => tripEnds(booking, lang);
  const route: TicketRow[] =
    booking.direction === 'Hourly'
      ? [
          row('Place', 'المكان', (lang) => ends(lang).from, { maxLines: 3 }),
          row('Duration', 'المدة', (lang) => countOf(price.hours ?? 0, 'hour', lang)),
        ]
      : [
          row('From', 'من', (lang) => ends(lang).from, { maxLines: 3 }),
          row('To', 'إلى', (lang) => ends(lang).to ?? '', { maxLines: 3 }),
          ...present([
            booking.distanceMeters !== null &&
              row('Distance', 'المسافة', (lang) => kilometres(booking.distanceMeters ?? 0, lang)),
          ]),
        ];

  const nationality = booking.travellerNationality;
  const traveller = present([
    row('Name', 'الاسم', same(booking.travellerName), { emphasis: true }),
    row('Phone', 'الهاتف', same(booking.travellerPhone), { direction: 'ltr' }),
    booking.flightNumber && row('Flight', 'رقم الرحلة', same(booking.flightNumber), { direction: 'ltr' }),
    booking.travellerEmail &&
      row('E-mail', 'البريد الإلكتروني', same(booking.travellerEmail), { direction: 'ltr' }),
    nationality && row('Nationality', 'الجنسية', (lang) => regionNames[lang].of(nationality) ?? nationality),
    booking.notes && row('Notes', 'ملاحظات', same(booking.notes), { maxLines: 3 }),
  ]);

  const fare =
    price.hourlyPrice !== null && price.hours !== null
      ? price.hourlyPrice * price.hours
      : price.transferPrice;
  const money = (minor: number) => (lang: Lang) => formatMoney(minor, price.currency, lang);
  const none = (lang: Lang) => (lang === 'ar' ? 'لا يوجد' : 'None');
  const prices = present([
    row('Extras', 'الإضافات', (lang) => extrasSummary(booking, lang) || none(lang), { maxLines: 3 }),
    row('Fare', 'الأجرة', money(fare)),
    // The surcharges charged at booking (decision 0014), each named in its language with its rate.
    ...price.surcharges.map((line) => {
      const rate = line.rate === null ? '' : ` ${line.rate / 100}%`;
      return row(`${line.nameEn}${rate}`, `${line.nameAr}${rate}`, money(line.total));
    }),
    price.extrasTotal > 0 && row('Extras total', 'مجموع الإضافات', money(price.extrasTotal)),
    // A return leg's discount (decision 0017), as its own line.
    price.returnDiscount
      ? row(
          `Return discount ${price.returnDiscount.percent}%`,
          `خصم العودة ${price.returnDiscount.percent}%`,
          money(-price.returnDiscount.amount),
        )
      : null,
    row('Total', 'الإجمالي', money(price.total), { emphasis: true }),
    // The terms fixed at booking (decision 0016).
    row('Cancellation', 'الإلغاء', (lang) => cancellationTermsWords(booking.cancellationTerms, lang), {
      maxLines: 2,
    }),
  ]);

  const company = booking.agent.companyName;
  const agent = present([
    row('Agent', 'الوكيل', same(booking.agent.name)),
    company && row('Company', 'الشركة', same(company)),
    row('Booked on', 'تاريخ الحجز', (lang) => formatDateTime(booking.createdAt, timeZone, lang)),
  ]);

  return [
    {
      en: 'Trip',
      ar: 'الرحلة',
      rows: [
        row('Type', 'نوع الرحلة', (lang) => directionNames[lang][booking.direction]),
        // A return trip's ticket has a page per leg (decision 0017): each says which leg it is.
        ...present([
          (booking.returnOf !== null || booking.returnLegId !== null) &&
            row('Leg', 'الاتجاه', (lang) =>
              booking.returnOf
                ? lang === 'ar'
                  ? 'رحلة العودة'
                  : 'Return trip'
                : lang === 'ar'
                  ? 'رحلة الذهاب'
                  : 'Outward trip',
            ),
        ]),
        row('Pickup time', 'وقت الانطلاق', (lang) => formatDateTime(booking.pickupAt, timeZone, lang), {
          emphasis: true,
        }),
        ...route,
        row('Travellers', 'المسافرون', (lang) => passengersAndBags(booking.passengers, booking.bags, lang)),
      ],
    },
    { en: 'Traveller', ar: 'المسافر', rows: traveller },
    {
      en: 'Car',
      ar: 'السيارة',
      rows: [
        row('Car', 'السيارة', (lang) => bilingual(booking.car, lang), { emphasis: true }),
        row('Category', 'الفئة', (lang) => carTypeNames[lang][booking.car.type]),
        row('Capacity', 'السعة', (lang) => passengersAndBags(booking.car.passengers, booking.car.bags, lang)),
      ],
    },
    ...(driver ? [driverSection(driver)] : []),
    { en: 'Extras and price', ar: 'الإضافات والسعر', rows: prices },
    { en: 'Agent', ar: 'الوكيل', rows: agent },
  ];
}
