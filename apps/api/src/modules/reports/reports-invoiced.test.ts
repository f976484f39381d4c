import type { ReportSummary } from '@masar/contract/reports';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { createTestApp } from '../../../test/test-app';

/** The dashboard's revenue as invoiced (issue #19): invoices less credit notes of the period, net and VAT. */
const { app, db } = await createTestApp();

describe('summary: invoiced', () => {
  it('adds the period’s tax invoices and takes off its credit notes, net of VAT and VAT (15 % included)', async () => {
    const catalogue = await bookingCatalogue(db, { price: 11_500 });
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const admin = await signedInAdmin(app, db, ['ViewReports', 'ManageOrders', 'ViewAgentsBookings']);
    const kept = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const refunded = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    expect([kept.status, refunded.status]).toEqual([201, 201]);
    const refund = await app.inject({
      method: 'PATCH',
      url: `/api/agents-bookings/refund/${refunded.booking.id}`,
      headers: { authorization: admin.authorization },
      payload: { reason: 'Flight cancelled' },
    });
    expect(refund.statusCode).toBe(200);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/summary?from=${today}&to=${today}`,
      headers: { authorization: admin.authorization },
    });
    const summary = response.json() as ReportSummary;
    // 115.00 with 15 % included: VAT 15.00, net 100.00; the refunded booking's invoice and credit note cancel out.
    expect(summary.invoiced).toEqual({ net: 10_000, vat: 1_500, total: 11_500 });
    expect(summary.agentBookings.revenue).toBe(11_500);
  });
});
