import { randomBytes } from 'node:crypto';
import { permissions as allPermissions } from '@masar/contract/permissions';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { admins, appMeta } from '../db/schema/index';
import { createAdmin, createAgent, createPlace, createUser } from './factories';
import { loadDemoBookings } from './seed-bookings';
import { loadDemoCatalogue } from './seed-catalogue';
import { loadDemoCustomerBookings } from './seed-customer-bookings';
import { loadDemoDriver } from './seed-driver';

/** Demo accounts: fixed, documented passwords (README "Demo data"); never used outside demo data. */
export const demoAccounts = {
  superAdmin: { email: 'admin@masar.test', password: 'Admin-Pass-2026!' },
  opsAdmin: { email: 'ops@masar.test', password: 'Admin-Pass-2026!' },
  viewerAdmin: { email: 'viewer@masar.test', password: 'Admin-Pass-2026!' },
  agent: { email: 'agent@masar.test', password: 'Agent-Pass-2026!' },
  agent2: { email: 'agent2@masar.test', password: 'Agent-Pass-2026!' },
  agent3: { email: 'agent3@masar.test', password: 'Agent-Pass-2026!' },
  user: { email: 'user@masar.test', password: 'User-Pass-2026!' },
  /** Drivers sign in with their mobile, in any Saudi form. */
  driver: { mobile: '0551234567', password: 'Driver-Pass-2026!' },
} as const;

/** Places the demo agents saved: real landmarks of Riyadh and Jeddah with their coordinates. */
const landmarks = {
  kingdomCentre: {
    name: 'Kingdom Centre Tower',
    address: 'King Fahd Rd, Al Olaya, Riyadh 12214',
    lat: 24.711389,
    lng: 46.674444,
    notes: 'Main entrance on King Fahd Road',
  },
  faisaliah: {
    name: 'Al Faisaliah Tower',
    address: 'King Fahd Rd, Al Olaya, Riyadh 12212',
    lat: 24.690556,
    lng: 46.685278,
    notes: null,
  },
  masmak: {
    name: 'Al Masmak Fortress',
    address: 'Imam Turki Ibn Abdullah Ibn Muhammad St, Ad Dirah, Riyadh 12634',
    lat: 24.631222,
    lng: 46.713389,
    notes: 'Drop-off at the Dirah square side',
  },
  historicJeddah: {
    name: 'Historic Jeddah (Al-Balad)',
    address: 'Al-Balad, Jeddah 22236',
    lat: 21.485833,
    lng: 39.186389,
    notes: 'Narrow streets: meet at Bab Makkah',
  },
  kingFahdFountain: {
    name: 'King Fahd’s Fountain',
    address: 'Corniche Rd, Al Hamra’a, Jeddah 23323',
    lat: 21.515,
    lng: 39.145556,
    notes: null,
  },
  redSeaMall: {
    name: 'Red Sea Mall',
    address: 'King Abdulaziz Rd, Obhur Al Janubiyah, Jeddah 23812',
    lat: 21.627222,
    lng: 39.110833,
    notes: 'Gate 1',
  },
};

export async function loadDemoData(db: Database): Promise<void> {
  const a = demoAccounts;
  await createAdmin(db, { name: 'Masar Admin', ...a.superAdmin, permissions: [...allPermissions] });
  // The demo's accepted and completed bookings were moved by operations.
  const operations = await createAdmin(db, {
    name: 'Operations (limited)',
    ...a.opsAdmin,
    permissions: ['ViewAgents', 'ViewAgentsBookings', 'ManageOrders', 'ViewReports'],
  });
  await createAdmin(db, { name: 'Auditor (read-only)', ...a.viewerAdmin, permissions: ['ViewerAdmin'] });
  const agent = (name: string, companyName: string, city: string, balance: number) => ({
    name,
    companyName,
    city,
    country: 'SA',
    phone: '+966550000000',
    balance,
  });
  const sara = await createAgent(db, {
    ...a.agent,
    ...agent('Sara Al-Harbi', 'Rawabi Travel', 'Riyadh', 500_000),
  });
  const omar = await createAgent(db, {
    ...a.agent2,
    ...agent('Omar Haddad', 'Nakheel Tours', 'Jeddah', 1_500_000),
  });
  const lina = await createAgent(db, { ...a.agent3, ...agent('Lina Aziz', 'Sahara Trips', 'Dammam', 0) });
  const l = landmarks;
  const savedPlaces = [
    { agentId: sara.id, places: [l.kingdomCentre, l.faisaliah, l.masmak] },
    { agentId: omar.id, places: [l.historicJeddah, l.kingFahdFountain, l.redSeaMall] },
    { agentId: lina.id, places: [l.masmak, l.historicJeddah] },
  ];
  for (const { agentId, places } of savedPlaces) {
    // Saved an hour apart, so "newest first" has a visible order.
    for (const [index, place] of places.entries()) {
      const savedAt = new Date(Date.now() - (places.length - index) * 3_600_000);
      await createPlace(db, { agentId, ...place, createdAt: savedAt, updatedAt: savedAt });
    }
  }
  await createUser(db, { ...a.user, name: 'Yousef Customer', phone: '+966501112233' });
  await loadDemoCatalogue(db);
  await loadDemoCustomerBookings(db, a.user.email, operations.id);
  await loadDemoBookings(db, sara.id, operations.id, [
    {
      direction: 'Arrival',
      airport: 'RUH',
      place: l.kingdomCentre.name,
      pickupInDays: -6,
      traveller: ['Khalid Al-Otaibi', '+966501110001'],
      flightNumber: 'SV1021',
      status: 'Completed',
    },
    {
      direction: 'Leaving',
      airport: 'RUH',
      place: l.faisaliah.name,
      pickupInDays: -2,
      traveller: ['Emma Clarke', '+447700900123'],
      flightNumber: 'BA264',
      status: 'Completed',
    },
    {
      direction: 'Arrival',
      airport: 'RUH',
      place: l.masmak.name,
      pickupInDays: 3,
      traveller: ['نورة العتيبي', '+966501110002'],
      flightNumber: 'SV1460',
      status: 'Refunded',
    },
    {
      direction: 'Hourly',
      place: l.kingdomCentre.name,
      pickupInDays: 2,
      hours: 4,
      traveller: ['Ahmed Saleh', '+966501110003'],
      status: 'Accepted',
    },
    {
      direction: 'Arrival',
      airport: 'RUH',
      place: l.faisaliah.name,
      pickupInDays: 4,
      traveller: ['سارة القحطاني', '+966501110004'],
      flightNumber: 'EK815',
      status: 'Requested',
    },
    {
      direction: 'Leaving',
      airport: 'RUH',
      place: l.kingdomCentre.name,
      pickupInDays: 6,
      traveller: ['Omar Farouk', '+201001234567'],
      flightNumber: 'MS616',
      status: 'Requested',
    },
  ]);
  await loadDemoBookings(db, omar.id, operations.id, [
    {
      direction: 'Arrival',
      airport: 'JED',
      place: l.historicJeddah.name,
      pickupInDays: 5,
      traveller: ['Fatima Zahra', '+212600112233'],
      flightNumber: 'AT200',
      status: 'Requested',
    },
  ]);
  await loadDemoDriver(db, a.driver, operations.id);
}

function demoNotes(): string[] {
  const a = demoAccounts;
  return [
    'Demo accounts (demo data is loaded; see README):',
    `  Super admin:      ${a.superAdmin.email} / ${a.superAdmin.password}`,
    `  Limited admins:   ${a.opsAdmin.email}, ${a.viewerAdmin.email} / ${a.opsAdmin.password}`,
    `  Agents:           ${a.agent.email}, ${a.agent2.email}, ${a.agent3.email} / ${a.agent.password}`,
    `  Customer:         ${a.user.email} / ${a.user.password}`,
    `  Driver (mobile):  ${a.driver.mobile} / ${a.driver.password}`,
  ];
}

/**
 * Start-up data: demo data when asked (once), then the super admin from MASAR_ADMIN_EMAIL/PASSWORD,
 * or — when there is no admin at all — one with a generated password printed this once.
 * Returns the lines to print.
 */
export async function bootstrap(
  db: Database,
  config: Pick<Config, 'MASAR_ADMIN_EMAIL' | 'MASAR_ADMIN_PASSWORD'>,
  options: { loadDemo: boolean },
): Promise<string[]> {
  const notes: string[] = [];
  const [demo] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_loaded'));
  if (options.loadDemo && !demo) {
    await db.transaction(async (tx) => {
      await loadDemoData(tx as unknown as Database);
      await tx.insert(appMeta).values({ key: 'demo_loaded', value: new Date().toISOString() });
    });
  }
  if (options.loadDemo || demo) notes.push(...demoNotes());

  if (config.MASAR_ADMIN_EMAIL) {
    const email = config.MASAR_ADMIN_EMAIL.toLowerCase();
    const [existing] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`);
    if (!existing) {
      const password = config.MASAR_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      await createAdmin(db, { name: 'Super Admin', email, password, permissions: [...allPermissions] });
      notes.push(
        `Super admin created: ${email}`,
        config.MASAR_ADMIN_PASSWORD
          ? '  (password from MASAR_ADMIN_PASSWORD)'
          : `  password: ${password}   (shown once)`,
      );
    } else {
      notes.push(`Super admin: ${email}`);
    }
    return notes;
  }
  const [admins_] = await db.select({ n: count() }).from(admins);
  if (!admins_?.n) {
    const email = 'admin@masar.local';
    const password = randomBytes(12).toString('base64url');
    await createAdmin(db, { name: 'Super Admin', email, password, permissions: [...allPermissions] });
    notes.push(
      'A super admin was created. Sign in with:',
      `  e-mail:   ${email}`,
      `  password: ${password}`,
      '  This password is shown only once: keep it (or set MASAR_ADMIN_EMAIL / MASAR_ADMIN_PASSWORD).',
    );
  }
  return notes;
}
