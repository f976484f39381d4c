import type pg from 'pg';

/** The volume issue #9 asks for; BENCH_SCALE (0–1) shrinks it for a quick run. */
export interface Volume {
  agents: number;
  areas: number;
  /** Route prices of the bench areas: within each area, then between neighbouring areas (issue #17). */
  routePrices: number;
  cars: number;
  bookings: number;
  customers: number;
}

export function volume(scale = Number(process.env.BENCH_SCALE ?? 1)): Volume {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    agents: of(1000),
    areas: 200,
    routePrices: 40_000,
    cars: 50,
    bookings: of(500_000),
    customers: of(50_000),
  };
}

/** The bench travellers' names: the filled bookings' and the booking row's (a surname is in 1 booking of 20). */
const FIRST_NAMES = [
  'Sara',
  'Omar',
  'Fatimah',
  'Khalid',
  'Noura',
  'Ahmed',
  'Lama',
  'Faisal',
  'Reem',
  'Yousef',
  'Maha',
  'Sultan',
  'Hessa',
  'Turki',
  'Dana',
  'Majed',
  'John',
  'Emma',
  'Ali',
  'Aisha',
];
const SURNAMES = [
  'Al-Harbi',
  'Al-Qahtani',
  'Al-Otaibi',
  'Al-Ghamdi',
  'Al-Zahrani',
  'Al-Dosari',
  'Al-Shehri',
  'Al-Mutairi',
  'Al-Anazi',
  'Al-Shammari',
  'Smith',
  'Khan',
  'Haddad',
  'Nasser',
  'Farouk',
  'Saleh',
  'Mansour',
  'Aziz',
  'Rahman',
  'Hamdan',
];

/**
 * A traveller like the filled bookings' (same names, a mobile number, a flight spread over SV1000–SV9999), for
 * the booking row: its bookings then leave the newest rows shaped like the rest, and the search rows measure
 * the same data whether the booking row ran before them or not.
 */
export function benchTraveller() {
  const n = Math.floor(Math.random() * 1_000_000);
  return {
    travellerName: `${FIRST_NAMES[n % 20]} ${SURNAMES[Math.floor(n / 20) % 20]} ${n % 997}`,
    travellerPhone: `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    flightNumber: `SV${1000 + (n % 9000)}`,
  };
}

/** Every bench account signs in with this password. */
export const BENCH_PASSWORD = 'Bench-Pass-2026!';
export const benchAgentEmail = (n: number) => `bench-agent-${n}@masar.test`;

/**
 * Issue #17: up to 200 trips between a bench airport and a point in a neighbouring area, priced by the
 * area-to-area routes among the route prices filled below.
 */
export async function crossTripEnds(client: Pick<pg.Pool, 'query'>) {
  const { rows } = await client.query<{ location_id: string; lat: number; lng: number }>(
    `select distinct on (s.area_id, s.to_area_id) l.id as location_id,
            (t.min_lat + t.max_lat) / 2 + 0.05 as lat, (t.min_lng + t.max_lng) / 2 + 0.05 as lng
       from taxi_services s
       join locations l on l.area_id = s.area_id and l.name_en like 'Bench airport %'
       join areas t on t.id = s.to_area_id
      where s.to_area_id is not null and s.deleted_at is null
      order by s.area_id, s.to_area_id
      limit 200`,
  );
  return rows;
}

/**
 * Fills the database through SQL (not HTTP) on top of the demo data: areas on a grid over the
 * kingdom, cars, a taxi service per area and car, agents each with one top-up, a year of bookings
 * with their Booking debits and Refund credits, and customers. The ledger it writes satisfies the
 * DESIGN.md §5 invariants, so the money checks of the load run start from a clean state.
 */
export async function fillLargeData(client: pg.PoolClient, size: Volume, passwordHash: string) {
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    console.log(
      `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);

  // 0.45° squares on a 20-column grid from 16°N 36°E: 200 areas cover most of the kingdom.
  await step(
    'areas',
    `insert into areas (name_ar, name_en, polygon, min_lat, max_lat, min_lng, max_lng, area_km2)
     select 'منطقة الاختبار ' || n, 'Bench area ' || n,
            jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
              jsonb_build_array(lng, lat), jsonb_build_array(lng + 0.45, lat),
              jsonb_build_array(lng + 0.45, lat + 0.45), jsonb_build_array(lng, lat + 0.45),
              jsonb_build_array(lng, lat)))),
            lat, lat + 0.45, lng, lng + 0.45, 0.45 * 111 * 0.45 * 111 * cos(radians(lat + 0.225))
       from (select n, 16 + (n / 20) * 0.5 as lat, 36 + (n % 20) * 0.5 as lng
               from generate_series(0, greatest(0, $1::int - (select count(*)::int from areas)) - 1) n) grid`,
    [size.areas],
  );
  await step(
    'cars',
    `insert into cars (name_ar, name_en, type, passengers, bags)
     select 'سيارة اختبار ' || n, 'Bench car ' || n,
            (array['SUV','Sedan','Hatchback','Convertible','Pickup','Minivan','Van'])[1 + n % 7],
            3 + n % 10, 2 + n % 8
       from generate_series(1, greatest(0, $1::int - (select count(*)::int from cars))) n`,
    [size.cars],
  );
  await step(
    'taxi services',
    `insert into taxi_services (area_id, car_id, price, hourly_price, min_hours)
     select a.id, c.id, (8000 + (abs(hashtext(a.id::text || c.id::text)) % 40000))::bigint,
            (10000 + (abs(hashtext(c.id::text)) % 10000))::bigint, 3
       from areas a cross join cars c
      where a.name_en like 'Bench area %' and c.name_en like 'Bench car %'
        and abs(hashtext(a.id::text || c.id::text)) % 5 < 2`,
  );
  // Issue #17: 40,000 route prices across the 200 areas. On top of the within-area prices above, routes
  // between an area and its grid neighbours (right 1–3 columns, up 1–2 rows, the diagonals), every bench
  // car, until the bench areas hold `routePrices` prices; and one airport in the middle of each area.
  await step(
    'area-to-area route prices',
    `with bench as (
       select id, substr(name_en, 12)::int as n from areas where name_en like 'Bench area %'
     ), pairs as (
       select a.id as area_id, b.id as to_area_id, a.n, b.n - a.n as step
         from bench a join bench b
           on b.n - a.n in (1, 2, 3, 20, 21, 40, 41, 19, 39, 60)
          and (b.n % 20) >= (a.n % 20) - 1
     ), wanted as (
       select greatest(0, $1::int - (select count(*)::int from taxi_services s join bench on bench.id = s.area_id)) as n
     )
     insert into taxi_services (area_id, to_area_id, car_id, price)
     select p.area_id, p.to_area_id, c.id, (20000 + (abs(hashtext(p.area_id::text || p.to_area_id::text || c.id::text)) % 80000))::bigint
       from pairs p cross join cars c
      where c.name_en like 'Bench car %'
      order by p.step, p.n, c.name_en
      limit (select n from wanted)`,
    [size.routePrices],
  );
  await step(
    'bench airports',
    `insert into locations (name_ar, name_en, type, lat, lng, area_id)
     select 'مطار ' || a.name_ar, 'Bench airport ' || substr(a.name_en, 12), 'Airport',
            (a.min_lat + a.max_lat) / 2, (a.min_lng + a.max_lng) / 2, a.id
       from areas a
      where a.name_en like 'Bench area %'
        and not exists (select 1 from locations l where l.area_id = a.id and l.name_en like 'Bench airport %')`,
  );
  await step(
    'agents',
    `insert into agents (name, email, password_hash, phone, company_name, country, city)
     select 'Bench Agent ' || n, 'bench-agent-' || n || '@masar.test', $2, '+9665' || lpad(n::text, 8, '0'),
            'Bench Travel ' || (n % 200), 'SA', (array['Riyadh','Jeddah','Dammam','Makkah'])[1 + n % 4]
       from generate_series(1, $1::int) n`,
    [size.agents, passwordHash],
  );
  await step(
    'customers',
    `insert into users (name, email, password_hash, phone)
     select 'Bench Customer ' || n, 'bench-user-' || n || '@masar.test', $2, '+9665' || lpad((n + 50000000)::text, 8, '0')
       from generate_series(1, $1::int) n`,
    [size.customers, passwordHash],
  );
  // Agents are skewed like real ones: agent 1 is the busiest (about 1 % of all bookings).
  await step(
    'bookings',
    `with bench_agents as (
       select id, row_number() over (order by length(email), email) as k from agents where email like 'bench-agent-%'
     ), services as (
       select s.id, s.area_id, s.car_id, s.price, row_number() over (order by s.id) as k,
              jsonb_build_object(
                'area', jsonb_build_object('id', a.id, 'nameAr', a.name_ar, 'nameEn', a.name_en),
                'location', null,
                'car', jsonb_build_object('id', c.id, 'nameAr', c.name_ar, 'nameEn', c.name_en,
                  'type', c.type, 'passengers', c.passengers, 'bags', c.bags)) as snapshot,
              c.type as car_type, a.min_lat, a.min_lng
         from taxi_services s join areas a on a.id = s.area_id join cars c on c.id = s.car_id
        where a.name_en like 'Bench area %'
     ), picks as (
       select n, now() - interval '365 days' + (n::float / $1 * interval '364 days') as created_at,
              case when n % 100 = 0 then 1 else 1 + (abs(hashtext('a' || n)) % (select count(*) from bench_agents)) end as agent_k,
              1 + abs(hashtext('s' || n)) % (select count(*) from services) as service_k,
              abs(hashtext('x' || n)) % 100 as roll
         from generate_series(1, $1::int) n
     )
     insert into agent_bookings (reference, agent_id, status, direction, area_id, car_id, car_type,
       taxi_service_id, snapshot, place_address, place_lat, place_lng, passengers, bags, pickup_at,
       flight_number, traveller_name, traveller_phone, transfer_price, extras, extras_total, total_price,
       currency, refunded_at, refund_reason, accepted_at, completed_at, created_at, updated_at)
     select 'MS-' || to_char(p.created_at at time zone 'Asia/Riyadh', 'YYMMDD') || '-'
              || lpad((least(5000, 9990 - ceil($1::float / 364)::int) + row_number() over (partition by (p.created_at at time zone 'Asia/Riyadh')::date order by p.n))::text, 4, '0'),
            ag.id,
            case when p.roll < 60 then 'Completed' when p.roll < 75 then 'Accepted'
                 when p.roll < 90 then 'Requested' else 'Refunded' end,
            (array['Arrival','Leaving'])[1 + p.n % 2], s.area_id, s.car_id, s.car_type, s.id, s.snapshot,
            'Bench street ' || p.n, s.min_lat + 0.2, s.min_lng + 0.2, 1 + p.n % 4, p.n % 3,
            p.created_at + ((1 + p.n % 30) || ' days')::interval,
            case when p.n % 2 = 0 then 'SV' || (1000 + abs(hashtext('f' || p.n)) % 9000) end,
            ($2::text[])[1 + p.n % 20] || ' ' || ($3::text[])[1 + (p.n / 20) % 20] || ' ' || (p.n % 997),
            '+9665' || lpad(((p.n::bigint * 7919) % 100000000)::text, 8, '0'),
            s.price, '[]'::jsonb, 0, s.price, 'SAR',
            case when p.roll >= 90 then p.created_at + interval '1 hour' end,
            case when p.roll >= 90 then 'Bench refund' end,
            case when p.roll < 75 then p.created_at + interval '30 minutes' end,
            case when p.roll < 60 then p.created_at + interval '2 days' end,
            p.created_at, p.created_at
       from picks p join bench_agents ag on ag.k = p.agent_k join services s on s.k = p.service_k`,
    [size.bookings, FIRST_NAMES, SURNAMES],
  );
  // One top-up a day before each agent's first booking covers everything it booked, plus a float;
  // then every debit and refund in time order with its running balance.
  await step(
    'ledger',
    `with entries as (
       select a.id as agent_id, 'TopUp' as type, 'Incoming' as direction,
              coalesce(sum(b.total_price), 0) + 5000000 as amount, null::uuid as booking_id,
              coalesce(min(b.created_at), now()) - interval '1 day' as created_at
         from agents a left join agent_bookings b on b.agent_id = a.id
        where a.email like 'bench-agent-%' group by a.id
       union all
       select b.agent_id, 'Booking', 'Outgoing', b.total_price, b.id, b.created_at
         from agent_bookings b join agents a on a.id = b.agent_id where a.email like 'bench-agent-%'
       union all
       select b.agent_id, 'Refund', 'Incoming', b.total_price, b.id, b.refunded_at
         from agent_bookings b join agents a on a.id = b.agent_id
        where a.email like 'bench-agent-%' and b.status = 'Refunded'
     ), ordered as (
       select e.*, gen_random_uuid() as id from entries e
     )
     insert into transactions (id, agent_id, type, direction, amount, balance_after, currency, booking_id, note, created_at)
     select id, agent_id, type, direction, amount,
            sum(case when direction = 'Incoming' then amount else -amount end)
              over (partition by agent_id order by created_at, id rows unbounded preceding),
            'SAR', booking_id, case when type = 'TopUp' then 'Bench opening balance' end, created_at
       from ordered`,
  );
  await step(
    'balances',
    `update agents a set balance = l.net
       from (select agent_id, sum(case when direction = 'Incoming' then amount else -amount end) as net
               from transactions group by agent_id) l
      where l.agent_id = a.id and a.email like 'bench-agent-%'`,
  );
  await step(
    'reference counters',
    `insert into booking_reference_counters (day, last)
     select to_date(substr(reference, 4, 6), 'YYMMDD'), max(substr(reference, 11)::int)
       from agent_bookings group by 1
     on conflict (day) do update set last = greatest(booking_reference_counters.last, excluded.last)`,
  );
  // Autovacuum would get there on its own; the load run should not measure a table it has not reached yet.
  await step('vacuum', 'vacuum analyze');
}
