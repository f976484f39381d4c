// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';

const localesDirectory = fileURLToPath(new URL('../../locales', import.meta.url));

function text(language: string, key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  let value: unknown = JSON.parse(
    readFileSync(join(localesDirectory, language, `${namespace}.json`), 'utf8'),
  );
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`${language}/${key} is not a text`);
  return value;
}

const firstWord = (value: string) => value.split(' ')[0];

/** One word for one thing across the screens (issue #15): what differs reads as a different thing. */
describe.each(LANGUAGES)('wording (%s)', (language) => {
  it('names each trip direction with one word everywhere', () => {
    for (const direction of ['Arrival', 'Leaving', 'Hourly']) {
      const names = [
        `agent-booking:directions.${direction}`,
        `public-booking:directions.${direction}`,
        `bookings:direction.${direction}`,
      ].map((key) => text(language, key));
      expect(new Set(names).size, `${direction}: ${names.join(' / ')}`).toBe(1);
    }
  });

  it('uses one verb for creating across the back office', () => {
    const creating = [
      'nav:titles.defineAdmin',
      'nav:titles.defineAgent',
      'nav:titles.defineCar',
      'nav:titles.defineLocation',
      'admins:list.add',
      'agents:list.add',
      'catalogue:cars.add',
      'catalogue:locations.add',
      'catalogue:extras.add',
    ].map((key) => text(language, key));
    expect(new Set(creating.map(firstWord)), creating.join(' / ')).toHaveProperty('size', 1);
  });
});

describe('English titles', () => {
  it('are written as words, with one spelling of traveller', () => {
    for (const key of [
      'nav:titles.manageTaxiServices',
      'nav:titles.agentsBookings',
      'nav:titles.orders',
      'nav:titles.travelerInfo',
    ]) {
      expect(text('en', key)).not.toMatch(/TaxiServices|Agents Bookings|Customers Bookings|Traveler/);
    }
  });
});
