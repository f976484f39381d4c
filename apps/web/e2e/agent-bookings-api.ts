import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A demo agent of scripts/e2e-server.mjs with a Jeddah wallet (agent-booking.spec books as agent@). */
export const omar = { email: 'agent2@masar.test', password: 'Agent-Pass-2026!' } as const;
const historicJeddah = {
  address: 'Historic Jeddah (Al-Balad), Jeddah 22236',
  lat: 21.485833,
  lng: 39.186389,
};

/** Books an airport arrival for Omar through the API, as the booking flow would, and returns the booking. */
export async function bookThroughApi(
  request: APIRequestContext,
  travellerName: string,
): Promise<AgentBooking> {
  const login = await request.post('/api/auth/loginAgent', { data: omar });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = locations.find((location) => location.nameEn.includes('(JED)'));
  expect(airport).toBeDefined();
  const trip = {
    direction: 'Arrival',
    locationId: airport?.id,
    place: historicJeddah,
    passengers: 2,
    bags: 1,
  };
  const quote = await request.post('/api/agents-bookings/quote', { headers, data: trip });
  expect(quote.ok()).toBe(true);
  const offer = ((await quote.json()) as Quote).offers[0];
  expect(offer).toBeDefined();
  const created = await request.post('/api/agents-bookings/create-by-agent', {
    headers: { ...headers, 'idempotency-key': `e2e-trips-${crypto.randomUUID()}` },
    data: {
      ...trip,
      taxiServiceId: offer?.taxiServiceId,
      pickupAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      travellerName,
      travellerPhone: '+966501234567',
      travellerNationality: 'SA',
      flightNumber: 'SV1234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AgentBooking;
}

/** The amount in a money text, in minor units: 'SAR 1,072.50' / '‏1,072.50 ر.س.‏' → 107250. */
export function minorUnitsIn(money: string): number {
  const match = /\d[\d,]*\.\d{2}/.exec(money);
  if (!match) throw new Error(`No amount in ${money}`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}

/** A number as the money format writes it: 16250 → '162.50', 107250 → '1,072.50'. */
export const amountText = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The balance in the agent layout's header, in minor units. */
export async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('agent-balance');
  await expect(balance).toContainText(/\d\.\d{2}/);
  return minorUnitsIn((await balance.textContent()) ?? '');
}
