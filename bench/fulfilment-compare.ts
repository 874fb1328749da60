// The fulfilment bench's bookkeeping between runs: the seeded ledger put back before each run (the
// app and the baseline each start from the same paid deliveries), and what one run left held against
// another's — every ledger row, every "offered" event and the vendors e-mailed — so the ratio compares
// the same work (bench/fulfilment-server.ts, test/bench-baseline.test.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { rowsOf } from "../src/server/db/rows";

const count = async (db: Db, query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]!.n;

/** Keeps the ledger as seeded (`bench_ledger`), for `restoreLedger`. */
export async function snapshotLedger(db: Db) {
  await db.execute(sql`drop table if exists bench_ledger`);
  await db.execute(sql`create table bench_ledger as select * from fulfilment_orders`);
}

/** The ledger as seeded again, no run on record, no order event and no "orders routed" e-mail. */
export async function restoreLedger(db: Db) {
  await db.execute(sql`truncate fulfilment_orders, fulfilment_generation_runs cascade`);
  await db.execute(sql`insert into fulfilment_orders select * from bench_ledger`);
  await db.execute(sql`delete from email_outbox where kind = 'order-routed'`);
  // Statistics as after the seed (a truncate leaves the planner guessing the table's size).
  await db.execute(sql`analyze fulfilment_orders`);
}

/** Each ledger row by its identity, with everything generation writes (timestamps aside, but the offer's deadline). */
const rowColumns =
  sql.raw(`subscription_id, slot_date, delivery_date, special_date_type, coalesce(plan_key, '') as plan,
  status, coalesce(payment_id, 0) as payment, allocated_cents, allocated_gst_cents, coalesce(supplier_id, 0) as supplier,
  accept_by, accepted_at, cost_cents, cost_source, cost_box_id, locked_at is not null as locked,
  locked_at is not null and updated_at = locked_at as never_routed`);
const eventColumns =
  sql.raw(`f.subscription_id, f.slot_date, f.special_date_type, e.kind, coalesce(e.supplier_id, 0) as supplier,
  e.to_supplier_id, e.actor_user_id, e.reason, e.note, e.accept_by`);

/** Keeps what a run left (`bench_expected…`), to hold another run's against. */
export async function keepResult(db: Db) {
  for (const table of ["bench_expected", "bench_expected_events", "bench_expected_mail"])
    await db.execute(sql.raw(`drop table if exists ${table}`));
  await db.execute(sql`create table bench_expected as select ${rowColumns} from fulfilment_orders`);
  await db.execute(sql`create table bench_expected_events as
    select ${eventColumns} from fulfilment_order_events e join fulfilment_orders f on f.id = e.order_id`);
  await db.execute(sql`create table bench_expected_mail as
    select to_address from email_outbox where kind = 'order-routed'`);
}

export interface Differences {
  /** Ledger rows (with their state, payment, vendor and offer) in the kept result and not now, and now and not there. */
  missing: number;
  extra: number;
  /** The same for the orders' events, and for the vendors e-mailed (one e-mail each). */
  eventsMissing: number;
  eventsExtra: number;
  mailMissing: number;
  mailExtra: number;
}

/** Now against the kept result, row for row (multisets: a duplicate counts). */
export async function differences(db: Db): Promise<Differences> {
  const diff = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    count(db, sql`select count(*)::int as n from (${a} except all ${b}) x`);
  const rowsNow = sql`select ${rowColumns} from fulfilment_orders`;
  const rowsKept = sql`select * from bench_expected`;
  const eventsNow = sql`select ${eventColumns} from fulfilment_order_events e join fulfilment_orders f on f.id = e.order_id`;
  const eventsKept = sql`select * from bench_expected_events`;
  const mailNow = sql`select to_address from email_outbox where kind = 'order-routed'`;
  const mailKept = sql`select * from bench_expected_mail`;
  return {
    missing: await diff(rowsKept, rowsNow),
    extra: await diff(rowsNow, rowsKept),
    eventsMissing: await diff(eventsKept, eventsNow),
    eventsExtra: await diff(eventsNow, eventsKept),
    mailMissing: await diff(mailKept, mailNow),
    mailExtra: await diff(mailNow, mailKept),
  };
}

export const noDifference = (d: Differences) => Object.values(d).every((n) => n === 0);

/** The kept tables, dropped. */
export async function dropKept(db: Db) {
  for (const table of ["bench_ledger", "bench_expected", "bench_expected_events", "bench_expected_mail"])
    await db.execute(sql.raw(`drop table if exists ${table}`));
}
