import type { InvoiceLine } from '@masar/contract/invoices';

/**
 * VAT arithmetic in minor units (decision 0012). Integers only; the one rounding is half up on a
 * non-negative quotient, per line:
 * - prices include VAT: vat = round_half_up(total × bp / (10000 + bp)), net = total − vat;
 * - prices exclude VAT: vat = round_half_up(net × bp / 10000), total = net + vat.
 * Document totals are the sums of the lines, so net + vat = total holds on every line and every document.
 */

/** round_half_up(numerator / denominator) for non-negative integers, exact (no floating point). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

export type LineInput = Pick<InvoiceLine, 'code' | 'args' | 'quantity'> & {
  /** One unit's price as the catalogue states it (with or without VAT, per `pricesIncludeVat`). */
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
  const vat = divideRoundHalfUp(amount * rateBasisPoints, 10_000);
  return {
    code: input.code,
    args: input.args,
    quantity: input.quantity,
    unitNet: input.unitPrice,
    net: amount,
    vatRateBasisPoints: rateBasisPoints,
    vat,
    total: amount + vat,
  };
}

export function totalsOf(lines: InvoiceLine[]): { net: number; vat: number; total: number } {
  return lines.reduce(
    (sum, line) => ({ net: sum.net + line.net, vat: sum.vat + line.vat, total: sum.total + line.total }),
    { net: 0, vat: 0, total: 0 },
  );
}
