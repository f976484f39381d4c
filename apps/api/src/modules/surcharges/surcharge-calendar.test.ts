import type { SurchargeCalendar } from '@masar/contract/surcharges';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { createArea, rectangle } from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const editor = (await signedInAdmin(app, db, ['EditTaxiServices'])).authorization;
const viewer = (await signedInAdmin(app, db, ['ViewerAdmin'])).authorization;
const otherAdmin = (await signedInAdmin(app, db, ['EditExtraServices'])).authorization;
const agent = (await signedInAgent(app, db)).authorization;
const jeddah = await createArea(db, { nameEn: 'Jeddah', polygon: rectangle(39.0, 21.3, 39.4, 21.8) });

async function rule(fields: Record<string, unknown>) {
  const response = await call('POST', '/api/surcharges', editor, {
    nameAr: 'قاعدة',
    kind: 'Percent',
    value: 1_000,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

// Ramadan across the end of February 2027; the weekend (Friday, Saturday); a night window for Jeddah only;
// an inactive rule and a deleted one, which never show.
const ramadan = await rule({ nameEn: 'Ramadan', fromDate: '2027-02-25', toDate: '2027-03-05', priority: 5 });
const weekend = await rule({ nameEn: 'Weekend', days: [5, 6], kind: 'Fixed', value: 2_500 });
const jeddahNight = await rule({
  nameEn: 'Jeddah night',
  fromTime: '22:00',
  toTime: '06:00',
  areaId: jeddah.id,
  carType: 'Van',
});
await rule({ nameEn: 'Paused', active: false });
const deleted = await rule({ nameEn: 'Deleted' });
expect((await call('DELETE', `/api/surcharges/${deleted}`, editor)).statusCode).toBe(204);

async function calendar(month: string, authorization = viewer): Promise<SurchargeCalendar> {
  const response = await call(
    'GET',
    `/api/surcharges/calendar?month=${encodeURIComponent(month)}`,
    authorization,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const onDay = (month: SurchargeCalendar, date: string) =>
  month.days.find((day) => day.date === date)?.ruleIds;

describe('the surcharge calendar (GET /surcharges/calendar)', () => {
  it('lists every day of the month with the rules that hold on it; a date range crosses the month boundary', async () => {
    const february = await calendar('2027-02');
    expect(february.month).toBe('2027-02');
    expect(february.days).toHaveLength(28);
    expect(february.days[0]).toEqual({ date: '2027-02-01', weekday: 1, ruleIds: [jeddahNight] });
    expect(onDay(february, '2027-02-24')).toEqual([jeddahNight]);
    expect(onDay(february, '2027-02-25')).toEqual([ramadan, jeddahNight]); // a Thursday
    expect(onDay(february, '2027-02-26')).toEqual([ramadan, jeddahNight, weekend]); // Friday
    expect(onDay(february, '2027-02-28')).toEqual([ramadan, jeddahNight]); // Sunday

    const march = await calendar('٢٠٢٧-٠٣'); // typed in Arabic-Indic digits
    expect(march.days).toHaveLength(31);
    expect(onDay(march, '2027-03-05')).toEqual([ramadan, jeddahNight, weekend]); // Friday, Ramadan's last day
    expect(onDay(march, '2027-03-06')).toEqual([jeddahNight, weekend]);
    expect(march.days.filter((day) => day.ruleIds.includes(weekend)).map((day) => day.date)).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-12',
      '2027-03-13',
      '2027-03-19',
      '2027-03-20',
      '2027-03-26',
      '2027-03-27',
    ]);
    // Leap years count: February 2028 has 29 days.
    expect((await calendar('2028-02')).days).toHaveLength(29);
  });

  it('gives each rule once, highest priority first, with its window and its scope (area, car type)', async () => {
    const february = await calendar('2027-02');
    expect(february.rules.map((one) => one.nameEn)).toEqual(['Ramadan', 'Jeddah night', 'Weekend']);
    expect(february.rules[1]).toMatchObject({
      fromTime: '22:00',
      toTime: '06:00',
      area: { id: jeddah.id, nameEn: 'Jeddah' },
      carType: 'Van',
    });
    // A month without Ramadan does not list it.
    expect((await calendar('2027-04')).rules.map((one) => one.nameEn)).toEqual(['Jeddah night', 'Weekend']);
  });

  it('refuses a bad month with one message, and is closed to agents and to admins without the permission', async () => {
    for (const [month = '', problem] of [
      ['2027-13', 'month: Must be a month (YYYY-MM)'],
      ['2027-2', 'month: Must be a month (YYYY-MM)'],
      ['2027-02\u0000', 'month: Text may not contain the NUL character (U+0000)'],
      ['9999-01', 'month: Enter a date between the years 2000 and 2100'],
    ]) {
      const response = await call(
        'GET',
        `/api/surcharges/calendar?month=${encodeURIComponent(month)}`,
        viewer,
      );
      expect(response.statusCode, month).toBe(400);
      expect(response.json().message).toEqual([problem]);
    }
    expect((await call('GET', '/api/surcharges/calendar', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/api/surcharges/calendar?month=2027-02', agent)).statusCode).toBe(401);
    expect((await call('GET', '/api/surcharges/calendar?month=2027-02', otherAdmin)).statusCode).toBe(403);
    expect((await calendar('2027-02', editor)).days).toHaveLength(28);
  });
});
