/**
 * The ZATCA phase-1 QR code (decision 0012): base64 of five TLV fields — tag (1 byte), length in BYTES
 * (1 byte), value as UTF-8 — so an Arabic seller name counts its bytes, not its characters.
 */

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 time of issue. */
  timestamp: string;
  /** Invoice total with VAT, as a decimal in the major unit ('115.00'). */
  total: string;
  /** VAT total, same format. */
  vat: string;
}

const ORDER: (keyof ZatcaQrFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'];

export function encodeTlv(fields: ZatcaQrFields): Buffer {
  return Buffer.concat(
    ORDER.map((key, index) => {
      const value = Buffer.from(fields[key], 'utf8');
      // One length byte: a value longer than 255 bytes cannot be encoded; cut it at a character boundary.
      const fitted = value.length > 255 ? Buffer.from(cutToBytes(fields[key], 255), 'utf8') : value;
      return Buffer.concat([Buffer.from([index + 1, fitted.length]), fitted]);
    }),
  );
}

export const zatcaQrText = (fields: ZatcaQrFields) => encodeTlv(fields).toString('base64');

function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char, 'utf8') > maxBytes) break;
    out += char;
  }
  return out;
}

/** The five values back from the base64 text (tests, and anyone checking a scanned code). */
export function decodeTlv(base64: string): ZatcaQrFields {
  const bytes = Buffer.from(base64, 'base64');
  const values: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    values[tag - 1] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  const [sellerName = '', vatNumber = '', timestamp = '', total = '', vat = ''] = values;
  return { sellerName, vatNumber, timestamp, total, vat };
}

/** Minor units as the QR's decimal amount: 11500 → '115.00' (two decimals, the halala). */
export const qrAmount = (minor: number) => (minor / 100).toFixed(2);
