import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of the given size in one colour. `claimedWidth/Height` put other dimensions in the
 * header than the pixels sent (a pixel-flood attempt).
 */
export function pngImage(
  width: number,
  height: number,
  options: { color?: [number, number, number]; claimedWidth?: number; claimedHeight?: number } = {},
): Buffer {
  const [r, g, b] = options.color ?? [0, 128, 128];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.claimedWidth ?? width, 0);
  header.writeUInt32BE(options.claimedHeight ?? height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body as a browser form sends it. */
export function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }> = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return data;
}
