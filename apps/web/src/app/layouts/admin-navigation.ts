import { hasPermission, type Permission } from '@masar/contract/permissions';
import {
  type Icon,
  IconCar,
  IconGauge,
  IconMapPin,
  IconRoute,
  IconSparkles,
  IconTicket,
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
  /** Needed to see the entry; none ⇒ every admin (catalogue reads are open to all admins, DESIGN §4). */
  permission?: Permission;
}

export interface AdminNavSection {
  kind: 'section';
  label: SectionLabel;
  icon: Icon;
  permission?: Permission;
  links: AdminNavLink[];
}

export type AdminNavEntry = AdminNavLink | AdminNavSection;

const link = (title: PageTitle, to: string, permission?: Permission, icon?: Icon): AdminNavLink => ({
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
  link('extraServices', '/admin-panel/extra-services', undefined, IconSparkles),
];

const allowed = (held: readonly Permission[], needed: Permission | undefined) =>
  needed === undefined || hasPermission(held, needed);

/** The entries an admin with these permissions may see; sections left empty disappear. */
export function visibleAdminNavigation(held: readonly Permission[]): AdminNavEntry[] {
  return adminNavigation.flatMap((entry): AdminNavEntry[] => {
    if (!allowed(held, entry.permission)) return [];
    if (entry.kind === 'link') return [entry];
    const links = entry.links.filter((item) => allowed(held, item.permission));
    return links.length ? [{ ...entry, links }] : [];
  });
}
