import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, describeCatalogueAccess, signedInEditorAndAgent } from '../../../test/access';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { extraServices } from '../../db/schema/index';
import { createExtraService } from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const { editor, agent } = await signedInEditorAndAgent(app, db, ['EditExtraServices']);

const childSeat = {
  nameAr: 'مقعد أطفال',
  nameEn: 'Child seat',
  descriptionAr: 'مقعد مناسب للأطفال من سنة إلى أربع سنوات',
  descriptionEn: 'For children from 1 to 4 years',
  price: 3_500,
  maxQuantity: 3,
};

describe('extra services', () => {
  it('are defined, read, changed and deleted', async () => {
    const created = await call('POST', '/api/extra-services', editor, childSeat);
    expect(created.statusCode).toBe(201);
    const extra = created.json();
    expect(extra).toMatchObject({ ...childSeat, id: expect.any(String), active: true });
    expect((await call('GET', `/api/extra-services/${extra.id}`, agent)).json()).toEqual(extra);

    const changed = await call('PATCH', `/api/extra-services/${extra.id}`, editor, {
      price: 0,
      descriptionEn: '',
      maxQuantity: 20,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      nameEn: 'Child seat',
      price: 0,
      descriptionAr: childSeat.descriptionAr,
      descriptionEn: null,
      maxQuantity: 20,
      active: false,
    });

    expect((await call('DELETE', `/api/extra-services/${extra.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/extra-services/${extra.id}`, agent)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/extra-services/${extra.id}`, editor, { price: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/extra-services/${extra.id}`, editor)).statusCode).toBe(404);
    expect((await call('GET', '/api/extra-services?search=child', agent)).json().total).toBe(0);
    const options = (await call('GET', '/api/extra-services/allNoPagination', agent)).json();
    expect(options.map((e: { id: string }) => e.id)).not.toContain(extra.id);
    const [row] = await db.select().from(extraServices).where(eq(extraServices.id, extra.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('defaults: no descriptions, one at most, active', async () => {
    const response = await call('POST', '/api/extra-services', editor, {
      nameAr: 'ماء',
      nameEn: 'Bottled water',
      price: 500,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      descriptionAr: null,
      descriptionEn: null,
      maxQuantity: 1,
      active: true,
    });
  });

  it('are listed a page at a time, searched by either name and filtered by state', async () => {
    const wifi = await createExtraService(db, {
      nameEn: 'Listed Wi-Fi',
      nameAr: 'قائمة واي فاي',
      price: 2_500,
    });
    const sign = await createExtraService(db, { nameEn: 'Listed Sign', nameAr: 'قائمة لوحة', price: 5_000 });
    const off = await createExtraService(db, {
      nameEn: 'Listed Paused',
      nameAr: 'قائمة موقوف',
      price: 1_000,
      active: false,
    });
    const list = async (query: string) => (await call('GET', `/api/extra-services?${query}`, agent)).json();

    const all = await list('search=listed&sort=-price');
    expect(all).toMatchObject({ total: 3, page: 1, limit: 10, pages: 1 });
    expect(all.items.map((e: { id: string }) => e.id)).toEqual([sign.id, wifi.id, off.id]);
    expect((await list('search=listed&active=false')).items.map((e: { id: string }) => e.id)).toEqual([
      off.id,
    ]);
    expect(
      (await list(`search=${encodeURIComponent('واي فاي')}`)).items.map((e: { id: string }) => e.id),
    ).toEqual([wifi.id]);
    const second = await list('search=listed&sort=nameEn&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.items.map((e: { id: string }) => e.id)).toEqual([wifi.id]);

    const options = await call('GET', '/api/extra-services/allNoPagination?active=true', agent);
    expect(options.statusCode).toBe(200);
    const ids = options.json().map((e: { id: string }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([wifi.id, sign.id]));
    expect(ids).not.toContain(off.id);
    expect((await call('GET', '/api/extra-services?active=perhaps', agent)).statusCode).toBe(400);
  });

  it.each([
    [{ nameEn: '' }, /^nameEn: /],
    [{ nameAr: undefined }, /^nameAr: /],
    [{ price: -1 }, /^price: /],
    [{ price: 2.5 }, /^price: /],
    [{ price: '3500' }, /^price: /],
    [{ maxQuantity: 0 }, /^maxQuantity: /],
    [{ maxQuantity: 21 }, /^maxQuantity: /],
    [{ descriptionEn: 'x'.repeat(1001) }, /^descriptionEn: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/extra-services', editor, {
      ...childSeat,
      nameEn: 'Validation',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });

  it('refuses a name already used (409), in either language', async () => {
    const first = await createExtraService(db);
    const en = await call('POST', '/api/extra-services', editor, {
      ...childSeat,
      nameEn: first.nameEn.toUpperCase(),
    });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('An extra service with this English name already exists');
    const other = await createExtraService(db);
    const ar = await call('PATCH', `/api/extra-services/${other.id}`, editor, { nameAr: first.nameAr });
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('An extra service with this Arabic name already exists');
  });
});

describeCatalogueAccess({
  app,
  db,
  call,
  routes: [
    ['POST', '/api/extra-services'],
    ['GET', '/api/extra-services'],
    ['GET', '/api/extra-services/allNoPagination'],
    ['GET', '/api/extra-services/:id'],
    ['PATCH', '/api/extra-services/:id'],
    ['DELETE', '/api/extra-services/:id'],
  ],
  permission: 'EditExtraServices',
  otherPermissions: ['EditCars', 'EditLocations', 'EditTaxiServices', 'ViewerAdmin'],
  prepare: () => createExtraService(db),
  urlOf: (path, extra) => path.replace(':id', extra.id),
  bodyOf: (method) =>
    method === 'POST'
      ? { ...childSeat, nameEn: 'Permission', nameAr: 'إذن' }
      : method === 'PATCH'
        ? { price: 1 }
        : undefined,
});

describe('ids', () => {
  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await call('GET', `/api/extra-services/${UNKNOWN_ID}`, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Extra service not found');
    expect((await call('GET', '/api/extra-services/abc', agent)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/extra-services/abc', editor)).statusCode).toBe(400);
  });
});
