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
