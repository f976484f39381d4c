import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
  customerTripCatalogue,
} from '../../../test/booking-fixture';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp, signIn } from '../../../test/test-app';
import { agents, mailOutbox } from '../../db/schema/index';
import { createExtraService } from '../../seed/catalogue-factories';
import { createAgent, createUser } from '../../seed/factories';
import { partsOf } from '../mail/mail.service';
import { createSmtpMailer } from '../mail/mail-sender';

/**
 * The e-mails of a booking's life (issue #20) through a real SMTP server: who gets what, in which language, with
 * the ticket attached to the confirmation; the traveller never sees the agent's price.
 */
const smtp = await startSmtpReceiver();
const { app, db } = await createTestApp({ mailer: createSmtpMailer(smtp.url), mailIntervalMs: 50 });
const keep = await createTestApp();
/** Extras of the kept app's catalogue: a booking with two bottles of water and a child seat. */
const water = await createExtraService(keep.db, {
  nameEn: 'Bottled water',
  nameAr: 'مياه معبأة',
  price: 500,
  maxQuantity: 3,
});
const seat = await createExtraService(keep.db, { nameEn: 'Child seat', nameAr: 'مقعد أطفال' });
const extras = [
  { extraServiceId: water.id, quantity: 2 },
  { extraServiceId: seat.id, quantity: 1 },
];

const signInWith = async (role: 'Agent' | 'User', email: string, language: 'ar' | 'en', target = app) =>
  (await signIn(target, role, email, PASSWORD, language)).authorization;

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe('agent booking e-mails', () => {
  it('the confirmation reaches the agent (their language, price, ticket) and the traveller (no price)', async () => {
    const catalogue = await bookingCatalogue(db, { price: 12_345 });
    const agent = await createAgent(db, { balance: 100_000, password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'en');
    const traveller = `traveller-${agent.id.slice(0, 8)}@example.test`;
    const { status, booking } = await bookTrip(
      app,
      authorization,
      agentTripBody(catalogue, { travellerEmail: traveller, travellerName: 'Lina Haddad' }),
    );
    expect(status).toBe(201);

    await waitUntil(() => mailsTo(agent.email).length === 1 && mailsTo(traveller).length === 1);
    const [toAgent] = mailsTo(agent.email);
    const [toTraveller] = mailsTo(traveller);
    expect(toAgent?.parsed.subject).toBe(`Booking ${booking.reference} received`);
    expect(toAgent?.parsed.text).toContain('123.45');
    expect(toAgent?.parsed.html).toContain('dir="ltr"');
    expect(toTraveller?.parsed.text).toContain('Lina Haddad');
    expect(toTraveller?.parsed.text).not.toContain('123.45');
    for (const mail of [toAgent, toTraveller]) {
      const [ticket] = mail?.parsed.attachments ?? [];
      expect(ticket?.filename).toBe(`ticket-${booking.reference}.pdf`);
      expect(ticket?.contentType).toBe('application/pdf');
      expect(ticket?.content.subarray(0, 5).toString()).toBe('%PDF-');
      // The attached ticket is the booking's: its text carries the reference.
      const folder = mkdtempSync(join(tmpdir(), 'ticket-'));
      writeFileSync(join(folder, 'ticket.pdf'), ticket?.content ?? Buffer.alloc(0));
      const text = execFileSync('pdftotext', [join(folder, 'ticket.pdf'), '-']).toString();
      expect(text).toContain(booking.reference);
    }
  });

  it('an Arabic agent gets Arabic right-to-left mail; accepting and refunding each write one more, with the amount', async () => {
    const catalogue = await bookingCatalogue(db, { price: 20_000 });
    const agent = await createAgent(db, { balance: 100_000, password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'ar');
    const admin = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings']);
    const { booking } = await bookTrip(
      app,
      authorization,
      agentTripBody(catalogue, { travellerName: 'Lina Haddad (VIP)' }),
    );
    const act = (url: string, method: 'POST' | 'PATCH', payload?: object) =>
      app.inject({ method, url, headers: { authorization: admin.authorization }, payload });
    const accepted = await act(
      `/api/agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
      'PATCH',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      (await act(`/api/agents-bookings/refund/${booking.id}`, 'PATCH', { reason: 'Flight cancelled' }))
        .statusCode,
    ).toBe(200);

    await waitUntil(() => mailsTo(agent.email).length === 3);
    const subjects = mailsTo(agent.email).map((mail) => mail.parsed.subject);
    expect(subjects.sort()).toEqual(
      [
        `تم الحجز ${booking.reference}`,
        `تأكيد الحجز ${booking.reference}`,
        `إلغاء الحجز ${booking.reference}`,
      ].sort(),
    );
    const refund = mailsTo(agent.email).find((mail) => mail.parsed.subject?.startsWith('إلغاء'));
    expect(refund?.parsed.html).toContain('dir="rtl"');
    expect(refund?.parsed.text).toContain('أُعيد');
    expect(refund?.parsed.text).toContain('200.00');
    // The admin's reason, as typed, isolated: a Latin sentence keeps its order inside Arabic.
    expect(refund?.parsed.text).toContain('السبب: \u2068Flight cancelled\u2069');
    // So is a Latin name: its brackets stay where they were typed.
    expect(refund?.parsed.text).toContain('المسافر: \u2068Lina Haddad (VIP)\u2069');
    expect(refund?.parsed.html).toContain(
      '<span dir="auto" style="unicode-bidi:isolate;">Lina Haddad (VIP)</span>',
    );
    expect(refund?.parsed.attachments).toHaveLength(0);
  });

  it('a booking that fails (too little balance) writes no e-mail', async () => {
    const catalogue = await bookingCatalogue(db, { price: 50_000 });
    const agent = await createAgent(db, { balance: 100, password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'en');
    expect((await bookTrip(app, authorization, agentTripBody(catalogue))).status).toBe(402);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, agent.email));
    expect(rows).toHaveLength(0);
  });

  it('signing in records the language the e-mails use', async () => {
    const agent = await createAgent(db, { password: PASSWORD });
    await signInWith('Agent', agent.email, 'en');
    const [row] = await db.select({ language: agents.language }).from(agents).where(eq(agents.id, agent.id));
    expect(row?.language).toBe('en');
  });
});

describe('customer booking e-mails', () => {
  it('booking and cancelling each e-mail the customer, no ticket (paid to the driver)', async () => {
    const catalogue = await customerTripCatalogue(db);
    const customer = await createUser(db, { password: PASSWORD });
    const authorization = await signInWith('User', customer.email, 'en');
    const created = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: customerBookingBody(catalogue),
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { authorization },
    });
    expect(cancelled.statusCode).toBe(200);
    await waitUntil(() => mailsTo(customer.email).length === 2);
    const subjects = mailsTo(customer.email).map((mail) => mail.parsed.subject);
    expect(subjects.sort()).toEqual([
      `Booking ${booking.reference} cancelled`,
      `Booking ${booking.reference} received`,
    ]);
    expect(mailsTo(customer.email).every((mail) => mail.parsed.attachments.length === 0)).toBe(true);
  });
});

describe('without an SMTP server', () => {
  it('the confirmation is kept in the outbox with its ticket named, and the admin reads it', async () => {
    const catalogue = await bookingCatalogue(keep.db);
    const agent = await createAgent(keep.db, { balance: 100_000, password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'en', keep.app);
    const { booking } = await bookTrip(keep.app, authorization, agentTripBody(catalogue));
    const [row] = await keep.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, agent.email));
    expect(row?.status).toBe('Kept');
    const editor = await signedInAdmin(keep.app, keep.db, ['EditAdmins']);
    const detail = await keep.app.inject({
      method: 'GET',
      url: `/api/mail/outbox/${row?.id}`,
      headers: { authorization: editor.authorization },
    });
    expect(detail.json().attachment).toEqual({
      kind: 'agentBookingTicket',
      bookingId: booking.id,
      filename: `ticket-${booking.reference}.pdf`,
    });
  });
});

describe('what a booking e-mail lists', () => {
  /** The kept app's messages to an address, laid out as they are sent. */
  async function keptMails(address: string) {
    const rows = await keep.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));
    return rows.map((row) => ({ kind: row.kind, ...partsOf(row) }));
  }

  it('the extras and their quantities, to the agent and to the traveller (who sees no price)', async () => {
    const catalogue = await bookingCatalogue(keep.db);
    const agent = await createAgent(keep.db, { balance: 100_000, password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'en', keep.app);
    const traveller = `traveller-${agent.id.slice(0, 8)}@example.test`;
    const { status } = await bookTrip(
      keep.app,
      authorization,
      agentTripBody(catalogue, { travellerEmail: traveller, extras }),
    );
    expect(status).toBe(201);
    for (const address of [agent.email, traveller]) {
      const [mail] = await keptMails(address);
      expect(mail?.text).toContain('Extras: Bottled water × 2, Child seat × 1\n');
      expect(mail?.html).toContain('>Bottled water × 2, Child seat × 1</td>');
    }
  });

  it('in Arabic, for a customer booking; an admin’s cancellation tells the customer why, not the traveller', async () => {
    const catalogue = await customerTripCatalogue(keep.db);
    const customer = await createUser(keep.db, { password: PASSWORD });
    const authorization = await signInWith('User', customer.email, 'ar', keep.app);
    const traveller = `traveller-${customer.id.slice(0, 8)}@example.test`;
    const created = await keep.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: customerBookingBody(catalogue, { travellerEmail: traveller, extras }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const admin = await signedInAdmin(keep.app, keep.db, ['ManageOrders', 'ViewOrders']);
    const reason = 'Flight SV1234 <cancelled>';
    const cancelled = await keep.app.inject({
      method: 'PATCH',
      url: `/api/bookings/admin/cancel/${created.json().id}`,
      headers: { authorization: admin.authorization },
      payload: { reason },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const toCustomer = await keptMails(customer.email);
    const toTraveller = await keptMails(traveller);
    expect(toCustomer.map((mail) => mail.kind).sort()).toEqual(['BookingCancelled', 'BookingConfirmed']);
    expect(toTraveller).toHaveLength(2);
    for (const mail of [...toCustomer, ...toTraveller]) {
      expect(mail.text).toContain('الإضافات: مياه معبأة × 2، مقعد أطفال × 1\n');
      // Figures in ASCII digits, as everywhere in the e-mails.
      expect(mail.text).not.toMatch(/[\u0660-\u0669]/);
    }
    const cancellation = toCustomer.find((mail) => mail.kind === 'BookingCancelled');
    expect(cancellation?.text).toContain(`السبب: \u2068${reason}\u2069`);
    expect(cancellation?.html).toContain(
      '<span dir="auto" style="unicode-bidi:isolate;">Flight SV1234 &lt;cancelled&gt;</span>',
    );
    expect(toTraveller.find((mail) => mail.kind === 'BookingCancelled')?.text).not.toContain('SV1234 <');
  });
});

describe('the e-mails one can do without', () => {
  it('a customer who turns them off gets the booking receipt but not Masar’s confirmation', async () => {
    const catalogue = await customerTripCatalogue(db);
    const customer = await createUser(db, { password: PASSWORD });
    const authorization = await signInWith('User', customer.email, 'en');
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/Users',
      headers: { authorization },
      payload: { mailUpdates: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().mailUpdates).toBe(false);
    const admin = await signedInAdmin(app, db, ['ManageOrders', 'ViewOrders']);
    const created = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: customerBookingBody(catalogue),
    });
    const booking = created.json();
    const accepted = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/admin/mark-as-accepted/${booking.id}`,
      headers: { authorization: admin.authorization },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await waitUntil(() => mailsTo(customer.email).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(customer.email).map((mail) => mail.parsed.subject)).toEqual([
      `Booking ${booking.reference} received`,
    ]);
  });

  it('an agent turns them off from the profile form (multipart)', async () => {
    const agent = await createAgent(db, { password: PASSWORD });
    const authorization = await signInWith('Agent', agent.email, 'en');
    const data = new FormData();
    data.append('mailUpdates', 'false');
    const request = new Request('http://x', { method: 'PATCH', body: data });
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/agents/editByAgent',
      headers: { authorization, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mailUpdates).toBe(false);
  });
});
