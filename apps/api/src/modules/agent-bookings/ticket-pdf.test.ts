import { execFileSync } from 'node:child_process';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { describe, expect, it } from 'vitest';
import { buildAgentBooking } from '../../../test/agent-booking-builder';
import { renderTicketPdf } from './ticket-pdf';

// poppler-utils reads the PDFs back as a person's viewer would: from where the glyphs are drawn.
function pdfText(pdf: Buffer, crop: string[] = []): string {
  const text = execFileSync('pdftotext', [...crop, '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  // pdftotext wraps right-to-left lines in embedding marks; they are not part of the text.
  return text.replace(/[\u202a-\u202e]/gu, '');
}

function pageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

const riyadh = { timeZone: 'Asia/Riyadh' };

/** An assigned driver and vehicle (issue #18). */
const driver = {
  driverId: '00000000-0000-4000-8000-000000000001',
  nameAr: 'خالد العتيبي',
  nameEn: 'Khalid Alotaibi',
  mobile: '+966551234567',
  photoUrl: null,
  assignedAt: '2026-01-05T08:00:00.000Z',
  vehicle: {
    id: '00000000-0000-4000-8000-000000000002',
    car: { id: '00000000-0000-4000-8000-000000000003', nameAr: 'تويوتا كامري', nameEn: 'Toyota Camry' },
    plateLetters: 'ابح',
    plateNumber: '1234',
    plateLatin: 'ABJ 1234',
    colour: 'Silver' as const,
    year: 2024,
  },
};

describe('renderTicketPdf', () => {
  it('prints one booking on one A4 page, in English and Arabic, the Arabic in reading order', async () => {
    const pdf = await renderTicketPdf([buildAgentBooking()], riyadh);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString()).toMatch(
      /Page size:\s+595\.28 x 841\.89/,
    );
    // Fonts are embedded as subsets: a ticket stays small enough to e-mail.
    expect(pdf.length).toBeLessThan(60_000);

    const text = pdfText(pdf);
    expect(text).toContain('MS-260105-0001');
    for (const label of [
      'Reference',
      'Status',
      'Pickup time',
      'Traveller',
      'Flight',
      'Car',
      'Extras',
      'Total',
    ]) {
      expect(text).toContain(label);
    }
    // Letters joined and words in order: a single-word-at-a-time layout would reverse the words.
    expect(text).toContain('سارة القحطاني');
    expect(text).toContain('مطار الملك خالد الدولي');
    expect(text).toContain('تذكرة الحجز');
    expect(text).toContain('وقت الانطلاق'); // has the لا ligature, which must copy as ل + ا
    expect(text).toContain('مقبول');
    // 11:30 UTC is 14:30 in Riyadh; amounts from halalas with 2 decimals.
    expect(text).toContain('Mon, 5 Jan 2026, 14:30 GMT+3');
    expect(text).toContain('King Khalid International Airport');
    expect(text).toContain('Child seat × 2, Meet and greet × 1');
    expect(text).toContain('SAR 250.50');
    expect(text).toContain('SV1234');
    expect(text).toContain('Khalid Travel Desk');
  });

  it("says on a refunded booking's first line, in both languages, that it is cancelled, and never to show it", async () => {
    const refunded = pdfText(await renderTicketPdf([buildAgentBooking({ status: 'Refunded' })], riyadh));
    // pdftotext gives each language's half of a row its own line: the page's first row is the first two.
    const firstRow = refunded
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 2);
    expect(firstRow.sort()).toEqual(['CANCELLED – REFUNDED', 'ملغاة – مستردة'].sort());
    expect(refunded).toContain('This ticket is not valid');
    expect(refunded).toContain('هذه التذكرة غير صالحة');
    expect(refunded).not.toContain('Please show this ticket to the driver');
    expect(refunded).not.toContain('يرجى إبراز هذه التذكرة للسائق');

    const valid = pdfText(await renderTicketPdf([buildAgentBooking()], riyadh));
    expect(valid).not.toContain('CANCELLED');
    expect(valid).toContain('Please show this ticket to the driver');
  });

  it('shows the pickup time in the time zone it is given', async () => {
    const text = pdfText(await renderTicketPdf([buildAgentBooking()], { timeZone: 'UTC' }));
    expect(text).toContain('Mon, 5 Jan 2026, 11:30 UTC');
  });

  it('prints a page per booking, in the order given', async () => {
    const references = ['MS-260105-0001', 'MS-260105-0002', 'MS-260106-0001'];
    const pdf = await renderTicketPdf(
      references.map((reference) => buildAgentBooking({ reference })),
      riyadh,
    );
    expect(pageCount(pdf)).toBe(3);
    const pages = pdfText(pdf).split('\f').slice(0, 3);
    pages.forEach((page, index) => {
      expect(page).toContain(references[index]);
      expect(page).toContain('سارة القحطاني');
    });
  });

  it('prints an hourly trip as the place and the hours', async () => {
    const booking = buildAgentBooking({
      direction: 'Hourly',
      location: null,
      price: {
        transferPrice: 0,
        hourlyPrice: 12000,
        hours: 5,
        surcharges: [],
        surchargesTotal: 0,
        extras: [],
        extrasTotal: 0,
        total: 60000,
        currency: 'SAR',
      },
    });
    const text = pdfText(await renderTicketPdf([booking], riyadh));
    expect(text).toContain('Duration');
    expect(text).toContain('5 hours');
    // pdftotext moves the space between a number and Arabic words, so the Arabic is checked without it.
    expect(text.replace(/\s+/g, '')).toContain('5ساعات');
    expect(text).toContain('SAR 600.00');
    expect(text).not.toContain('King Khalid');
  });

  it('lists each surcharge charged at booking, named in each language with its rate', async () => {
    const booking = buildAgentBooking({
      price: {
        transferPrice: 12_000,
        hourlyPrice: null,
        hours: null,
        surcharges: [
          {
            surchargeId: '00000000-0000-4000-8000-0000000000aa',
            nameAr: 'رسم ليلي',
            nameEn: 'Night surcharge',
            kind: 'Percent',
            rate: 2_000,
            total: 2_400,
          },
        ],
        surchargesTotal: 2_400,
        extras: [],
        extrasTotal: 0,
        total: 14_400,
        currency: 'SAR',
      },
    });
    const text = pdfText(await renderTicketPdf([booking], riyadh));
    expect(text).toContain('Night surcharge 20%');
    expect(text).toContain('SAR 24.00');
    expect(text.replace(/\s+/g, '')).toContain('ليلي');
    expect(text).toContain('SAR 144.00');
  });

  it('prints the cancellation terms fixed at booking in both languages (decision 0016)', async () => {
    const cancellationTerms = [
      { hoursBefore: 24, feePercent: 0 },
      { hoursBefore: 6, feePercent: 50 },
      { hoursBefore: 0, feePercent: 100 },
    ];
    const text = pdfText(await renderTicketPdf([buildAgentBooking({ cancellationTerms })], riyadh));
    // No-break spaces keep 50 and %, and 6 and h (or ساعات), together.
    expect(text).toMatch(/Free cancellation until 24\sh before/u);
    expect(text).toMatch(/50\s% until 6\sh/u);
    // The Arabic terms count the hours in the plural form: 6 ساعات, not 6 ساعة.
    expect(text.replace(/\s+/g, '')).toContain('6ساعات');
    expect(text).toContain('then no refund');
    expect(text).toContain('الإلغاء');
    const free = pdfText(await renderTicketPdf([buildAgentBooking()], riyadh));
    expect(free).toContain('Free cancellation');
  });

  it('prints the distance of the trip in both languages when the booking has it (decision 0015)', async () => {
    const text = pdfText(
      await renderTicketPdf(
        [buildAgentBooking({ pricing: 'Distance', distanceMeters: 262_345, durationSeconds: 11_700 })],
        riyadh,
      ),
    );
    expect(text).toContain('Distance');
    expect(text).toContain('262.3 km');
    expect(text).toContain('المسافة');
    const without = pdfText(await renderTicketPdf([buildAgentBooking({ distanceMeters: null })], riyadh));
    expect(without).not.toContain('Distance');
  });

  it('cuts very long details so the ticket still ends above its footer', async () => {
    const long =
      'مجمع الواحة السكني، البوابة الشمالية، شارع الأمير محمد بن عبدالعزيز، حي العليا، الرياض '.repeat(5);
    const base = buildAgentBooking();
    const extras = [1, 2, 3, 4, 5, 6].map((number) => ({
      ...(base.price.extras[0] as AgentBooking['price']['extras'][number]),
      nameEn: `Extra service number ${number}`,
      nameAr: `خدمة إضافية رقم ${number}`,
    }));
    const booking = buildAgentBooking({
      direction: 'Leaving',
      place: { address: long, lat: 24.7, lng: 46.7, placeId: null },
      travellerName: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود الفيصل Abdulrahman bin Abdulaziz',
      travellerEmail: 'a.very.long.mailbox.name.for.a.traveller@example-company.com.sa',
      notes: 'Call the traveller on arrival. '.repeat(30),
      agent: {
        ...base.agent,
        name: 'وكالة السفر الذهبية للسياحة والسفر والخدمات اللوجستية',
        companyName: 'Golden Travel and Tourism Services Company (Riyadh) '.repeat(2),
      },
      price: { ...base.price, extras },
    });
    // The worst case has a driver too (one more section).
    const pdf = await renderTicketPdf([booking], { ...riyadh, drivers: { [booking.id]: driver } });
    expect(pageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('…');
    expect(pdfText(pdf)).toContain('Khalid Alotaibi');
    // Nothing reaches the footer rule (50 pt above the bottom of the 842 pt page) but the footer.
    const footerTop = 841.89 - 50;
    const words = [
      ...execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf })
        .toString('utf8')
        .matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">/g),
    ].map(([, yMin, yMax]) => ({ yMin: Number(yMin), yMax: Number(yMax) }));
    const content = words.filter((word) => word.yMin < footerTop);
    expect(Math.max(...content.map((word) => word.yMax))).toBeLessThan(footerTop);
    // The footer's 7 English and 5 Arabic words.
    expect(words.length - content.length).toBe(12);
  });

  it('carries the assigned driver: name, mobile, car, colour and plate, the Arabic shaped', async () => {
    const booking = buildAgentBooking();
    const without = pdfText(await renderTicketPdf([booking], riyadh));
    expect(without).not.toContain('Khalid Alotaibi');
    const pdf = await renderTicketPdf([booking], { ...riyadh, drivers: { [booking.id]: driver } });
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of ['Driver', 'السائق', 'Khalid Alotaibi', 'خالد العتيبي', '+966551234567']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Toyota Camry · Silver');
    expect(text).toContain('تويوتا كامري');
    expect(text).toContain('فضي');
    expect(text).toContain('ABJ 1234');
    expect(text).toMatch(/ا ب ح/);
  });

  it('refuses an empty list', async () => {
    await expect(renderTicketPdf([], riyadh)).rejects.toThrow('at least one booking');
  });
});
