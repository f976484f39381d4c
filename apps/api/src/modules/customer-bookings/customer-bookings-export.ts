import type { Writable } from 'node:stream';
import type {
  CustomerBooking,
  CustomerBookingStatus,
  PaymentMethod,
} from '@masar/contract/customer-bookings';
import { writeXlsx } from '../../lib/xlsx';
import { bookingExportColumns, type ExportOptions } from '../bookings-core/booking-columns';
import type { Lang } from '../bookings-core/booking-text';

/** The .xlsx of the admins' customer-bookings list, headers and values in the request language. */

const customerStatusNames: Record<Lang, Record<CustomerBookingStatus, string>> = {
  en: { Requested: 'Requested', Accepted: 'Accepted', Completed: 'Completed', Cancelled: 'Cancelled' },
  ar: { Requested: 'مطلوب', Accepted: 'مقبول', Completed: 'مكتمل', Cancelled: 'ملغى' },
};

const paymentNames: Record<Lang, Record<PaymentMethod, string>> = {
  en: { Cash: 'Cash to the driver', Card: 'Card to the driver' },
  ar: { Cash: 'نقدًا للسائق', Card: 'بطاقة للسائق' },
};

const headers = {
  en: { payment: 'Payment', customer: 'Customer', email: 'Customer email', cancelReason: 'Cancel reason' },
  ar: { payment: 'الدفع', customer: 'العميل', email: 'بريد العميل', cancelReason: 'سبب الإلغاء' },
} satisfies Record<Lang, Record<string, string>>;

const sheetNames: Record<Lang, string> = { en: 'Customer bookings', ar: 'حجوزات العملاء' };

/** Streams the bookings into `output` as an .xlsx; resolves with how many were written (see writeXlsx). */
export function writeCustomerBookingsXlsx(
  output: Writable,
  bookings: AsyncIterable<CustomerBooking>,
  options: ExportOptions,
): Promise<number> {
  const { lang } = options;
  const text = headers[lang];
  const columns = bookingExportColumns<CustomerBooking>(options, {
    status: (booking) => customerStatusNames[lang][booking.status],
    afterStatus: [
      { header: text.payment, width: 18, value: (booking) => paymentNames[lang][booking.paymentMethod] },
    ],
    owner: [
      { header: text.customer, width: 24, value: (booking) => booking.customer.name },
      { header: text.email, width: 28, value: (booking) => booking.customer.email },
    ],
    last: [{ header: text.cancelReason, width: 30, value: (booking) => booking.cancelReason }],
  });
  return writeXlsx(output, columns, bookings, { sheetName: sheetNames[lang], rightToLeft: lang === 'ar' });
}
