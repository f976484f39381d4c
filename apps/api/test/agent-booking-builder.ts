import { randomUUID } from 'node:crypto';
import { type AgentBooking, agentBookingSchema } from '@masar/contract/agent-bookings';

/**
 * A complete AgentBooking for tests of what is made from bookings (ticket, export), checked against
 * the contract so it stays a booking the API could really return. Arrival at Riyadh airport, 2 extras.
 */
export function buildAgentBooking(overrides: Partial<AgentBooking> = {}): AgentBooking {
  const agentId = randomUUID();
  return agentBookingSchema.parse({
    id: randomUUID(),
    reference: 'MS-260105-0001',
    agentId,
    agent: { id: agentId, name: 'Khalid Travel Desk', companyName: 'رحلات الخليج' },
    status: 'Accepted',
    direction: 'Arrival',
    place: { address: 'فندق الفيصلية، طريق الملك فهد، الرياض 12212', lat: 24.69, lng: 46.68, placeId: null },
    area: { id: randomUUID(), nameAr: 'الرياض', nameEn: 'Riyadh' },
    location: {
      id: randomUUID(),
      nameAr: 'مطار الملك خالد الدولي',
      nameEn: 'King Khalid International Airport',
      type: 'Airport',
    },
    car: {
      id: randomUUID(),
      nameAr: 'تويوتا كامري',
      nameEn: 'Toyota Camry',
      type: 'Sedan',
      passengers: 4,
      bags: 3,
    },
    taxiServiceId: randomUUID(),
    pricing: 'Route',
    distanceMeters: null,
    durationSeconds: null,
    cancellationTerms: [],
    passengers: 3,
    bags: 2,
    pickupAt: '2026-01-05T11:30:00.000Z',
    flightNumber: 'SV1234',
    travellerName: 'سارة القحطاني',
    travellerPhone: '+966501234567',
    travellerEmail: null,
    travellerNationality: 'SA',
    notes: null,
    price: {
      transferPrice: 15000,
      hourlyPrice: null,
      hours: null,
      surcharges: [],
      surchargesTotal: 0,
      extras: [
        {
          extraServiceId: randomUUID(),
          nameAr: 'مقعد أطفال',
          nameEn: 'Child seat',
          unitPrice: 2500,
          quantity: 2,
          total: 5000,
        },
        {
          extraServiceId: randomUUID(),
          nameAr: 'استقبال بلوحة اسم',
          nameEn: 'Meet and greet',
          unitPrice: 5050,
          quantity: 1,
          total: 5050,
        },
      ],
      extrasTotal: 10050,
      total: 25050,
      currency: 'SAR',
    },
    refundReason: null,
    returnOf: null,
    returnLegId: null,
    history: [{ status: 'Requested', at: '2026-01-01T08:00:00.000Z', by: 'Agent' }],
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  });
}
