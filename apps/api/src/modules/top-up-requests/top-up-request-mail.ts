import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agents } from '../../db/schema/index';
import { formatDateTime } from '../../lib/words';
import { formatMoney } from '../bookings-core/booking-text';
import { enqueueMail, type MailContext } from '../mail/mail.service';
import { type NoticeDetail, noticeMail } from '../mail/mail-templates';

const words = {
  ar: {
    subject: (amount: string) => `رُفض طلب شحن ${amount}`,
    greeting: (name: string) => `مرحباً ${name}،`,
    body: 'رفض فريق مسار طلبك لشحن المحفظة، ولم يتغيّر رصيدك.',
    advice: 'إن كنت قد أجريت التحويل، فأرسل طلباً جديداً بمرجعه وإيصاله.',
    amount: 'المبلغ',
    reference: 'مرجع التحويل',
    requested: 'تاريخ الطلب',
    reason: 'السبب',
    link: 'عرض طلبات الشحن',
    signature: 'فريق مسار',
  },
  en: {
    subject: (amount: string) => `Your top-up request of ${amount} was rejected`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'The Masar team rejected your request to top up your wallet: your balance is unchanged.',
    advice: 'If you did make the transfer, send a new request with its reference and receipt.',
    amount: 'Amount',
    reference: 'Transfer reference',
    requested: 'Requested on',
    reason: 'Reason',
    link: 'See my top-up requests',
    signature: 'The Masar team',
  },
} as const;

/**
 * The e-mail of a rejected top-up request (issue #19): the amount, the agent's own bank reference and the
 * admin's reason, in the agent's language, written in the transaction of the rejection. An approval's e-mail is
 * the balance change's (transactions/balance-mail).
 */
export async function mailTopUpRejected(
  tx: Queryable,
  context: MailContext,
  request: {
    agentId: string;
    amount: number;
    currency: string;
    bankReference: string;
    createdAt: Date;
    reason: string;
  },
): Promise<void> {
  const [agent] = await tx
    .select({ email: agents.email, name: agents.name, language: agents.language })
    .from(agents)
    .where(eq(agents.id, request.agentId));
  if (!agent) return;
  const { language } = agent;
  const w = words[language];
  const amount = formatMoney(request.amount, request.currency, language);
  // The reference and the reason are what the agent and the admin typed, in either script.
  const details: NoticeDetail[] = [
    [w.amount, amount],
    [w.reference, request.bankReference, 'auto'],
    [w.requested, formatDateTime(request.createdAt.toISOString(), context.timeZone, language)],
    [w.reason, request.reason, 'auto'],
  ];
  const prefix = language === 'en' ? '/en' : '';
  await enqueueMail(tx, context.mode, {
    kind: 'TopUpRequestRejected',
    recipient: agent.email,
    language,
    ...noticeMail({
      subject: w.subject(amount),
      paragraphs: [w.greeting(agent.name.replace(/\s+/g, ' ').trim()), w.body, w.advice],
      details,
      link: { label: w.link, href: `${context.publicUrl}${prefix}/panel/top-up-requests` },
      signature: w.signature,
    }),
  });
}
