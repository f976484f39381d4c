import { useTranslation } from '../../../shared/i18n/translation';

/** The admins' booking screens whose pieces are shared: agents' bookings and customers' bookings (orders). */
export type AdminBookingsNamespace = 'agents-bookings' | 'customer-bookings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The screen's translator for a shared piece. Both namespaces hold the keys the pieces read (`actions.*`,
 * `confirm.*`, `drawer.adminActions*`…), but TypeScript cannot check a key against a union of namespaces:
 * the keys are loosened here, once. `bookings:` keys (statuses) read the shared booking vocabulary.
 */
export function useAdminBookingsTranslation(namespace: AdminBookingsNamespace) {
  const { t, i18n } = useTranslation([namespace, 'bookings']);
  return { t: t as unknown as Translate, i18n };
}
