import type { LiveEvent, PushMessage } from '@masar/contract/notifications';
import { keptFormat } from '../../lib/intl-formats';

export type Language = 'ar' | 'en';

interface Text {
  title: string;
  body: string;
}

/** Booking notifications in both languages; `ref` is the booking reference. */
const bookingText: Record<
  Exclude<
    LiveEvent['type'],
    | 'balance.changed'
    | 'balance.low'
    | 'topUpRequest.approved'
    | 'topUpRequest.rejected'
    | 'announcement'
    | 'account.changed'
    | 'driverJob.status'
    | 'driverJob.assigned'
    | 'driverJob.changed'
    | 'driverJob.withdrawn'
    | 'dispatch.changed'
  >,
  Record<Language, (ref: string) => Text>
> = {
  'agentBooking.created': {
    ar: (ref) => ({ title: 'حجز وكيل جديد', body: `وصل الحجز ${ref} وينتظر القبول.` }),
    en: (ref) => ({ title: 'New agent booking', body: `Booking ${ref} is waiting to be accepted.` }),
  },
  'agentBooking.accepted': {
    ar: (ref) => ({ title: 'تم قبول الحجز', body: `تم قبول الحجز ${ref}.` }),
    en: (ref) => ({ title: 'Booking accepted', body: `Booking ${ref} has been accepted.` }),
  },
  'agentBooking.completed': {
    ar: (ref) => ({ title: 'اكتملت الرحلة', body: `اكتمل الحجز ${ref}.` }),
    en: (ref) => ({ title: 'Trip completed', body: `Booking ${ref} has been completed.` }),
  },
  'agentBooking.refunded': {
    ar: (ref) => ({ title: 'تم استرداد الحجز', body: `أُعيد مبلغ الحجز ${ref} إلى محفظتك.` }),
    en: (ref) => ({ title: 'Booking refunded', body: `The price of booking ${ref} is back in your wallet.` }),
  },
  'agentBooking.cancelled': {
    ar: (ref) => ({ title: 'ألغى الوكيل حجزًا', body: `أُلغي الحجز ${ref} وأُعيد مبلغه إلى محفظة الوكيل.` }),
    en: (ref) => ({ title: 'Agent cancelled a booking', body: `Booking ${ref} was cancelled and refunded.` }),
  },
  'customerBooking.created': {
    ar: (ref) => ({ title: 'حجز عميل جديد', body: `وصل الحجز ${ref} وينتظر القبول.` }),
    en: (ref) => ({ title: 'New customer booking', body: `Booking ${ref} is waiting to be accepted.` }),
  },
  'customerBooking.accepted': {
    ar: (ref) => ({ title: 'تم قبول حجزك', body: `تم قبول الحجز ${ref}.` }),
    en: (ref) => ({ title: 'Your booking is accepted', body: `Booking ${ref} has been accepted.` }),
  },
  'customerBooking.completed': {
    ar: (ref) => ({ title: 'اكتملت رحلتك', body: `اكتمل الحجز ${ref}. شكرًا لك.` }),
    en: (ref) => ({ title: 'Trip completed', body: `Booking ${ref} has been completed. Thank you.` }),
  },
  'customerBooking.cancelled': {
    ar: (ref) => ({ title: 'أُلغي الحجز', body: `أُلغي الحجز ${ref}.` }),
    en: (ref) => ({ title: 'Booking cancelled', body: `Booking ${ref} has been cancelled.` }),
  },
};

/** Language-neutral page each event opens (the English one gets the /en prefix). */
const pageOf: Record<
  Exclude<LiveEvent['type'], 'announcement' | 'account.changed' | `driverJob.${string}` | 'dispatch.changed'>,
  string
> = {
  'agentBooking.created': '/admin-panel/agents-bookings',
  'agentBooking.cancelled': '/admin-panel/agents-bookings',
  'agentBooking.accepted': '/panel/requests',
  'agentBooking.completed': '/panel/profile/trips-history',
  'agentBooking.refunded': '/panel/profile/wallet-transactions',
  'balance.changed': '/panel/profile/wallet-transactions',
  'balance.low': '/panel/top-up-requests',
  'topUpRequest.approved': '/panel/top-up-requests',
  'topUpRequest.rejected': '/panel/top-up-requests',
  'customerBooking.created': '/admin-panel/orders',
  'customerBooking.accepted': '/account/bookings',
  'customerBooking.completed': '/account/bookings',
  'customerBooking.cancelled': '/account/bookings',
};

/**
 * A booking reference inside an Arabic sentence, isolated left-to-right (LRI … PDI): toasts and system
 * notifications are plain text, and without the isolate a right-to-left line reorders "MS-261126-0012."
 * around its hyphens and the full stop.
 */
const referenceIn = (reference: string, language: Language) =>
  language === 'ar' ? `\u2066${reference}\u2069` : reference;

const localize = (path: string, language: Language) =>
  language === 'ar' ? path : path === '/' ? '/en' : `/en${path}`;

/** Minor units as money, Latin digits in both languages, as the web app shows money. */
function money(minor: number, currency: string, language: Language): string {
  const amount = keptFormat(
    `notification money ${language} ${currency}`,
    () =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
        style: 'currency',
        currency,
      }),
  );
  const digits = amount.resolvedOptions().maximumFractionDigits ?? 2;
  return amount.format(minor / 10 ** digits);
}

/** The wallet notifications of issue #19: a low balance, a top-up request decided. */
function creditText(
  event: Extract<LiveEvent, { type: 'balance.low' | 'topUpRequest.approved' | 'topUpRequest.rejected' }>,
  language: Language,
): Text {
  if (event.type === 'balance.low') {
    const balance = money(event.balance, event.currency, language);
    return language === 'ar'
      ? { title: 'رصيدك منخفض', body: `رصيدك الآن ${balance}، أقل من حد التنبيه. اطلب شحن المحفظة.` }
      : {
          title: 'Your balance is low',
          body: `Your balance is now ${balance}, below your alert. Request a top-up.`,
        };
  }
  const amount = money(event.amount, event.currency, language);
  if (event.type === 'topUpRequest.approved') {
    return language === 'ar'
      ? { title: 'تمت الموافقة على طلب الشحن', body: `أُضيف ${amount} إلى محفظتك.` }
      : { title: 'Top-up approved', body: `${amount} has been added to your wallet.` };
  }
  return language === 'ar'
    ? { title: 'رُفض طلب الشحن', body: `رُفض طلب شحن ${amount}. اطّلع على السبب في طلباتك.` }
    : {
        title: 'Top-up rejected',
        body: `Your top-up request of ${amount} was rejected. See the reason in your requests.`,
      };
}

function balanceText(event: Extract<LiveEvent, { type: 'balance.changed' }>, language: Language): Text {
  const balance = money(event.balance, event.currency, language);
  return language === 'ar'
    ? { title: 'تغيّر رصيد محفظتك', body: `رصيدك الآن: ${balance}` }
    : { title: 'Your wallet balance changed', body: `Your balance is now ${balance}` };
}

type DriverJobLiveEvent = Extract<LiveEvent, { type: `driverJob.${string}` }>;
const isDriverJobEvent = (event: LiveEvent): event is DriverJobLiveEvent =>
  event.type.startsWith('driverJob.');

/**
 * A driver job's notifications (issue #18): to the booking's owner when a driver is assigned and when they
 * arrive (the other steps only refresh open pages: null), to the driver when their job changes.
 */
function driverJobText(event: DriverJobLiveEvent, language: Language): { text: Text; link: string } | null {
  const ref = referenceIn(event.reference, language);
  const ar = language === 'ar';
  if (event.type === 'driverJob.status') {
    const link = event.bookingKind === 'Agent' ? '/panel/profile/trips-history' : '/account/bookings';
    if (event.status === 'Assigned') {
      return {
        link,
        text: ar
          ? { title: 'تم تعيين سائق', body: `عُيّن سائق للحجز ${ref}.` }
          : { title: 'Driver assigned', body: `A driver has been assigned to booking ${ref}.` },
      };
    }
    if (event.status === 'Arrived') {
      return {
        link,
        text: ar
          ? { title: 'وصل السائق', body: `وصل سائق الحجز ${ref} إلى نقطة الاستلام.` }
          : { title: 'Driver arrived', body: `The driver of booking ${ref} is at the pickup point.` },
      };
    }
    return null;
  }
  if (event.type === 'driverJob.withdrawn') {
    return {
      link: '/driver',
      text: ar
        ? { title: 'سُحبت مهمة', body: `لم تعد الرحلة ${ref} مسندة إليك.` }
        : { title: 'Job taken away', body: `Trip ${ref} is no longer yours.` },
    };
  }
  const link = `/driver/job?id=${event.jobId}`;
  if (event.type === 'driverJob.assigned') {
    return {
      link,
      text: ar
        ? { title: 'مهمة جديدة', body: `أُسندت إليك الرحلة ${ref}.` }
        : { title: 'New job', body: `Trip ${ref} has been assigned to you.` },
    };
  }
  return {
    link,
    text: ar
      ? { title: 'تغيّرت مهمة', body: `تغيّرت تفاصيل الرحلة ${ref}، راجعها.` }
      : { title: 'Job changed', body: `Trip ${ref} has changed; please check it.` },
  };
}

/** The notification of an event, written in the reader's language (spec §3 push message shape). */
export function messageFor(event: LiveEvent, language: Language, eventId: string): PushMessage {
  // Silent: the page acts on it (a new session), the reader is told nothing.
  if (event.type === 'account.changed' || event.type === 'dispatch.changed') {
    return { data: { eventId, type: event.type } };
  }
  let text: Text;
  let link: string | undefined;
  if (isDriverJobEvent(event)) {
    const driverJob = driverJobText(event, language);
    // Silent (a step the owner is not told of): open pages refresh, no toast, no push.
    if (!driverJob) return { data: { eventId, type: event.type } };
    text = driverJob.text;
    link = localize(driverJob.link, language);
  } else if (event.type === 'announcement') {
    text = { title: event.title, body: event.body };
    link = event.link && localize(event.link, language);
  } else {
    text =
      event.type === 'balance.changed'
        ? balanceText(event, language)
        : 'reference' in event
          ? bookingText[event.type][language](referenceIn(event.reference, language))
          : creditText(event, language);
    link = localize(pageOf[event.type], language);
  }
  return { notification: text, data: { ...(link && { link }), eventId, type: event.type } };
}
