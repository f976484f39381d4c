import { hasPermission, type Permission, pricingReaders } from '@masar/contract/permission-names';
import {
  type Icon,
  IconCalculator,
  IconCar,
  IconCash,
  IconClipboardList,
  IconClockDollar,
  IconFileInvoice,
  IconGauge,
  IconHistory,
  IconMail,
  IconMapPin,
  IconReceipt,
  IconRoute,
  IconRuler,
  IconSend,
  IconSparkles,
  IconSteeringWheel,
  IconTicket,
  IconUserHeart,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type nav from '../../locales/en/nav.json';
import type { PageTitle } from '../../shared/ui/route-handle';

type SectionLabel = keyof typeof nav.sections;

export interface AdminNavLink {
  kind: 'link';
  title: PageTitle;
  /** Language-neutral path. */
  to: string;
  icon?: Icon;
  /** Needed to see the entry (any one of a list); none ⇒ every admin (catalogue reads are open to all, DESIGN §4). */
  permission?: Permission | readonly Permission[];
}

export interface AdminNavSection {
  kind: 'section';
  label: SectionLabel;
  icon: Icon;
  permission?: Permission;
  links: AdminNavLink[];
}

export type AdminNavEntry = AdminNavLink | AdminNavSection;

const link = (
  title: PageTitle,
  to: string,
  permission?: Permission | readonly Permission[],
  icon?: Icon,
): AdminNavLink => ({
  kind: 'link',
  title,
  to,
  permission,
  icon,
});

/** The admin sidebar. Sections need their View permission; their "define" entries the matching Edit one. */
export const adminNavigation: AdminNavEntry[] = [
  link('dashboard', '/admin-panel', undefined, IconGauge),
  {
    kind: 'section',
    label: 'admins',
    icon: IconUserShield,
    permission: 'ViewAdmins',
    links: [
      link('listAdmins', '/admin-panel/admins/list'),
      link('defineAdmin', '/admin-panel/admins/define', 'EditAdmins'),
    ],
  },
  {
    kind: 'section',
    label: 'agents',
    icon: IconUsers,
    permission: 'ViewAgents',
    links: [
      link('listAgents', '/admin-panel/agents/list'),
      link('defineAgent', '/admin-panel/agents/define', 'EditAgents'),
    ],
  },
  link('agentsBookings', '/admin-panel/agents-bookings', 'ViewAgentsBookings', IconTicket),
  {
    kind: 'section',
    label: 'drivers',
    icon: IconSteeringWheel,
    permission: 'ViewDrivers',
    links: [
      link('listDrivers', '/admin-panel/drivers/list'),
      link('dispatch', '/admin-panel/dispatch'),
      link('defineDriver', '/admin-panel/drivers/define', 'ManageOrders'),
    ],
  },
  link('orders', '/admin-panel/orders', 'ViewOrders', IconClipboardList),
  link('customers', '/admin-panel/customers', 'ViewCustomers', IconUserHeart),
  link('payments', '/admin-panel/payments', 'ViewPayments', IconCash),
  // docs/decisions/0012: invoices are money documents, read with the payments (ViewPayments).
  link('invoices', '/admin-panel/invoices', 'ViewPayments', IconFileInvoice),
  link('topUpQueue', '/admin-panel/top-up-requests', 'ManagePayments', IconReceipt),
  link('adminActions', '/admin-panel/admin-actions', 'ViewAdminActions', IconHistory),
  {
    kind: 'section',
    label: 'cars',
    icon: IconCar,
    links: [
      link('listCars', '/admin-panel/cars/list-cars'),
      link('defineCar', '/admin-panel/cars/define', 'EditCars'),
    ],
  },
  {
    kind: 'section',
    label: 'locations',
    icon: IconMapPin,
    links: [
      link('listLocations', '/admin-panel/locations/list-locations'),
      link('defineLocation', '/admin-panel/locations/define', 'EditLocations'),
      link('areas', '/admin-panel/locations/areas'),
    ],
  },
  link('manageTaxiServices', '/admin-panel/taxi-service/manage', undefined, IconRoute),
  // Issue #17: the price simulator runs the booking's quote on the whole price list; EditTaxiServices.
  link('priceSimulator', '/admin-panel/taxi-service/simulator', 'EditTaxiServices', IconCalculator),
  link('extraServices', '/admin-panel/extra-services', undefined, IconSparkles),
  // Decision 0014: surcharge rules are pricing, read by whoever may change them or any read-only admin.
  link('surcharges', '/admin-panel/surcharges', pricingReaders, IconClockDollar),
  // Decision 0015: the distance fallback is pricing too, read by the same admins.
  link('distancePricing', '/admin-panel/distance-pricing', pricingReaders, IconRuler),
  // docs/decisions/0005: EditAgents writes to agents, EditAdmins to every admin.
  link('notifications', '/admin-panel/notifications', ['EditAgents', 'EditAdmins'], IconSend),
  // docs/decisions/0010: the outbox holds every account's mail (reset links too), so EditAdmins only.
  link('outbox', '/admin-panel/outbox', 'EditAdmins', IconMail),
];

const allowed = (held: readonly Permission[], needed: Permission | readonly Permission[] | undefined) =>
  needed === undefined || [needed].flat().some((one) => hasPermission(held, one));

/** The entries an admin with these permissions may see; sections left empty disappear. */
export function visibleAdminNavigation(held: readonly Permission[]): AdminNavEntry[] {
  return adminNavigation.flatMap((entry): AdminNavEntry[] => {
    if (!allowed(held, entry.permission)) return [];
    if (entry.kind === 'link') return [entry];
    const links = entry.links.filter((item) => allowed(held, item.permission));
    return links.length ? [{ ...entry, links }] : [];
  });
}
