import type { Paginated } from '@masar/contract/common';
import type { LiveEvent } from '@masar/contract/notifications';
import type { TopUpRequest } from '@masar/contract/top-up-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInAgent } from '../../../test/accounts';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { form, pngImage } from '../../../test/images';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp, signIn, TEST_PUBLIC_URL } from '../../../test/test-app';
import { createAgent } from '../../seed/factories';
import { partsOf } from '../mail/mail.service';

/** Issue #19: an agent asks for a top-up, a payments admin approves (once) or rejects it. */
const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string; row: { id: string } };
let payments: Account;
let agent: Account;
let other: Account;

/** Every event this app emitted, as the bus delivered it after commit. */
const events: LiveEvent[] = [];

beforeAll(async () => {
  await app.ready();
  app.notifier.bus.subscribe((envelope) => events.push(envelope.event));
  payments = await signedInAdmin(app, db, ['ManagePayments']);
  agent = await signedInAgent(app, db, { balance: 1_000 });
  other = await signedInAgent(app, db);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function ask(
  account: Account,
  fields: Record<string, string>,
  receipt?: { bytes: Buffer; name: string; type: string },
) {
  const body = form(fields, receipt ? { receipt } : {});
  const request = new Request('http://x', { method: 'POST', body });
  return app.inject({
    method: 'POST',
    url: '/api/top-up-requests',
    headers: {
      authorization: account.authorization,
      'content-type': request.headers.get('content-type') as string,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const call = (account: Account, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { authorization: account.authorization }, payload });
async function balanceOf(agentId: string): Promise<number> {
  const { rows } = await db.$client.query('select balance from agents where id = $1', [agentId]);
  return Number(rows[0].balance);
}
async function requestCount(): Promise<number> {
  const { rows } = await db.$client.query('select count(*)::int as n from top_up_requests');
  return rows[0].n;
}

describe('asking for a top-up', () => {
  it('stores the request with an image or a PDF receipt, Pending', async () => {
    const png = await ask(
      agent,
      { amount: '50000', bankReference: 'TRX-1001' },
      { bytes: pngImage(4, 4), name: 'r.png', type: 'image/png' },
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({
      amount: 50_000,
      currency: 'SAR',
      bankReference: 'TRX-1001',
      status: 'Pending',
      receiptMime: 'image/png',
      decidedBy: null,
    });
    // The declared type is not trusted: the bytes say PDF.
    const pdf = await ask(
      agent,
      { amount: '٧٥٠٠', bankReference: 'TRX-١٠٠٢' },
      { bytes: PDF, name: 'r.bin', type: 'application/octet-stream' },
    );
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      amount: 7_500,
      bankReference: 'TRX-1002',
      receiptMime: 'application/pdf',
    });
    const none = await ask(agent, { amount: '100', bankReference: 'TRX-1003' });
    expect(none.json()).toMatchObject({ receiptMime: null });
  });

  it('answers bad input with one message per problem and writes nothing', async () => {
    const before = await requestCount();
    const zero = await ask(agent, { amount: '0', bankReference: 'TRX-2001' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toEqual([expect.stringMatching(/^amount: /)]);
    const tooMuch = await ask(agent, { amount: '100000001', bankReference: 'TRX-2002' });
    expect(tooMuch.statusCode).toBe(400);
    const overMax = await ask(agent, { amount: '100000001', bankReference: 'x' });
    expect(overMax.json().message).toHaveLength(2);
    const negative = await ask(agent, { amount: '-5', bankReference: 'TRX-2003' });
    expect(negative.statusCode).toBe(400);
    const huge = await ask(agent, { amount: '9'.repeat(400), bankReference: 'TRX-2004' });
    expect(huge.statusCode).toBe(400);
    const text = await ask(
      agent,
      { amount: '0', bankReference: 'TRX-2005' },
      { bytes: Buffer.from('just some words'), name: 'r.pdf', type: 'application/pdf' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual([
      expect.stringMatching(/^amount: /),
      'receipt: The receipt must be a JPEG, PNG or WebP image or a PDF',
    ]);
    const nul = await ask(agent, { amount: '10', bankReference: 'TRX\u00002006' });
    expect(nul.statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it('takes exactly the configured maximum, refuses one halala more with one message, and a fake receipt alone', async () => {
    const settings = (await call(agent, 'GET', '/top-up-requests/settings')).json() as { maxAmount: number };
    expect(settings.maxAmount).toBe(100_000_000);
    const before = await requestCount();
    // Amounts are in minor units: 100,000,001 halalas is one halala over 1,000,000.00.
    const over = await ask(agent, { amount: '100000001', bankReference: 'TRX-2101' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toEqual([expect.stringMatching(/^amount: /)]);
    // A text file sent as a PNG is not an image: only the receipt is refused.
    const fake = await ask(
      agent,
      { amount: '10', bankReference: 'TRX-2102' },
      { bytes: Buffer.from('GIF89a not really'), name: 'r.png', type: 'image/png' },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toEqual(['receipt: The receipt must be a JPEG, PNG or WebP image or a PDF']);
    expect(await requestCount()).toBe(before);
    const exact = await ask(agent, { amount: '١٠٠٠٠٠٠٠٠', bankReference: 'TRX-2103' });
    expect(exact.statusCode, exact.body).toBe(201);
    expect((exact.json() as TopUpRequest).amount).toBe(100_000_000);
  });

  it('is for agents only', async () => {
    const response = await ask(payments, { amount: '100', bankReference: 'TRX-3001' });
    expect(response.statusCode).toBe(401);
  });
});

describe('deciding a request', () => {
  it('approves exactly once under twenty concurrent approvals', async () => {
    const start = await balanceOf(agent.row.id);
    const asked = (await ask(agent, { amount: '25000', bankReference: 'TRX-4001' })).json() as TopUpRequest;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(payments, 'POST', `/top-up-requests/${asked.id}/approve`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await balanceOf(agent.row.id)).toBe(start + 25_000);
    const { rows } = await db.$client.query(
      `select t.type, t.amount, t.admin_id, t.note_code, t.note
         from top_up_requests r join transactions t on t.id = r.transaction_id
        where r.id = $1`,
      [asked.id],
    );
    // The system's words as a code; the agent's bank reference as typed.
    expect(rows).toEqual([
      {
        type: 'TopUp',
        amount: '25000',
        admin_id: payments.row.id,
        note_code: 'TopUpRequestApproved',
        note: 'TRX-4001',
      },
    ]);
    // One e-mail to the agent for the one approval.
    const mails = await db.$client.query(
      `select count(*)::int as n from mail_outbox m join agents a on a.email = m.recipient
        where a.id = $1 and m.kind = 'BalanceChanged'`,
      [agent.row.id],
    );
    expect(mails.rows[0].n).toBe(1);
    const approved = responses.find((response) => response.statusCode === 200)?.json() as TopUpRequest;
    expect(approved).toMatchObject({ status: 'Approved', decidedBy: { id: payments.row.id } });
    // A decided request cannot be rejected afterwards.
    const late = await call(payments, 'POST', `/top-up-requests/${asked.id}/reject`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('rejects with a required reason; no money moves; the agent sees why', async () => {
    const start = await balanceOf(agent.row.id);
    const asked = (await ask(agent, { amount: '9000', bankReference: 'TRX-5001' })).json() as TopUpRequest;
    const noReason = await call(payments, 'POST', `/top-up-requests/${asked.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(payments, 'POST', `/top-up-requests/${asked.id}/reject`, {
      reason: 'No such transfer',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await balanceOf(agent.row.id)).toBe(start);
    const mine = (
      await call(agent, 'GET', '/top-up-requests/mine?status=Rejected')
    ).json() as Paginated<TopUpRequest>;
    expect(mine.items.map((item) => [item.id, item.reason])).toEqual([[asked.id, 'No such transfer']]);
    const approveLater = await call(payments, 'POST', `/top-up-requests/${asked.id}/approve`);
    expect(approveLater.statusCode).toBe(409);
  });

  it('needs ManagePayments', async () => {
    const viewer = await signedInAdmin(app, db, ['ViewPayments', 'ViewerAdmin']);
    const asked = (await ask(agent, { amount: '100', bankReference: 'TRX-6001' })).json() as TopUpRequest;
    expect((await call(viewer, 'POST', `/top-up-requests/${asked.id}/approve`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/top-up-requests')).statusCode).toBe(403);
    expect((await call(agent, 'POST', `/top-up-requests/${asked.id}/approve`)).statusCode).toBe(401);
    expect((await call(payments, 'POST', `/top-up-requests/${UNKNOWN_ID}/approve`)).statusCode).toBe(404);
  });
});

describe('telling the agent', () => {
  it('sends one approved or rejected event to the agent per decision', async () => {
    const yes = (await ask(other, { amount: '3000', bankReference: 'TRX-8001' })).json() as TopUpRequest;
    const no = (await ask(other, { amount: '4000', bankReference: 'TRX-8002' })).json() as TopUpRequest;
    await Promise.all([
      call(payments, 'POST', `/top-up-requests/${yes.id}/approve`),
      call(payments, 'POST', `/top-up-requests/${yes.id}/approve`),
      call(payments, 'POST', `/top-up-requests/${no.id}/reject`, { reason: 'Not received' }),
    ]);
    const decided = () => events.filter((event) => event.type.startsWith('topUpRequest.'));
    for (let i = 0; i < 50 && decided().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 150));
    const ofOther = decided().filter((event) => 'agentId' in event && event.agentId === other.row.id);
    expect(ofOther).toHaveLength(2);
    expect(ofOther).toContainEqual({
      type: 'topUpRequest.approved',
      requestId: yes.id,
      agentId: other.row.id,
      amount: 3000,
      currency: 'SAR',
    });
    expect(ofOther).toContainEqual(
      expect.objectContaining({ type: 'topUpRequest.rejected', requestId: no.id }),
    );
  });
});

describe('the rejection e-mail', () => {
  /** The agent's rejection e-mails, laid out as they are sent (the app keeps them: no SMTP server). */
  async function rejectionMails(email: string) {
    const { rows } = await db.$client.query(
      `select language, subject, content, html, text from mail_outbox
        where recipient = $1 and kind = 'TopUpRequestRejected'`,
      [email],
    );
    return rows.map((row) => ({ ...row, ...partsOf(row) }));
  }
  const plain = (text = '') => text.replace(/\u00a0/g, ' ');

  it('goes once to the agent, in their language, with the amount, their reference and the reason', async () => {
    const row = await createAgent(db, { password: PASSWORD });
    const english = { row, ...(await signIn(app, 'Agent', row.email, PASSWORD, 'en')) };
    const asked = (
      await ask(english, { amount: '123456', bankReference: 'TRX-9001' })
    ).json() as TopUpRequest;
    const reason = 'No transfer <TRX-9001> reached us';
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(payments, 'POST', `/top-up-requests/${asked.id}/reject`, { reason }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const mails = await rejectionMails(row.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.language).toBe('en');
    expect(plain(mail?.subject)).toBe('Your top-up request of SAR 1,234.56 was rejected');
    expect(plain(mail?.text)).toContain('Amount: SAR 1,234.56\n');
    // What the agent and the admin typed, each in first-strong isolates, and escaped in the HTML.
    expect(mail?.text).toContain('Transfer reference: \u2068TRX-9001\u2069\n');
    expect(mail?.text).toContain(`Reason: \u2068${reason}\u2069\n`);
    expect(mail?.html).toContain('No transfer &lt;TRX-9001&gt; reached us');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/panel/top-up-requests`);
  });

  it('is in Arabic for an Arabic agent, its figures in ASCII digits', async () => {
    const row = await createAgent(db, { password: PASSWORD });
    const arabic = { row, ...(await signIn(app, 'Agent', row.email, PASSWORD, 'ar')) };
    const asked = (await ask(arabic, { amount: '9000', bankReference: 'TRX-٩٠٠٢' })).json() as TopUpRequest;
    const rejected = await call(payments, 'POST', `/top-up-requests/${asked.id}/reject`, {
      reason: 'لم يصل التحويل',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [mail] = await rejectionMails(row.email);
    expect(mail?.subject.startsWith('رُفض طلب شحن')).toBe(true);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain('مرجع التحويل: \u2068TRX-9002\u2069');
    expect(mail?.text).toContain('السبب: \u2068لم يصل التحويل\u2069');
    expect(mail?.text).toContain('90.00');
    expect(`${mail?.subject}${mail?.text}`).not.toMatch(/[\u0660-\u0669]/);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/panel/top-up-requests`);
  });
});

describe('who sees what', () => {
  it('never shows an agent another agent’s requests or receipts (404)', async () => {
    const asked = (
      await ask(
        agent,
        { amount: '100', bankReference: 'TRX-7001' },
        { bytes: PDF, name: 'r.pdf', type: 'application/pdf' },
      )
    ).json() as TopUpRequest;
    const stranger = await signedInAgent(app, db);
    const theirs = await call(stranger, 'GET', '/top-up-requests/mine');
    expect((theirs.json() as Paginated<TopUpRequest>).items).toEqual([]);
    expect((await call(stranger, 'GET', `/top-up-requests/${asked.id}/receipt`)).statusCode).toBe(404);
    const own = await call(agent, 'GET', `/top-up-requests/${asked.id}/receipt`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const admin = await call(payments, 'GET', `/top-up-requests/${asked.id}/receipt`);
    expect(admin.statusCode).toBe(200);
    const queue = (
      await call(payments, 'GET', '/top-up-requests?status=Pending')
    ).json() as Paginated<TopUpRequest>;
    expect(queue.items.map((item) => item.id)).toContain(asked.id);
    expect(queue.items.every((item) => item.status === 'Pending')).toBe(true);
  });
});
