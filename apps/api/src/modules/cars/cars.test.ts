import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callerOf, describeCatalogueAccess, signedInEditorAndAgent } from '../../../test/access';
import { carForm, type FormFile, UNKNOWN_ID } from '../../../test/catalogue';
import { pngImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { cars, images } from '../../db/schema/index';
import { createCar } from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const { editor, agent } = await signedInEditorAndAgent(app, db, ['EditCars']);

let named = 0;
const camry = () => {
  named += 1;
  return {
    nameAr: `تويوتا كامري ${named}`,
    nameEn: `Toyota Camry ${named}`,
    type: 'Sedan',
    passengers: '4',
    bags: '2',
  };
};
const red = (width = 4, height = 3): FormFile => ({ bytes: pngImage(width, height, { color: [200, 0, 0] }) });
const blue = (width = 4, height = 3): FormFile => ({
  bytes: pngImage(width, height, { color: [0, 0, 200] }),
});
const ids = (car: { images: { id: string }[] }) => car.images.map((image) => image.id);

describe('POST /car', () => {
  it('defines a car from a multipart form, numbers and flags given as text, pictures kept in order', async () => {
    const fields = camry();
    const response = await call(
      'POST',
      '/api/car',
      editor,
      carForm({ ...fields, active: 'false' }, [red(), blue()]),
    );
    expect(response.statusCode).toBe(201);
    const car = response.json();
    expect(car).toMatchObject({
      id: expect.any(String),
      nameAr: fields.nameAr,
      nameEn: fields.nameEn,
      type: 'Sedan',
      passengers: 4,
      bags: 2,
      active: false,
    });
    expect(car.images).toHaveLength(2);
    for (const image of car.images) {
      expect(image.url).toBe(`/api/images/${image.id}`);
      expect(image.thumbUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
      expect(image.thumbUrl).not.toBe(image.url);
    }
    const first = await app.inject({ method: 'GET', url: car.images[0].url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['cache-control']).toContain('immutable');
    const { data } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([200, 0, 0]); // the red one first

    const one = await call('GET', `/api/car/one/${car.id}`, agent);
    expect(one.json()).toEqual(car);
  });

  it('makes a 480 px wide WebP thumbnail, never enlarging a small picture', async () => {
    const response = await call(
      'POST',
      '/api/car',
      editor,
      carForm(camry(), [red(1200, 800), blue(300, 200)]),
    );
    const [large, small] = response.json().images;
    const thumb = await app.inject({ method: 'GET', url: large.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers.etag).toBeDefined();
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    const smallMeta = await sharp(
      (await app.inject({ method: 'GET', url: small.thumbUrl })).rawPayload,
    ).metadata();
    expect(smallMeta).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts a car without pictures, and a JPEG or WebP picture judged by its bytes', async () => {
    const none = await call('POST', '/api/car', editor, carForm(camry()));
    expect(none.statusCode).toBe(201);
    expect(none.json().images).toEqual([]);
    expect(none.json().active).toBe(true);

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7c86' } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7c86' } })
      .webp()
      .toBuffer();
    const response = await call(
      'POST',
      '/api/car',
      editor,
      carForm(camry(), [
        { bytes: jpeg, name: 'photo', type: 'application/octet-stream' },
        { bytes: webp, name: 'photo.png', type: 'image/png' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const types = [];
    for (const image of response.json().images) {
      types.push((await app.inject({ method: 'GET', url: image.url })).headers['content-type']);
    }
    expect(types).toEqual(['image/jpeg', 'image/webp']);
  });

  it.each([
    [{ nameEn: '' }, /^nameEn: /],
    [{ type: 'Limousine' }, /^type: /],
    [{ type: 'sedan' }, /^type: /],
    [{ passengers: '0' }, /^passengers: /],
    [{ passengers: '61' }, /^passengers: /],
    [{ passengers: 'four' }, /^passengers: /],
    [{ passengers: '4.5' }, /^passengers: /],
    [{ bags: '' }, /^bags: /],
    [{ bags: '-1' }, /^bags: /],
    [{ bags: '61' }, /^bags: /],
    [{ active: 'maybe' }, /^active: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/car', editor, carForm({ ...camry(), ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });

  it('lists every missing field', async () => {
    const response = await call('POST', '/api/car', editor, carForm({}));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^nameAr: /),
      expect.stringMatching(/^nameEn: /),
      expect.stringMatching(/^type: /),
      expect.stringMatching(/^passengers: /),
      expect.stringMatching(/^bags: /),
    ]);
  });

  it('refuses a text file named .png and sent as image/png, naming which file', async () => {
    const before = await db.$count(images);
    const disguised = {
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      name: 'car.png',
      type: 'image/png',
    };
    const response = await call('POST', '/api/car', editor, carForm(camry(), [red(), disguised]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['images.1: Only JPEG, PNG or WebP images are accepted']);
    expect(await db.$count(images)).toBe(before);
  });

  it('refuses a picture over 5 MB (413)', async () => {
    const big = Buffer.concat([pngImage(2, 2), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await call('POST', '/api/car', editor, carForm(camry(), [{ bytes: big }]));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('images: The file is larger than 5 MB');
  });

  it('refuses more than 8 pictures (413) and accepts exactly 8', async () => {
    const nine = Array.from({ length: 9 }, () => red());
    const response = await call('POST', '/api/car', editor, carForm(camry(), nine));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Send at most 8 file(s) in this form');
    const eight = await call('POST', '/api/car', editor, carForm(camry(), nine.slice(1)));
    expect(eight.statusCode).toBe(201);
    expect(eight.json().images).toHaveLength(8);
  });

  it('refuses a pixel flood: a PNG header claiming 50000×50000', async () => {
    const flood = pngImage(1, 1, { claimedWidth: 50_000, claimedHeight: 50_000 });
    const response = await call('POST', '/api/car', editor, carForm(camry(), [{ bytes: flood }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^images\.0: The image is too large \(50000×50000\)/),
    ]);
  });

  it('refuses a truncated picture whose header looks fine', async () => {
    const truncated = pngImage(64, 64).subarray(0, 60);
    const response = await call('POST', '/api/car', editor, carForm(camry(), [{ bytes: truncated }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['images.0: The image could not be read']);
  });

  it('refuses a JSON body (415) and a file in another field (400)', async () => {
    const json = await call('POST', '/api/car', editor, { ...camry(), passengers: 4, bags: 2 });
    expect(json.statusCode).toBe(415);
    const other = new FormData();
    for (const [name, value] of Object.entries(camry())) other.append(name, value);
    other.append('avatar', new Blob([new Uint8Array(pngImage(1, 1))], { type: 'image/png' }), 'a.png');
    const response = await call('POST', '/api/car', editor, other);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['avatar: No file is expected in this field']);
  });

  it('refuses a name already used by another car (409)', async () => {
    const fields = camry();
    expect((await call('POST', '/api/car', editor, carForm(fields))).statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/car',
      editor,
      carForm({ ...camry(), nameEn: fields.nameEn.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A car with this English name already exists');
  });
});

describe('PATCH /car/{id}', () => {
  const patch = (id: string, fields: Record<string, string>, pictures: FormFile[] = []) =>
    call('PATCH', `/api/car/${id}`, editor, carForm(fields, pictures));

  it('changes only the fields sent', async () => {
    const car = await createCar(db, { pictures: [red()] });
    const response = await patch(car.id, { type: 'SUV', passengers: '7', active: 'false' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nameEn: car.nameEn,
      type: 'SUV',
      passengers: 7,
      bags: car.bags,
      active: false,
      images: car.images,
    });
  });

  it('adds pictures at the end, removes pictures (and their files) and reorders', async () => {
    const car = await createCar(db, { pictures: [red(), blue(), red(5, 5)] });
    const [a, b, c] = ids(car) as [string, string, string];

    const added = (await patch(car.id, {}, [blue(6, 6)])).json();
    const d = ids(added)[3] as string;
    expect(ids(added)).toEqual([a, b, c, d]);

    const removed = await patch(car.id, { removeImageIds: JSON.stringify([b]) });
    expect(removed.statusCode).toBe(200);
    expect(ids(removed.json())).toEqual([a, c, d]);
    const gone = car.images[1] as { url: string; thumbUrl: string };
    expect((await app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: gone.thumbUrl })).statusCode).toBe(404);

    const reordered = await patch(car.id, { imageOrder: `${d},${a},${c}` });
    expect(reordered.statusCode).toBe(200);
    expect(ids(reordered.json())).toEqual([d, a, c]);
    expect((await call('GET', `/api/car/one/${car.id}`, agent)).json().images).toEqual(
      reordered.json().images,
    );

    // All at once: remove one, add two, put the second new one first.
    const all = await patch(car.id, { removeImageIds: a, imageOrder: JSON.stringify(['new:1', c, d]) }, [
      red(7, 7),
      blue(8, 8),
    ]);
    expect(all.statusCode).toBe(200);
    const final = ids(all.json());
    expect(final).toHaveLength(4);
    expect(final.slice(1, 3)).toEqual([c, d]);
    expect(final).not.toContain(a);
    const [firstNew, , , lastNew] = all.json().images;
    const widthOf = async (url: string) =>
      (await sharp((await app.inject({ method: 'GET', url })).rawPayload).metadata()).width;
    expect(await widthOf(firstNew.url)).toBe(8);
    expect(await widthOf(lastNew.url)).toBe(7);
  });

  it('refuses to go over 8 pictures in total', async () => {
    const car = await createCar(db, { pictures: Array.from({ length: 6 }, () => red()) });
    const response = await patch(car.id, {}, [blue(), blue(), blue()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'images: A car has at most 8 images (this change would give it 9)',
    ]);
    const swap = await patch(car.id, { removeImageIds: ids(car)[0] as string }, [blue(), blue(), blue()]);
    expect(swap.statusCode).toBe(200);
    expect(swap.json().images).toHaveLength(8);
  });

  it('refuses ids that are not this car’s pictures, and an order that misses or repeats one', async () => {
    const car = await createCar(db, { pictures: [red(), blue()] });
    const other = await createCar(db, { pictures: [red()] });
    const [a, b] = ids(car) as [string, string];

    const stranger = await patch(car.id, { removeImageIds: ids(other)[0] as string });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toEqual([`removeImageIds: ${ids(other)[0]} is not an image of this car`]);

    const missing = await patch(car.id, { imageOrder: b });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual([`imageOrder: List every image of the car; missing ${a}`]);

    const twice = await patch(car.id, { imageOrder: `${a},${b},${a}` });
    expect(twice.json().message).toEqual([`imageOrder: ${a} is listed twice`]);

    const removedAndOrdered = await patch(car.id, { removeImageIds: a, imageOrder: `${a},${b}` });
    expect(removedAndOrdered.json().message).toEqual([
      `imageOrder: ${a} is not an image of this car (or is being removed)`,
    ]);

    const noFile = await patch(car.id, { imageOrder: `${a},${b},new:0` });
    expect(noFile.json().message).toEqual(['imageOrder: new:0 does not match an uploaded file']);

    const malformed = await patch(car.id, { removeImageIds: 'abc', imageOrder: '["x"]' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual([
      expect.stringMatching(/^removeImageIds\.0: /),
      expect.stringMatching(/^imageOrder\.0: Must be an image id or new:<index of an uploaded file>/),
    ]);
    // Nothing changed.
    expect(ids((await call('GET', `/api/car/one/${car.id}`, agent)).json())).toEqual([a, b]);
  });

  it('refuses bad fields and a bad new picture without changing anything', async () => {
    const car = await createCar(db);
    const response = await patch(car.id, { bags: '100', type: 'Bus' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^type: /),
      expect.stringMatching(/^bags: /),
    ]);
    const bad = await patch(car.id, { nameEn: 'Renamed' }, [
      { bytes: Buffer.from('GIF89a...'), name: 'x.png' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/car/one/${car.id}`, agent)).json().nameEn).toBe(car.nameEn);
  });

  it('404 for an unknown or deleted car', async () => {
    expect((await patch(UNKNOWN_ID, { nameEn: 'x' })).statusCode).toBe(404);
    const car = await createCar(db);
    await call('DELETE', `/api/car/${car.id}`, editor);
    const response = await patch(car.id, { nameEn: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Car not found');
  });
});

describe('listing and deleting cars', () => {
  it('lists a page at a time, filtered by type and state, searched by either name', async () => {
    const suv = await createCar(db, {
      nameEn: 'List Tahoe',
      nameAr: 'قائمة تاهو',
      type: 'SUV',
      pictures: [red()],
    });
    const van = await createCar(db, {
      nameEn: 'List Sprinter',
      nameAr: 'قائمة سبرنتر',
      type: 'Van',
      passengers: 12,
    });
    const off = await createCar(db, {
      nameEn: 'List Yaris',
      nameAr: 'قائمة يارس',
      type: 'Hatchback',
      active: false,
    });
    const list = async (query: string) => (await call('GET', `/api/car/all?${query}`, agent)).json();

    const all = await list('search=list&sort=nameEn');
    expect(all).toMatchObject({ total: 3, page: 1, limit: 10, pages: 1 });
    expect(all.items.map((car: { id: string }) => car.id)).toEqual([van.id, suv.id, off.id]);
    expect(all.items[1]).toEqual(suv);
    expect((await list('search=list&type=SUV')).items.map((c: { id: string }) => c.id)).toEqual([suv.id]);
    expect((await list('search=list&active=false')).items.map((c: { id: string }) => c.id)).toEqual([off.id]);
    expect(
      (await list(`search=${encodeURIComponent('سبرنتر')}`)).items.map((c: { id: string }) => c.id),
    ).toEqual([van.id]);
    const second = await list('search=list&sort=-passengers&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, pages: 2 });
    expect(second.items).toHaveLength(1);

    const options = await call('GET', '/api/car/allNoPagination?active=true', agent);
    expect(options.statusCode).toBe(200);
    const optionIds = options.json().map((car: { id: string }) => car.id);
    expect(optionIds).toEqual(expect.arrayContaining([suv.id, van.id]));
    expect(optionIds).not.toContain(off.id);
    expect((await call('GET', '/api/car/all?type=Bus', agent)).statusCode).toBe(400);
  });

  it('deletes softly: the car disappears from lists and lookups, its pictures stay served', async () => {
    const car = await createCar(db, { nameEn: 'Soon Gone', pictures: [red()] });
    const response = await call('DELETE', `/api/car/${car.id}`, editor);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/car/one/${car.id}`, agent)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/car/${car.id}`, editor)).statusCode).toBe(404);
    expect((await call('GET', '/api/car/all?search=soon', agent)).json().total).toBe(0);
    const options = (await call('GET', '/api/car/allNoPagination', agent)).json();
    expect(options.map((c: { id: string }) => c.id)).not.toContain(car.id);
    const [row] = await db.select({ deletedAt: cars.deletedAt }).from(cars).where(eq(cars.id, car.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await app.inject({ method: 'GET', url: car.images[0]?.url as string })).statusCode).toBe(200);
    // The name can be used again.
    expect((await createCar(db, { nameEn: 'Soon Gone' })).nameEn).toBe('Soon Gone');
  });
});

describeCatalogueAccess({
  app,
  db,
  call,
  routes: [
    ['POST', '/api/car'],
    ['GET', '/api/car/all'],
    ['GET', '/api/car/allNoPagination'],
    ['GET', '/api/car/one/:id'],
    ['PATCH', '/api/car/:id'],
    ['DELETE', '/api/car/:id'],
  ],
  permission: 'EditCars',
  otherPermissions: ['EditLocations', 'EditTaxiServices', 'ViewerAdmin'],
  prepare: () => createCar(db),
  urlOf: (path, car) => path.replace(':id', car.id),
  bodyOf: (method) =>
    method === 'POST' ? carForm(camry()) : method === 'PATCH' ? carForm({ active: 'false' }) : undefined,
  afterRefused: async (car) => {
    expect((await call('GET', `/api/car/one/${car.id}`, agent)).json().active).toBe(true);
  },
});

describe('ids', () => {
  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await call('GET', `/api/car/one/${UNKNOWN_ID}`, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Car not found');
    expect((await call('GET', '/api/car/one/xyz', agent)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/car/xyz', editor)).statusCode).toBe(400);
  });
});
