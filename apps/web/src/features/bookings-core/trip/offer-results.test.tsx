import type { Quote } from '@masar/contract/trips';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { OfferResults } from './offer-results';
import { emptyTrip } from './trip-params';

afterEach(cleanup);

const airport = {
  kind: 'location' as const,
  id: '11111111-1111-4111-8111-111111111111',
  nameAr: 'مطار الملك عبدالعزيز الدولي',
  nameEn: 'King Abdulaziz International Airport (JED)',
};
const riyadh = {
  kind: 'area' as const,
  id: '22222222-2222-4222-8222-222222222222',
  nameAr: 'الرياض',
  nameEn: 'Riyadh',
};

/** One Camry offered at `total`, priced by `pricing`, with the given cancellation terms (free by default). */
function camryOffer({
  pricing,
  total,
  cancellationTerms = [],
}: {
  pricing: 'Route' | 'Distance';
  total: number;
  cancellationTerms?: { hoursBefore: number; feePercent: number }[];
}) {
  return {
    taxiServiceId: '33333333-3333-4333-8333-333333333333',
    pricing,
    minHours: null,
    cancellationTerms,
    car: {
      id: '44444444-4444-4444-8444-444444444444',
      nameAr: 'كامري',
      nameEn: 'Camry',
      type: 'Sedan' as const,
      passengers: 4,
      bags: 2,
      active: true,
      images: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    price: {
      transferPrice: total,
      hourlyPrice: null,
      hours: null,
      surcharges: [],
      surchargesTotal: 0,
      extras: [],
      extrasTotal: 0,
      total,
      currency: 'SAR',
    },
  };
}

function quoteOf(fields: Partial<Quote>): UseQueryResult<Quote> {
  const data: Quote = {
    area: { id: riyadh.id, nameAr: riyadh.nameAr, nameEn: riyadh.nameEn },
    location: null,
    from: airport,
    to: riyadh,
    served: true,
    distance: null,
    offers: [],
    earliestPickupAt: '2026-11-26T10:00:00.000Z',
    ...fields,
  };
  return { isPending: false, isError: false, error: null, data } as unknown as UseQueryResult<Quote>;
}

async function show(quote: UseQueryResult<Quote>, language: 'ar' | 'en', audience: 'agent' | 'public') {
  await renderWithProviders(
    <OfferResults
      audience={audience}
      quote={quote}
      trip={emptyTrip}
      changeTrip={<button type="button">change</button>}
      onChoose={() => {}}
    />,
    { language },
  );
  await loadNamespaces(['agent-booking', 'public-booking']);
}

describe('OfferResults and the priced route', () => {
  it('says a route nobody prices is not served, naming both ends isolated, with the way back (en)', async () => {
    await show(quoteOf({ served: false }), 'en', 'agent');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'We do not serve King Abdulaziz International Airport (JED) → Riyadh yet',
    );
    expect(screen.getByText('Riyadh').tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: 'change' })).toBeTruthy();
    expect(screen.queryByText(/No car fits/)).toBeNull();
  });

  it('says it in Arabic to a visitor', async () => {
    await show(quoteOf({ served: false }), 'ar', 'public');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('لا نخدم الرحلات من مطار الملك عبدالعزيز الدولي إلى الرياض بعد');
  });

  it('keeps "no car fits" for a served route with no car big enough', async () => {
    await show(quoteOf({ served: true }), 'en', 'agent');
    expect(await screen.findByRole('heading', { name: 'No car fits this trip' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the distance and duration of a served trip and marks a distance-priced offer (en, ar)', async () => {
    const offer = camryOffer({ pricing: 'Distance', total: 44_350 });
    const distance = { meters: 262_345, seconds: 11_700, source: 'Estimate' as const };
    await show(quoteOf({ served: true, distance, offers: [offer] }), 'en', 'agent');
    expect((await screen.findByTestId('trip-distance')).textContent).toBe(
      'About 262.3 km, about 3 hr 15 min (estimated)',
    );
    expect(screen.getByText('Priced by distance')).toBeTruthy();
    expect((await screen.findByTestId('offer-terms')).textContent).toBe('Free cancellation');
    cleanup();
    await show(
      quoteOf({ served: true, distance: { ...distance, source: 'Road' }, offers: [offer] }),
      'ar',
      'public',
    );
    const line = (await screen.findByTestId('trip-distance')).textContent ?? '';
    expect(line).toContain('بالطريق');
    expect(line).toContain('262.3');
  });

  it("shows each offer's cancellation terms before the car is chosen (ar)", async () => {
    const offer = camryOffer({
      pricing: 'Route',
      total: 11_400,
      cancellationTerms: [
        { hoursBefore: 24, feePercent: 0 },
        { hoursBefore: 6, feePercent: 50 },
        { hoursBefore: 0, feePercent: 100 },
      ],
    });
    await show(quoteOf({ served: true, offers: [offer] }), 'ar', 'agent');
    expect((await screen.findByTestId('offer-terms')).textContent).toBe(
      'إلغاء مجاني حتى 24\u00a0ساعة قبل الانطلاق · 50\u00a0% حتى 6\u00a0ساعات · ثم لا استرداد',
    );
  });
});
