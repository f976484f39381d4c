import type { AdminAction, AdminActionEntity } from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin } from '../../../test/accounts';
import { carForm } from '../../../test/catalogue';
import { pngImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { createArea, createCar, rectangle } from '../../seed/catalogue-factories';
import { createAgent } from '../../seed/factories';

/** Every admin change to agents, admins and the catalogue lands in the action log with before/after. */

const { app, db } = await createTestApp();

type Method = 'POST' | 'PATCH' | 'DELETE';
let boss: { authorization: string; row: { id: string; name: string } };
let reader: { authorization: string };

beforeAll(async () => {
  boss = await signedInAdmin(app, db, [
    'EditAdmins',
    'EditAgents',
    'EditLocations',
    'EditCars',
    'EditTaxiServices',
    'EditExtraServices',
  ]);
  reader = await signedInAdmin(app, db, ['ViewAdminActions']);
});

async function change(method: Method, url: string, payload?: object | FormData) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: boss.authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

/** The log of one row, oldest first, as the admin-actions screen reads it. */
async function logOf(entityType: AdminActionEntity, entityId: string): Promise<AdminAction[]> {
  const response = await app.inject({
    url: '/api/admin-actions',
    query: { entityType, entityId, limit: '100' },
    headers: { authorization: reader.authorization },
  });
  expect(response.statusCode).toBe(200);
  const page = response.json() as Paginated<AdminAction>;
  for (const action of page.items) {
    expect(action.admin).toEqual({ id: boss.row.id, name: boss.row.name });
    // No secret and no picture bytes ever reach the log.
    expect(JSON.stringify([action.before, action.after])).not.toMatch(/password|hash|argon|bytes/i);
  }
  return page.items.reverse();
}

describe('agents', () => {
  it('logs the definition, an edit, a deactivation and a reactivation', async () => {
    const created = await change('POST', '/agents/create', {
      name: 'Logged Agent',
      email: 'logged.agent@masar.test',
      password: 'Another-Password-9',
      companyName: 'Sky Tours',
    });
    await change('PATCH', `/agents/editByAdmin/${created.id}`, {
      city: 'Jeddah',
      password: 'Fresh-Password-77',
    });
    await change('PATCH', `/agents/editByAdmin/${created.id}`, { active: false });
    await change('PATCH', `/agents/editByAdmin/${created.id}`, { active: true });

    const log = await logOf('Agent', created.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Deactivate', 'Activate']);
    const [create, edit, deactivate] = log;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ name: 'Logged Agent', companyName: 'Sky Tours', active: true });
    expect(edit?.before).toMatchObject({ city: null });
    expect(edit?.after).toMatchObject({ city: 'Jeddah' });
    // A code the reader's language renders, not an English sentence (issue #15).
    expect(edit).toMatchObject({ noteCode: 'PasswordChanged', note: null });
    expect(deactivate?.before).toMatchObject({ active: true });
    expect(deactivate?.after).toMatchObject({ active: false });
  });

  it('logs nothing when the change is refused', async () => {
    const agent = await createAgent(db, { email: 'first.taken@masar.test' });
    const other = await createAgent(db);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/agents/editByAdmin/${other.id}`,
      headers: { authorization: boss.authorization },
      payload: { email: agent.email },
    });
    expect(response.statusCode).toBe(409);
    expect(await logOf('Agent', other.id)).toEqual([]);
  });
});

describe('admins', () => {
  it('logs the definition and a permissions change', async () => {
    const created = await change('POST', '/admin/createAdmin', {
      name: 'Logged Admin',
      email: 'logged.admin@masar.test',
      password: PASSWORD,
      permissions: ['ViewReports'],
    });
    await change('PATCH', `/admin/updateAdmin?id=${created.id}`, {
      permissions: ['ViewReports', 'ViewPayments'],
    });

    const log = await logOf('Admin', created.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update']);
    expect(log[0]?.after).toMatchObject({ name: 'Logged Admin', permissions: ['ViewReports'] });
    expect(log[1]?.before).toMatchObject({ permissions: ['ViewReports'] });
    expect(log[1]?.after).toMatchObject({ permissions: ['ViewReports', 'ViewPayments'] });
    expect(log[1]?.note).toBeNull();
  });
});

describe('catalogue', () => {
  it('logs an area created, renamed and deleted', async () => {
    const area = await change('POST', '/area', {
      nameAr: 'منطقة السجل',
      nameEn: 'Logged Area',
      polygon: rectangle(10, 10, 10.5, 10.5),
    });
    await change('PATCH', `/area/${area.id}`, { nameEn: 'Renamed Area' });
    await change('DELETE', `/area/${area.id}`);

    const log = await logOf('Area', area.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(log[1]?.before).toMatchObject({ nameEn: 'Logged Area' });
    expect(log[1]?.after).toMatchObject({ nameEn: 'Renamed Area' });
    // Only the change differs: bookkeeping times are not kept.
    expect(log[1]?.before).not.toHaveProperty('updatedAt');
    expect(log[2]?.before).toMatchObject({ nameEn: 'Renamed Area' });
    expect(log[2]?.after).toBeNull();
  });

  it('logs a location created, moved and deleted', async () => {
    // A location must lie in an area (one that can be booked).
    await change('POST', '/area', {
      nameAr: 'منطقة الفندق',
      nameEn: 'Hotel Area',
      polygon: rectangle(20, 20, 20.5, 20.5),
    });
    const location = await change('POST', '/location', {
      nameAr: 'فندق السجل',
      nameEn: 'Logged Hotel',
      type: 'Hotel',
      lat: 20.1,
      lng: 20.1,
    });
    await change('PATCH', `/location/${location.id}`, { lat: 20.2 });
    await change('DELETE', `/location/${location.id}`);

    const log = await logOf('Location', location.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(log[1]?.before).toMatchObject({ lat: 20.1 });
    expect(log[1]?.after).toMatchObject({ lat: 20.2 });
  });

  it('logs a car with its pictures by id only, never their bytes', async () => {
    const picture = { bytes: pngImage(4, 3, { color: [200, 0, 0] }) };
    const form = carForm(
      { nameAr: 'سيارة السجل', nameEn: 'Logged Car', type: 'SUV', passengers: '6', bags: '4' },
      [picture],
    );
    const car = await change('POST', '/car', form);
    await change('PATCH', `/car/${car.id}`, carForm({ passengers: '7' }));
    await change('DELETE', `/car/${car.id}`);

    const log = await logOf('Car', car.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(log[0]?.after).toMatchObject({ nameEn: 'Logged Car', images: [car.images[0].id] });
    expect(log[1]?.before).toMatchObject({ passengers: 6 });
    expect(log[1]?.after).toMatchObject({ passengers: 7 });
  });

  it('logs a taxi service with its car by name', async () => {
    const area = await createArea(db, { polygon: rectangle(30, 30, 30.5, 30.5) });
    const car = await createCar(db, { nameEn: 'Service Car' });
    const service = await change('POST', '/taxi-service', { areaId: area.id, carId: car.id, price: 12_000 });
    await change('PATCH', `/taxi-service/${service.id}`, { price: 13_500 });
    await change('DELETE', `/taxi-service/${service.id}`);

    const log = await logOf('TaxiService', service.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(log[0]?.after).toMatchObject({ price: 12_000, car: { id: car.id, nameEn: 'Service Car' } });
    expect(log[0]?.after?.car).not.toHaveProperty('images');
    expect(log[1]?.before).toMatchObject({ price: 12_000 });
    expect(log[1]?.after).toMatchObject({ price: 13_500 });
  });

  it('logs an extra service created, repriced and deleted', async () => {
    const extra = await change('POST', '/extra-services', {
      nameAr: 'كرسي أطفال السجل',
      nameEn: 'Logged Child Seat',
      price: 2_500,
    });
    await change('PATCH', `/extra-services/${extra.id}`, { price: 3_000 });
    await change('DELETE', `/extra-services/${extra.id}`);

    const log = await logOf('ExtraService', extra.id);
    expect(log.map((action) => action.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(log[1]?.before).toMatchObject({ price: 2_500 });
    expect(log[1]?.after).toMatchObject({ price: 3_000 });
    expect(log[2]?.before).toMatchObject({ price: 3_000 });
  });
});
