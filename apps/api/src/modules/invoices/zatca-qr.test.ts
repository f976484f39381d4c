import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, printedUnitNet, totalsOf, vatLine } from './vat';
import { decodeTlv, encodeTlv, qrAmount, zatcaQrText } from './zatca-qr';

describe('ZATCA phase-1 TLV', () => {
  const fields = {
    sellerName: 'شركة مسار للنقل',
    vatNumber: '310122393500003',
    timestamp: '2026-11-25T12:30:00.000Z',
    total: '115.00',
    vat: '15.00',
  };

  it('writes tags 1–5 with lengths in UTF-8 bytes, so an Arabic name counts two bytes a letter', () => {
    const bytes = encodeTlv(fields);
    // 'شركة مسار للنقل': 13 Arabic letters (2 bytes each) and 2 spaces = 28 bytes, not 15 characters.
    expect(fields.sellerName.length).toBe(15);
    expect([bytes[0], bytes[1]]).toEqual([1, 28]);
    expect(bytes.subarray(2, 30).toString('utf8')).toBe(fields.sellerName);
    expect([bytes[30], bytes[31]]).toEqual([2, 15]);
    const tags: number[] = [];
    for (let at = 0; at < bytes.length; at += 2 + (bytes[at + 1] ?? 0)) tags.push(bytes[at] ?? 0);
    expect(tags).toEqual([1, 2, 3, 4, 5]);
    expect(bytes.length).toBe(2 * 5 + 28 + 15 + 24 + 6 + 5);
  });

  it('is base64 and reads back to the five values', () => {
    const text = zatcaQrText(fields);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeTlv(text)).toEqual(fields);
  });

  it('matches the byte layout of ZATCA’s published example (English seller name)', () => {
    const text = zatcaQrText({ ...fields, sellerName: 'Bobs Records', vatNumber: '310122393500003' });
    expect(Buffer.from(text, 'base64').subarray(0, 14)).toEqual(
      Buffer.concat([Buffer.from([1, 12]), Buffer.from('Bobs Records')]),
    );
  });

  it('writes amounts with two decimals in the major unit', () => {
    expect([qrAmount(11_500), qrAmount(1_304), qrAmount(5)]).toEqual(['115.00', '13.04', '0.05']);
  });
});

describe('VAT arithmetic (decision 0012)', () => {
  it('rounds half up exactly on integers', () => {
    expect([
      divideRoundHalfUp(5, 2),
      divideRoundHalfUp(7, 2),
      divideRoundHalfUp(4, 3),
      divideRoundHalfUp(5, 3),
    ]).toEqual([3, 4, 1, 2]);
  });

  it('takes the VAT out of a VAT-inclusive price per line: vat = round_half_up(total × 15/115)', () => {
    const line = vatLine(
      { code: 'Transfer', args: { nameAr: 'س', nameEn: 'S' }, quantity: 1, unitPrice: 10_000 },
      1500,
      true,
    );
    // 10000 × 1500 / 11500 = 1304.347… → 1304; net 8696.
    expect(line).toMatchObject({
      total: 10_000,
      vat: 1_304,
      net: 8_696,
      unitNet: 8_696,
      vatRateBasisPoints: 1500,
    });
    // 23 halalas: 23 × 15/115 = 3.0 exactly; 1 halala: 0.13 → 0.
    expect(vatLine({ ...line, unitPrice: 23, quantity: 1 }, 1500, true)).toMatchObject({ vat: 3, net: 20 });
    expect(vatLine({ ...line, unitPrice: 1, quantity: 1 }, 1500, true)).toMatchObject({ vat: 0, net: 1 });
    // A half rounds up: 21 halalas at 100 % → 21 × 10000 / 20000 = 10.5 → 11.
    expect(vatLine({ ...line, unitPrice: 21, quantity: 1 }, 10_000, true)).toMatchObject({
      vat: 11,
      net: 10,
    });
  });

  it('splits a price pricing added VAT to back into catalogue net and VAT, and sums lines into totals', () => {
    // 10.05 a unit was charged 11.56 (VAT 1.5075 → 1.51 added per unit, decision 0012 addendum).
    const extra = vatLine(
      { code: 'Extra', args: { nameAr: 'م', nameEn: 'E' }, quantity: 3, unitPrice: 1_156 },
      1500,
      false,
    );
    expect(extra).toMatchObject({ unitNet: 1_005, net: 3_015, vat: 453, total: 3_468 });
    const ride = vatLine(
      { code: 'Transfer', args: { nameAr: 'س', nameEn: 'S' }, quantity: 1, unitPrice: 10_000 },
      1500,
      true,
    );
    expect(totalsOf([ride, extra])).toEqual({ net: 8_696 + 3_015, vat: 1_304 + 453, total: 13_468 });
  });

  it('prints a unit price with the decimals (2 to 4) that make unit × quantity the line’s taxable amount', () => {
    // Four hours at 81.00 with VAT: 281.74 taxable; the whole-halala 70.43 × 4 would be 281.72.
    const hours = vatLine(
      { code: 'HourlyHire', args: { nameAr: 'س', nameEn: 'S', hours: 4 }, quantity: 4, unitPrice: 8_100 },
      1500,
      true,
    );
    expect(hours).toMatchObject({ unitNet: 7_043, net: 28_174 });
    expect(printedUnitNet(hours)).toEqual({ scaled: 70_435, extraDigits: 1 });
    // Exact lines keep the currency's two decimals: one transfer, or units whose VAT pricing added.
    expect(printedUnitNet({ net: 8_696, quantity: 1 })).toEqual({ scaled: 8_696, extraDigits: 0 });
    expect(printedUnitNet({ net: 3_015, quantity: 3 })).toEqual({ scaled: 1_005, extraDigits: 0 });
    // 26.09 over 3 never divides: 8.697 × 3 = 26.091, which rounds to 26.09.
    expect(printedUnitNet({ net: 2_609, quantity: 3 })).toEqual({ scaled: 8_697, extraDigits: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(0, 500, 1500, 10_000),
        (unitPrice, quantity, rate) => {
          const line = vatLine(
            { code: 'Extra', args: { nameAr: 'م', nameEn: 'E' }, quantity, unitPrice },
            rate,
            true,
          );
          const { scaled, extraDigits } = printedUnitNet(line);
          expect(extraDigits).toBeLessThanOrEqual(2);
          expect(divideRoundHalfUp(scaled * quantity, 10 ** extraDigits)).toBe(line.net);
        },
      ),
    );
  });
});
