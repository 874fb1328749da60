// The fulfilment bench's data (`npm run bench:fulfilment`): N active subscriptions with their buyers,
// recipients, payments and paid deliveries (the ledger), and 50 approved vendors, made set-based (a few INSERT … SELECT generate_series, not
// N calls of the API) on a database the app's own migrations made. Deterministic: the same N and day
// give the same rows, so the app and the baseline face the same work on PGlite and on PostgreSQL.
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { rowsOf } from "../src/server/db/rows";
import { postcodeDirectory } from "../src/server/lib/postcode-directory";
import { addDaysIso, type IsoDate } from "../src/shared/domain/dates";
import { generationWindowEnd } from "../src/shared/domain/fulfilment";
import { seedLedger } from "./fulfilment-seed-ledger";

/** Monday 1 June 2026, noon in Sydney: the bench's "today" (the app's clock). */
export const BENCH_NOW = new Date("2026-06-01T02:00:00Z");

interface Place {
  postcode: string;
  state: string;
  suburb: string;
}

/** Recipients' postcodes: inner suburbs of eight cities (every one a real postcode of its state). */
export const RECIPIENT_PLACES: readonly Place[] = [
  ...[
    ["2000", "Sydney"],
    ["2010", "Surry Hills"],
    ["2042", "Newtown"],
    ["2060", "North Sydney"],
    ["2031", "Randwick"],
    ["2150", "Parramatta"],
    ["2088", "Mosman"],
    ["2204", "Marrickville"],
    ["2017", "Waterloo"],
    ["2065", "Crows Nest"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "NSW" })),
  ...[
    ["3000", "Melbourne"],
    ["3065", "Fitzroy"],
    ["3121", "Richmond"],
    ["3141", "South Yarra"],
    ["3182", "St Kilda"],
    ["3011", "Footscray"],
    ["3056", "Brunswick"],
    ["3101", "Kew"],
    ["3070", "Northcote"],
    ["3146", "Glen Iris"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "VIC" })),
  ...[
    ["4000", "Brisbane City"],
    ["4005", "New Farm"],
    ["4101", "West End"],
    ["4064", "Milton"],
    ["4051", "Alderley"],
    ["4006", "Fortitude Valley"],
    ["4120", "Greenslopes"],
    ["4059", "Kelvin Grove"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "QLD" })),
  ...[
    ["5000", "Adelaide"],
    ["5006", "North Adelaide"],
    ["5034", "Goodwood"],
    ["5067", "Norwood"],
    ["5045", "Glenelg"],
    ["5082", "Prospect"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "SA" })),
  ...[
    ["6000", "Perth"],
    ["6003", "Northbridge"],
    ["6008", "Subiaco"],
    ["6050", "Mount Lawley"],
    ["6160", "Fremantle"],
    ["6018", "Doubleview"],
    ["6151", "South Perth"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "WA" })),
  ...[
    ["7000", "Hobart"],
    ["7004", "Battery Point"],
    ["7008", "Lenah Valley"],
    ["7018", "Bellerive"],
    ["7010", "Glenorchy"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "TAS" })),
  ...[
    ["2600", "Barton"],
    ["2601", "Acton"],
    ["2612", "Braddon"],
    ["2617", "Belconnen"],
    ["2602", "Dickson"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "ACT" })),
  ...[
    ["0800", "Darwin City"],
    ["0810", "Casuarina"],
    ["0820", "Bayview"],
    ["0830", "Palmerston"],
  ].map(([postcode, suburb]) => ({ postcode: postcode!, suburb: suburb!, state: "NT" })),
];

/** Vendors per city (50 in all), each at its own postcode so no two are equally near an order. */
const VENDORS_PER_STATE: Record<string, number> = { NSW: 9, VIC: 9, QLD: 7, SA: 6, WA: 6, ACT: 5, TAS: 4, NT: 4 };

/** Vendor categories in turn: every plan is offered in most cities, not in all (some orders stay unassigned). */
const CATEGORY_TURNS: readonly string[][] = [
  ["florist"],
  ["gourmet"],
  ["self care"],
  ["florist", "gourmet"],
  ["pleasure"],
  ["self care", "gourmet"],
  ["florist"],
  ["pleasure", "self care"],
  ["gourmet"],
];

export const VENDOR_PLACES: readonly (Place & { categories: string[] })[] = Object.entries(VENDORS_PER_STATE).flatMap(
  ([state, count]) =>
    RECIPIENT_PLACES.filter((p) => p.state === state)
      .slice(0, count)
      .map((place, i) => ({ ...place, categories: CATEGORY_TURNS[i % CATEGORY_TURNS.length]! })),
);

/**
 * Orders a vendor takes per delivery date: more than the busiest seeded vendor gets in a day (a few
 * hundred), so capacity never turns an order away and routing is by area, plan and distance alone (as
 * the baseline routes; the bench's comparison would show a vendor that filled up).
 */
export const VENDOR_DAILY_CAPACITY = 10_000;

/** Every postcode the seed uses, with the centre point the app's postcode directory gives it. */
export function seededPostcodeCentres() {
  const directory = postcodeDirectory();
  return [...new Set([...RECIPIENT_PLACES, ...VENDOR_PLACES].map((p) => p.postcode))].map((postcode) => {
    const found = directory.find(postcode);
    if (!found) throw new Error(`postcode ${postcode} is not in the directory`);
    return { postcode, lat: found.lat, lng: found.lng };
  });
}

export interface SeedFigures {
  subscriptions: number;
  payments: number;
  deliveries: number;
  buyers: number;
  vendors: number;
  ms: number;
}

/**
 * Seeds `count` active subscriptions for `today`: two recipients per buyer; frequency 20% weekly,
 * 30% fortnightly, 40% monthly, 10% quarterly; the five plans in turn; start dates spread over the
 * 13 months before `today` (so regular deliveries fall all over the 14-day window); one in ten has a
 * birthday add-on within 40 days, one in 25 an anniversary in the window (and a Valentine's Day later),
 * one in 50 two add-ons on the same day (one order), one in 100 a plan change saved for a week ahead.
 * All pay as they go: their payments and the deliveries these paid for (fulfilment-seed-ledger.ts).
 */
export async function seedFulfilmentBench(db: Db, count: number, today: IsoDate): Promise<SeedFigures> {
  const started = performance.now();
  const directory = postcodeDirectory();
  for (const place of [...RECIPIENT_PLACES, ...VENDOR_PLACES])
    if (!directory.isIn(place.postcode, place.state)) throw new Error(`${place.postcode} is not in ${place.state}`);
  const buyers = Math.ceil(count / 2);
  const places = JSON.stringify(RECIPIENT_PLACES.map((p, k) => ({ k, ...p })));
  const vendors = JSON.stringify(VENDOR_PLACES.map((p, k) => ({ k: k + 1, ...p, categories: p.categories })));
  const base = async (table: string) =>
    rowsOf<{ n: number }>(await db.execute(sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`)))[0]!.n;
  const [userBase, recipientBase, subscriptionBase, supplierBase] = [
    await base("users"),
    await base("recipient_profiles"),
    await base("subscriptions"),
    await base("suppliers"),
  ];
  const vendorUserBase = userBase + buyers;

  let ledger = { payments: 0, deliveries: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, email, username, password_hash, role, full_name, state, postcode)
      select ${userBase}::int + i, 'bench-buyer-' || i || '@example.com', 'bench-buyer-' || i, 'not-a-password-hash',
        'customer', 'Bench Buyer ' || i, 'NSW', '2000'
      from generate_series(1, ${buyers}::int) i`);
    await tx.execute(sql`
      insert into recipient_profiles (id, user_id, name, relationship, street_number, street_name, suburb, state,
        postcode, gift_categories)
      select ${recipientBase}::int + i, ${userBase}::int + (i + 1) / 2, 'Bench Recipient ' || i, 'friend',
        (i % 200 + 1)::text, 'Bench Street', p.suburb, p.state, p.postcode,
        (array['in-bloom', 'unwind-edit', 'stay-in-stay-close', 'moments-to-savour', 'the-lucky-dip'])[(i / 10) % 5 + 1]
      from generate_series(1, ${count}::int) i
      join jsonb_to_recordset(${places}::jsonb) as p(k int, postcode text, state text, suburb text)
        on p.k = (i * 7) % ${RECIPIENT_PLACES.length}::int`);
    await tx.execute(sql`
      insert into subscriptions (id, user_id, recipient_profile_id, plan_key, status, frequency, billing_interval,
        start_date, amount_cents, add_on_cents, special_dates, pending_plan_key, plan_change_from, payment_provider,
        payment_method_label, updated_at)
      select ${subscriptionBase}::int + i, ${userBase}::int + (i + 1) / 2, ${recipientBase}::int + i,
        (array['in-bloom', 'unwind-edit', 'stay-in-stay-close', 'moments-to-savour', 'the-lucky-dip'])[(i / 10) % 5 + 1],
        'active',
        case when i % 10 < 2 then 'weekly' when i % 10 < 5 then 'fortnightly' when i % 10 < 9 then 'monthly'
          else 'quarterly' end,
        'pay-as-you-go', ${today}::date - (1 + (i * 7919) % 395), 8900,
        case when i % 25 = 11 or i % 50 = 17 then 3000 when i % 10 = 3 then 1500 else 0 end,
        case
          when i % 50 = 17 then jsonb_build_array(
            jsonb_build_object('type', 'birthday', 'name', 'Birthday',
              'date', to_char(${today}::date + i % 14, 'YYYY-MM-DD'), 'priceCents', 1500),
            jsonb_build_object('type', 'anniversary', 'name', 'Anniversary',
              'date', to_char(${today}::date + i % 14, 'YYYY-MM-DD'), 'priceCents', 1500))
          when i % 25 = 11 then jsonb_build_array(
            jsonb_build_object('type', 'anniversary', 'name', 'Anniversary',
              'date', to_char(${today}::date + i % 14, 'YYYY-MM-DD'), 'priceCents', 1500),
            jsonb_build_object('type', 'valentines', 'name', 'Valentine''s Day', 'date', '2027-02-14', 'priceCents', 1500))
          when i % 10 = 3 then jsonb_build_array(
            jsonb_build_object('type', 'birthday', 'name', 'Birthday',
              'date', to_char(${today}::date + i % 40, 'YYYY-MM-DD'), 'priceCents', 1500))
          else '[]'::jsonb end,
        case when i % 100 = 42
          then (array['in-bloom', 'unwind-edit', 'stay-in-stay-close', 'moments-to-savour', 'the-lucky-dip'])[(i / 10 + 1) % 5 + 1]
        end,
        case when i % 100 = 42 then ${addDaysIso(today, 7)}::date end,
        'test', 'Visa •••• 4242',
        -- Last changed when paid (its start date), as real subscriptions are: not all in the last minute.
        (${today}::date - (1 + (i * 7919) % 395))::timestamptz
      from generate_series(1, ${count}::int) i`);
    await tx.execute(sql`
      insert into users (id, email, username, password_hash, role, full_name, state, postcode)
      select ${vendorUserBase}::int + v.k, 'bench-vendor-' || v.k || '@example.com', 'bench-vendor-' || v.k,
        'not-a-password-hash', 'vendor', 'Bench Vendor ' || v.k, v.state, v.postcode
      from jsonb_to_recordset(${vendors}::jsonb) as v(k int, postcode text, state text, suburb text)`);
    await tx.execute(sql`
      insert into suppliers (id, user_id, name, contact_name, email, phone, address, city, suburb, state, zip_code,
        service_radius_km, categories, status, reviewed_at, daily_capacity)
      select ${supplierBase}::int + v.k, ${vendorUserBase}::int + v.k, v.suburb || ' Gifts ' || v.k,
        'Bench Vendor ' || v.k, 'bench-vendor-' || v.k || '@example.com', '0400 000 000', v.k || ' Bench Street',
        v.suburb, v.suburb, v.state, v.postcode, 40, v.categories, 'approved', now(), ${VENDOR_DAILY_CAPACITY}::int
      from jsonb_to_recordset(${vendors}::jsonb) as v(k int, postcode text, state text, suburb text, categories jsonb)`);
    ledger = await seedLedger(tx, {
      fromId: subscriptionBase,
      toId: subscriptionBase + count,
      from: today,
      to: generationWindowEnd(today),
      vendorIds: VENDOR_PLACES.map((_, k) => supplierBase + k + 1),
    });
    for (const table of ["users", "recipient_profiles", "subscriptions", "suppliers", "payments"])
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
  });
  // Statistics as a live database would have them (PostgreSQL's autovacuum would get there on its own).
  await db.execute(sql`analyze`);
  return { subscriptions: count, ...ledger, buyers, vendors: VENDOR_PLACES.length, ms: performance.now() - started };
}
