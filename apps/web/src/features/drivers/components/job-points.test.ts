import { describe, expect, it } from 'vitest';
import { businessDay, mapsLink } from './job-points';

const point = { nameAr: 'مطار', nameEn: 'Airport', lat: 24.96, lng: 46.7 };

describe('mapsLink', () => {
  it('opens geo: on Android and the maps web link elsewhere, with lat,lng', () => {
    expect(mapsLink(point, 'Mozilla/5.0 (Linux; Android 14)')).toBe('geo:24.96,46.7?q=24.96,46.7');
    expect(mapsLink(point, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'https://www.google.com/maps/search/?api=1&query=24.96,46.7',
    );
  });
});

describe('businessDay', () => {
  it('is the day in Riyadh, not in UTC', () => {
    expect(businessDay('2026-11-25T22:30:00Z')).toBe('2026-11-26');
  });
});
