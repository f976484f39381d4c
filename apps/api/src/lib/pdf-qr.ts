import QRCode from 'qrcode';

/**
 * A QR code drawn as vector modules, not an image: sharp at any zoom and a few hundred bytes (the ticket's
 * booking reference, the invoice's ZATCA code).
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; size: number },
  errorCorrectionLevel: 'L' | 'M' = 'M',
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  const quiet = 2;
  const cell = box.size / (modules.size + 2 * quiet);
  doc.rect(box.x, box.y, box.size, box.size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      // A hair taller than a module so no seam shows between rows once anti-aliased.
      doc.rect(
        box.x + (start + quiet) * cell,
        box.y + (row + quiet) * cell,
        (column - start) * cell,
        cell + 0.05,
      );
    }
  }
  doc.fill('#000000');
}
