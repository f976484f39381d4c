import type { TransactionNoteCode } from '@masar/contract/transactions';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agents } from '../../db/schema/index';
import { formatDateTime } from '../../lib/words';
import { formatMoney } from '../bookings-core/booking-text';
import { enqueueMail, type MailContext } from '../mail/mail.service';
import { type NoticeDetail, noticeMail } from '../mail/mail-templates';
import { transactionNoteText } from './transactions-export';

const words = {
  ar: {
    subject: {
      ADD: (amount: string) => `أُضيف ${amount} إلى محفظتك`,
      SUBTRACT: (amount: string) => `خُصم ${amount} من محفظتك`,
    },
    greeting: (name: string) => `مرحباً ${name}،`,
    body: { ADD: 'أضاف فريق مسار مبلغاً إلى محفظتك.', SUBTRACT: 'خصم فريق مسار مبلغاً من محفظتك.' },
    amount: 'المبلغ',
    balance: 'الرصيد الآن',
    note: 'البيان',
    when: 'الوقت',
    link: 'عرض حركات المحفظة',
    signature: 'فريق مسار',
    low: {
      subject: 'رصيدك في مسار منخفض',
      body: (threshold: string) => `نزل رصيدك عن حدّ التنبيه الذي اخترته (${threshold}).`,
      advice: 'اطلب شحن الرصيد لتواصل الحجز دون انقطاع.',
      threshold: 'حدّ التنبيه',
      available: 'المتاح للحجز',
      link: 'طلب شحن الرصيد',
    },
  },
  en: {
    subject: {
      ADD: (amount: string) => `${amount} added to your Masar wallet`,
      SUBTRACT: (amount: string) => `${amount} taken from your Masar wallet`,
    },
    greeting: (name: string) => `Hello ${name},`,
    body: {
      ADD: 'The Masar team added money to your wallet.',
      SUBTRACT: 'The Masar team took money from your wallet.',
    },
    amount: 'Amount',
    balance: 'Balance now',
    note: 'Note',
    when: 'Time',
    link: 'See my wallet',
    signature: 'The Masar team',
    low: {
      subject: 'Your Masar balance is low',
      body: (threshold: string) => `Your balance went below the alert you chose (${threshold}).`,
      advice: 'Request a top-up to keep booking without a break.',
      threshold: 'Alert below',
      available: 'Available to book',
      link: 'Request a top-up',
    },
  },
} as const;

/**
 * The e-mail of an admin's change to an agent's balance (a top-up, a withdrawal, an approved top-up request), in
 * the agent's language, written in the transaction of the change (issue #20).
 */
export async function mailBalanceChange(
  tx: Queryable,
  context: MailContext,
  change: {
    agentId: string;
    operation: 'ADD' | 'SUBTRACT';
    amount: number;
    balanceAfter: number;
    currency: string;
    noteCode: TransactionNoteCode | null;
    note: string | null;
  },
): Promise<void> {
  const [agent] = await tx
    .select({ email: agents.email, name: agents.name, language: agents.language })
    .from(agents)
    .where(eq(agents.id, change.agentId));
  if (!agent) return;
  const { language } = agent;
  const w = words[language];
  const money = (minor: number) => formatMoney(minor, change.currency, language);
  const note = transactionNoteText(change, language);
  const details: NoticeDetail[] = [
    [w.amount, money(change.amount)],
    [w.balance, money(change.balanceAfter)],
    [w.when, formatDateTime(new Date().toISOString(), context.timeZone, language)],
    ...(note ? ([[w.note, note]] satisfies NoticeDetail[]) : []),
  ];
  const prefix = language === 'en' ? '/en' : '';
  await enqueueMail(tx, context.mode, {
    kind: 'BalanceChanged',
    recipient: agent.email,
    language,
    ...noticeMail({
      subject: w.subject[change.operation](money(change.amount)),
      paragraphs: [w.greeting(agent.name.replace(/\s+/g, ' ').trim()), w.body[change.operation]],
      details,
      link: { label: w.link, href: `${context.publicUrl}${prefix}/panel/profile/wallet-transactions` },
      signature: w.signature,
    }),
  });
}

/**
 * The low-balance e-mail (decision 0011's alert, issue #20): a debit took the agent's balance below their alert,
 * once per crossing, in the transaction of that debit.
 */
export async function mailLowBalance(
  tx: Queryable,
  context: MailContext,
  alert: { agentId: string; balance: number; threshold: number; currency: string },
): Promise<void> {
  const [agent] = await tx
    .select({
      email: agents.email,
      name: agents.name,
      language: agents.language,
      creditLimit: agents.creditLimit,
    })
    .from(agents)
    .where(eq(agents.id, alert.agentId));
  if (!agent) return;
  const { language } = agent;
  const w = words[language];
  const money = (minor: number) => formatMoney(minor, alert.currency, language);
  const details: NoticeDetail[] = [
    [w.balance, money(alert.balance)],
    ...(agent.creditLimit > 0
      ? ([[w.low.available, money(alert.balance + agent.creditLimit)]] satisfies NoticeDetail[])
      : []),
    [w.low.threshold, money(alert.threshold)],
  ];
  const prefix = language === 'en' ? '/en' : '';
  await enqueueMail(tx, context.mode, {
    kind: 'LowBalance',
    recipient: agent.email,
    language,
    ...noticeMail({
      subject: w.low.subject,
      paragraphs: [
        w.greeting(agent.name.replace(/\s+/g, ' ').trim()),
        w.low.body(money(alert.threshold)),
        w.low.advice,
      ],
      details,
      link: { label: w.low.link, href: `${context.publicUrl}${prefix}/panel/top-up-requests` },
      signature: w.signature,
    }),
  });
}
