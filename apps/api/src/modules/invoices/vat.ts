import type { InvoiceLine } from '@masar/contract/invoices';
import { catalogueUnitOf, divideRoundHalfUp, vatOnUnit } from '../pricing/catalogue-vat';

export { divideRoundHalfUp };

/**
 * VAT arithmetic in minor units (decision 0012 and its addendum). Integers only; the one rounding is half up
 * on a non-negative quotient:
 * - prices include VAT: vat = round_half_up(total × bp / (10000 + bp)) per line, net = total − vat;
 * - prices exclude VAT: pricing added round_half_up(unit × bp / 10000) to each catalogue unit price
 *   (pricing/catalogue-vat.ts), so a line's net is the catalogue unit × quantity and its VAT that added
 *   amount × quantity: net = catalogue, VAT = what was added, total = what was charged.
 * Document totals are the sums of the lines, so net + vat = total holds on every line and every document.
 */

export type LineInput = Pick<InvoiceLine, 'code' | 'args' | 'quantity'> & {
  /** One unit's price as charged (the catalogue price, plus VAT when pricing added it). */
  unitPrice: number;
};

export function vatLine(input: LineInput, rateBasisPoints: number, pricesIncludeVat: boolean): InvoiceLine {
  const amount = input.unitPrice * input.quantity;
  if (pricesIncludeVat) {
    const vat = divideRoundHalfUp(amount * rateBasisPoints, 10_000 + rateBasisPoints);
    return {
      code: input.code,
      args: input.args,
      quantity: input.quantity,
      unitNet: divideRoundHalfUp(input.unitPrice * 10_000, 10_000 + rateBasisPoints),
      net: amount - vat,
      vatRateBasisPoints: rateBasisPoints,
      vat,
      total: amount,
    };
  }
  const unitNet = catalogueUnitOf(input.unitPrice, rateBasisPoints);
  const vat = vatOnUnit(unitNet, rateBasisPoints) * input.quantity;
  return {
    code: input.code,
    args: input.args,
    quantity: input.quantity,
    unitNet,
    net: unitNet * input.quantity,
    vatRateBasisPoints: rateBasisPoints,
    vat,
    total: amount,
  };
}

export function totalsOf(lines: InvoiceLine[]): { net: number; vat: number; total: number } {
  return lines.reduce(
    (sum, line) => ({ net: sum.net + line.net, vat: sum.vat + line.vat, total: sum.total + line.total }),
    { net: 0, vat: 0, total: 0 },
  );
}

/** Decimals a printed unit price may add to the currency's own (decision 0012: "up to 4" for SAR). */
const UNIT_EXTRA_DIGITS = 2;

/**
 * A line's unit price as printed: its taxable amount ÷ quantity, with the fewest decimals (the currency's own,
 * up to two more) for which unit × quantity, rounded half up to the currency's decimals, gives back the line's
 * taxable amount, so a reader checking the line finds nothing missing. (`unitNet` is whole minor units: an
 * hour at 81.00 with VAT is 70.43, four are 281.74 taxable, 70.43 × 4 = 281.72; printed 70.435.) `scaled` is
 * in minor units ÷ 10^`extraDigits`.
 */
export function printedUnitNet(line: Pick<InvoiceLine, 'net' | 'quantity'>): {
  scaled: number;
  extraDigits: number;
} {
  let scaled = line.net;
  for (let extraDigits = 0; extraDigits <= UNIT_EXTRA_DIGITS; extraDigits++) {
    const scale = 10 ** extraDigits;
    scaled = divideRoundHalfUp(line.net * scale, line.quantity);
    if (divideRoundHalfUp(scaled * line.quantity, scale) === line.net) return { scaled, extraDigits };
  }
  return { scaled, extraDigits: UNIT_EXTRA_DIGITS };
}
