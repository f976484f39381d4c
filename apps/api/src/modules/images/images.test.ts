import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { createAgent } from '../../seed/factories';
import { checkImage, storeImage } from './images.service';

const { app, db } = await createTestApp();

/** Just enough of a JPEG for sniffing and for reading its size: SOI, JFIF APP0, SOF0, EOI. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  const components = Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, components, Buffer.from([0xff, 0xd9])]);
}

/** A WebP container with a VP8X header giving the canvas size. */
function webpHeader(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'ascii');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + vp8x.length, 4);
  riff.write('WEBP', 8, 'ascii');
  return Buffer.concat([riff, vp8x]);
}

const gif = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0]),
  Buffer.from([0x3b]),
]);

describe('checkImage', () => {
  it.each([
    ['PNG', pngImage(7, 5), 'image/png', 7, 5],
    ['JPEG', jpegHeader(640, 480), 'image/jpeg', 640, 480],
    ['WebP', webpHeader(1200, 800), 'image/webp', 1200, 800],
  ])('accepts %s and reads its size from the header', async (_kind, bytes, mime, width, height) => {
    await expect(checkImage(bytes, 'image')).resolves.toMatchObject({ mime, width, height });
  });

  it.each([
    ['GIF', gif],
    ['text', Buffer.from('hello, I am a PNG, trust me')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_kind, bytes) => {
    await expect(checkImage(bytes, 'image')).rejects.toMatchObject({
      statusCode: 400,
      messages: ['image: Only JPEG, PNG or WebP images are accepted'],
    });
  });

  it.each([
    ['a side over 10000 px', jpegHeader(10_001, 10)],
    ['over 40 megapixels', webpHeader(8_000, 6_000)],
    ['50000×50000', pngImage(1, 1, { claimedWidth: 50_000, claimedHeight: 50_000 })],
  ])('refuses %s', async (_case, bytes) => {
    await expect(checkImage(bytes, 'image')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('accepts the largest allowed size (10000×4000)', async () => {
    await expect(checkImage(jpegHeader(10_000, 4_000), 'image')).resolves.toMatchObject({ width: 10_000 });
  });
});

describe('GET /api/images/{id}', () => {
  it('serves the bytes with their type, a strong ETag and a year of immutable caching', async () => {
    const owner = await createAgent(db);
    const bytes = pngImage(3, 3);
    const id = await storeImage(
      db,
      { kind: 'agent-avatar', id: owner.id },
      await checkImage(bytes, 'avatar'),
    );
    const response = await app.inject({ method: 'GET', url: `/api/images/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.rawPayload.equals(bytes)).toBe(true);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await app.inject({
        method: 'GET',
        url: `/api/images/${id}`,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.rawPayload.length).toBe(0);
    }
    const changed = await app.inject({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('404 for an unknown image, 400 for a malformed id', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/images/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Image not found');
    expect((await app.inject({ method: 'GET', url: '/api/images/nope' })).statusCode).toBe(400);
  });
});
