import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp, signIn, TEST_PUBLIC_URL } from '../../../test/test-app';
import { createAgent } from '../../seed/factories';
import { createSmtpMailer } from '../mail/mail-sender';

/** An admin's change to an agent's balance e-mails the agent, in the language they last signed in with (#20). */
const smtp = await startSmtpReceiver();
const { app, db } = await createTestApp({ mailer: createSmtpMailer(smtp.url), mailIntervalMs: 50 });
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

async function agentIn(language: 'ar' | 'en', balance = 0, lowBalanceThreshold: number | null = null) {
  const agent = await createAgent(db, { password: PASSWORD, balance, lowBalanceThreshold });
  const { authorization } = await signIn(app, 'Agent', agent.email, PASSWORD, language);
  return { ...agent, authorization };
}

describe('balance e-mails', () => {
  it('a top-up tells an English agent the amount, the new balance and the note', async () => {
    const admin = await signedInAdmin(app, db, ['ManagePayments']);
    const agent = await agentIn('en', 10_000);
    const response = await app.inject({
      method: 'POST',
      url: `/api/transactions/update-balance/${agent.id}`,
      headers: { authorization: admin.authorization },
      payload: { operation: 'ADD', amount: 25_000, note: 'Bank transfer 7781' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await waitUntil(() => mailsTo(agent.email).length === 1);
    const [mail] = mailsTo(agent.email);
    // Amounts are written with a no-break space between the currency and the number.
    const plain = (text = '') => text.replace(/\u00a0/g, ' ');
    expect(plain(mail?.parsed.subject)).toBe('SAR 250.00 added to your Masar wallet');
    expect(plain(mail?.parsed.text)).toContain('SAR 350.00');
    expect(mail?.parsed.text).toContain('Bank transfer 7781');
    expect(mail?.parsed.text).toContain(`${TEST_PUBLIC_URL}/en/panel/profile/wallet-transactions`);
  });

  it('a withdrawal tells an Arabic agent in Arabic; a refused one writes nothing', async () => {
    const admin = await signedInAdmin(app, db, ['ManagePayments']);
    const agent = await agentIn('ar', 10_000);
    const take = (amount: number) =>
      app.inject({
        method: 'POST',
        url: `/api/transactions/update-balance/${agent.id}`,
        headers: { authorization: admin.authorization },
        payload: { operation: 'SUBTRACT', amount, note: 'تصحيح' },
      });
    expect((await take(50_000)).statusCode).toBe(400);
    expect((await take(4_000)).statusCode).toBe(201);
    await waitUntil(() => mailsTo(agent.email).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(agent.email)).toHaveLength(1);
    const [mail] = mailsTo(agent.email);
    expect(mail?.parsed.subject?.startsWith('خُصم')).toBe(true);
    expect(mail?.parsed.html).toContain('dir="rtl"');
    expect(mail?.parsed.text).toContain('تصحيح');
  });
});

describe('the low-balance e-mail', () => {
  it('goes once per crossing, by a booking or a withdrawal, with the balance and the top-up link', async () => {
    const admin = await signedInAdmin(app, db, ['ManagePayments']);
    const trip = agentTripBody(await bookingCatalogue(db, { price: 20_000 }));
    const agent = await agentIn('en', 100_000, 50_000);
    const lowMails = () =>
      mailsTo(agent.email).filter((mail) => mail.parsed.subject?.includes('balance is low'));
    // 80,000, 60,000, then 40,000 (crossed), then 20,000 (still below).
    for (let booking = 0; booking < 4; booking++) {
      expect((await bookTrip(app, agent.authorization, trip)).status).toBe(201);
    }
    await waitUntil(() => lowMails().length === 1);
    const [mail] = lowMails();
    const plain = (text = '') => text.replace(/\u00a0/g, ' ');
    expect(plain(mail?.parsed.text)).toContain('SAR 400.00');
    expect(plain(mail?.parsed.text)).toContain('SAR 500.00');
    expect(mail?.parsed.text).toContain(`${TEST_PUBLIC_URL}/en/panel/top-up-requests`);
    const change = (operation: 'ADD' | 'SUBTRACT', amount: number) =>
      app.inject({
        method: 'POST',
        url: `/api/transactions/update-balance/${agent.id}`,
        headers: { authorization: admin.authorization },
        payload: { operation, amount, note: 'Test' },
      });
    expect((await change('ADD', 40_000)).statusCode).toBe(201); // 60,000: above again
    expect((await change('SUBTRACT', 20_000)).statusCode).toBe(201); // 40,000: crossed by a withdrawal
    await waitUntil(() => lowMails().length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lowMails()).toHaveLength(2);
    const rows = await db.$client.query(
      `select kind, language from mail_outbox where recipient = $1 and kind = 'LowBalance'`,
      [agent.email],
    );
    expect(rows.rows).toEqual([
      { kind: 'LowBalance', language: 'en' },
      { kind: 'LowBalance', language: 'en' },
    ]);
  });

  it('is written in Arabic for an Arabic agent, and not at all without an alert', async () => {
    const trip = agentTripBody(await bookingCatalogue(db, { price: 20_000 }));
    const arabic = await agentIn('ar', 30_000, 20_000);
    const silent = await agentIn('ar', 30_000);
    expect((await bookTrip(app, arabic.authorization, trip)).status).toBe(201);
    expect((await bookTrip(app, silent.authorization, trip)).status).toBe(201);
    await waitUntil(() =>
      mailsTo(arabic.email).some((mail) => mail.parsed.subject === 'رصيدك في مسار منخفض'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [low] = mailsTo(arabic.email).filter((mail) => mail.parsed.subject === 'رصيدك في مسار منخفض');
    expect(low?.parsed.html).toContain('dir="rtl"');
    expect(mailsTo(silent.email).some((mail) => mail.parsed.subject === 'رصيدك في مسار منخفض')).toBe(false);
  });
});
