// The web tests' one booking to start from: a Requested airport arrival in Jeddah, typed by the contract so
// a change to AgentBooking shows here first. A test states only what it is about as overrides.
// Test-only: nothing outside *.test.ts(x) imports it.
import {
  type AgentBooking,
  type AgentBookingListItem,
  agentBookingListItemSchema,
} from '@masar/contract/agent-bookings';
import type { CustomerBooking } from '@masar/contract/customer-bookings';

/** A whole AgentBooking (id …0001, reference MS-260101-0001, agent Omar Haddad of Nakheel Tours) with `overrides` on top. */
export function agentBookingFixture(overrides: Partial<AgentBooking> = {}): AgentBooking {
  return {
    id: '0b7c1d6a-0000-4000-8000-000000000001',
    reference: 'MS-260101-0001',
    agentId: '0b7c1d6a-0000-4000-8000-000000000002',
    agent: { id: '0b7c1d6a-0000-4000-8000-000000000002', name: 'Omar Haddad', companyName: 'Nakheel Tours' },
    status: 'Requested',
    direction: 'Arrival',
    place: { address: 'Al-Balad, Jeddah', lat: 21.48, lng: 39.18, placeId: null },
    area: { id: '0b7c1d6a-0000-4000-8000-000000000003', nameAr: 'جدة', nameEn: 'Jeddah' },
    location: {
      id: '0b7c1d6a-0000-4000-8000-000000000004',
      nameAr: 'مطار الملك عبدالعزيز',
      nameEn: 'King Abdulaziz Airport',
      type: 'Airport',
    },
    car: {
      id: '0b7c1d6a-0000-4000-8000-000000000005',
      nameAr: 'كامري',
      nameEn: 'Camry',
      type: 'Sedan',
      passengers: 4,
      bags: 2,
    },
    taxiServiceId: '0b7c1d6a-0000-4000-8000-000000000006',
    pricing: 'Route',
    distanceMeters: 24_500,
    cancellationTerms: [],
    durationSeconds: 1_800,
    passengers: 2,
    bags: 1,
    pickupAt: '2026-01-05T10:00:00.000Z',
    flightNumber: 'SV1234',
    travellerName: 'Sara Ali',
    travellerPhone: '+966501234567',
    travellerEmail: null,
    travellerNationality: 'SA',
    notes: null,
    price: {
      transferPrice: 16_250,
      hourlyPrice: null,
      hours: null,
      surcharges: [],
      surchargesTotal: 0,
      extras: [],
      extrasTotal: 0,
      total: 16_250,
      currency: 'SAR',
    },
    refundReason: null,
    returnOf: null,
    returnLegId: null,
    history: [{ status: 'Requested', at: '2026-01-01T10:00:00.000Z', by: 'Agent' }],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same trip as a whole CustomerBooking (customer Reem Saleh, paid in cash) with `overrides` on top. */
export function customerBookingFixture(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  const {
    agentId: _agentId,
    agent: _agent,
    refundReason: _refundReason,
    history: _history,
    place,
    ...trip
  } = agentBookingFixture();
  return {
    ...trip,
    userId: '0b7c1d6a-0000-4000-8000-000000000007',
    customer: {
      id: '0b7c1d6a-0000-4000-8000-000000000007',
      name: 'Reem Saleh',
      email: 'reem@example.com',
      phone: '+966501234568',
    },
    status: 'Requested',
    paymentMethod: 'Cash',
    place: { address: place.address, lat: place.lat, lng: place.lng },
    cancelReason: null,
    history: [{ status: 'Requested', at: '2026-01-01T10:00:00.000Z', by: 'Customer' }],
    ...overrides,
  };
}

/**
 * The fixture as a row of a bookings list (issue #21): the contract's list-row schema keeps only the list's
 * fields, as the API sends them.
 */
export function agentBookingListItemFixture(overrides: Partial<AgentBooking> = {}): AgentBookingListItem {
  return agentBookingListItemSchema.parse(agentBookingFixture(overrides));
}
