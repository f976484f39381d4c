import { describe, expect, it } from 'vitest';
import { fieldChanges, recordName } from './action-diff';

describe('fieldChanges', () => {
  it('marks the fields an update changed, comparing arrays and objects by content', () => {
    const changes = fieldChanges({
      before: { name: 'Sara', permissions: ['ViewReports'], area: { id: 'a' }, active: true },
      after: { name: 'Sara', permissions: ['ViewReports', 'ViewPayments'], area: { id: 'a' }, active: false },
    });
    expect(changes.filter((change) => change.changed).map((change) => change.field)).toEqual([
      'permissions',
      'active',
    ]);
    expect(changes.find((change) => change.field === 'area')).toMatchObject({ changed: false });
  });

  it('treats every field of a creation or a deletion as changed, and a field that appears as changed', () => {
    expect(fieldChanges({ before: null, after: { price: 1 } })).toEqual([
      { field: 'price', before: undefined, after: 1, changed: true },
    ]);
    expect(fieldChanges({ before: { price: 1 }, after: null })[0]?.changed).toBe(true);
    expect(fieldChanges({ before: { a: 1 }, after: { a: 1, b: null } })).toEqual([
      { field: 'a', before: 1, after: 1, changed: false },
      { field: 'b', before: undefined, after: null, changed: true },
    ]);
  });
});

describe('recordName', () => {
  it('names a record by reference, name, or its name in the page language', () => {
    expect(recordName({ before: { reference: 'MS-1', name: 'x' }, after: null }, 'ar')).toBe('MS-1');
    expect(recordName({ before: null, after: { nameAr: 'سيارة', nameEn: 'Car' } }, 'ar')).toBe('سيارة');
    expect(recordName({ before: null, after: { nameAr: 'سيارة', nameEn: 'Car' } }, 'en')).toBe('Car');
    expect(recordName({ before: { balance: 5 }, after: { balance: 6 } }, 'en')).toBeNull();
  });

  it('names the seller settings by the legal name in the page language', () => {
    const seller = { legalNameAr: 'شركة مسار', legalNameEn: 'Masar Co', pricesIncludeVat: false };
    expect(recordName({ before: null, after: seller }, 'ar')).toBe('شركة مسار');
    expect(recordName({ before: null, after: seller }, 'en')).toBe('Masar Co');
  });

  it('names a taxi service by its car and area, not by its id', () => {
    const service = {
      areaId: 'a1',
      carId: 'c1',
      area: { id: 'a1', nameAr: 'الرياض', nameEn: 'Riyadh' },
      car: { id: 'c1', nameAr: 'كامري', nameEn: 'Camry' },
    };
    expect(recordName({ before: null, after: service }, 'ar')).toBe('كامري — الرياض');
    expect(recordName({ before: service, after: null }, 'en')).toBe('Camry — Riyadh');
  });
});
