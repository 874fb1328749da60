// Hand-written SQL doing the same reads and writes as the app's two measured routes, with no
// ORM and no per-row work beyond what the SQL needs: the denominator of `npm run bench`.
import { createHash } from "node:crypto";
import { type BillingPlan, deliveriesPerCharge } from "../../src/shared/domain/pricing";
import type { RawDriver, RawSql } from "./raw-driver";
import { baselineReceipt } from "./receipt";

export interface SessionUser {
  id: number;
  role: string;
}

/** The SHA-256 of the session cookie's token (only the hash is stored), or null without one. */
export function sessionTokenHash(cookieHeader: string | undefined): string | null {
  const token = /(?:^|;\s*)fmn_session=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  return token ? createHash("sha256").update(decodeURIComponent(token)).digest("hex") : null;
}

/** Sessions' users, read like the app does: whole user rows by token hash, many sessions in one query. */
export async function sessionUsers(db: RawSql, hashes: readonly string[]): Promise<(SessionUser | null)[]> {
  const rows = await db.query<SessionUser & { token_hash: string }>(
    "select s.token_hash, u.* from sessions s join users u on u.id = s.user_id where s.token_hash = any($1::text[]) and s.expires_at > now()",
    [[...new Set(hashes)]],
  );
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  return hashes.map((hash) => byHash.get(hash) ?? null);
}

/** The session cookie's user, in a query of its own. */
export async function sessionUser(db: RawSql, cookieHeader: string | undefined): Promise<SessionUser | null> {
  const hash = sessionTokenHash(cookieHeader);
  return hash ? ((await sessionUsers(db, [hash]))[0] ?? null) : null;
}

/**
 * GET /api/subscriptions' reads: the buyer's subscriptions with their recipient and box, then the
 * regular deliveries of the live ones the buyer skipped or moved (the ledger; the slots follow them).
 */
export async function listSubscriptions(db: RawSql, userId: number) {
  const rows = await db.query<{ id: number; status: string; recipient_name: string }>(
    `select s.*, r.id as recipient_id, r.name as recipient_name, r.email as recipient_email, r.state as recipient_state,
       r.gift_categories as recipient_gift_categories, b.id as box_id, b.name as box_name
     from subscriptions s
     join recipient_profiles r on r.id = s.recipient_profile_id
     left join gift_boxes b on b.id = s.gift_box_id
     where s.user_id = $1 and s.status <> 'draft'
     order by s.created_at desc, s.id desc`,
    [userId],
  );
  const live = rows.filter((row) => row.status === "active" || row.status === "paused").map((row) => row.id);
  const changes = live.length
    ? await db.query(
        `select subscription_id, slot_date, delivery_date, status = 'skipped' as skipped from fulfilment_orders
         where subscription_id = any($1::int[]) and special_date_type = ''
           and (status = 'skipped' or delivery_date <> slot_date)
           and (slot_date >= current_date - 1 or delivery_date >= current_date - 1)`,
        [live],
      )
    : [];
  return { subscriptions: rows, changes };
}

export interface Confirmation {
  checkoutId: number;
  payerId: number;
  paymentMethodLabel: string;
}

export type ConfirmationResult = { subscriptionId: number; recipientId: number } | null;

interface LockedCheckout {
  id: number;
  user_id: number;
  status: string;
  subscription_id: number;
  recipient_profile_id: number;
  amount_cents: number;
  billing_interval: string;
  frequency: string;
  plan_key: string | null;
  provider_intent_id: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  add_ons: { type: string; name: string; date: string; priceCents: number }[];
  subscription_status: string;
  box_name: string | null;
  buyer_email: string;
  buyer_name: string;
  recipient_name: string;
  recipient_state: string | null;
}

const TIME_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
};
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** yyyy-mm-dd where the recipient lives (subscriptions start on the recipient's own today). */
function todayIn(state: string | null) {
  const timeZone = TIME_ZONES[state ?? ""] ?? "Australia/Sydney";
  if (!dayFormats.has(timeZone)) dayFormats.set(timeZone, new Intl.DateTimeFormat("en-CA", { timeZone }));
  return dayFormats.get(timeZone)!.format(new Date());
}

/**
 * Confirms test-mode payments in the caller's transaction, set-based so one call serves one
 * confirmation or a whole batch, with the app's statements: lock the recipients, lock the checkouts
 * and their draft subscriptions (in id order), insert the payments and the ledger's deliveries they
 * paid for, activate the subscriptions,
 * mark the checkouts paid, queue the receipts. A paid checkout answers its result again; someone
 * else's answers null. `ledger: false` leaves the ledger out (the bench shows what writing it costs).
 */
export async function confirmCheckouts(
  tx: RawSql,
  batch: readonly Confirmation[],
  { ledger = true } = {},
): Promise<ConfirmationResult[]> {
  const ids = batch.map((c) => c.checkoutId);
  // Recipients first, in id order (concurrent confirmations for one recipient queue here), then the checkouts.
  await tx.query(
    "select r.id from recipient_profiles r where r.id in (select recipient_profile_id from checkouts where id = any($1::int[])) order by r.id for update",
    [ids],
  );
  const locked = await tx.query<LockedCheckout>(
    `select c.*, s.status as subscription_status, s.plan_key, s.frequency as subscription_frequency, b.name as box_name,
       u.email as buyer_email, u.full_name as buyer_name,
       r.name as recipient_name, r.state as recipient_state, r.birthday as recipient_birthday, r.anniversary as recipient_anniversary
     from checkouts c
     join subscriptions s on s.id = c.subscription_id
     join users u on u.id = s.user_id
     join recipient_profiles r on r.id = s.recipient_profile_id
     left join gift_boxes b on b.id = s.gift_box_id
     where c.id = any($1::int[])
     order by c.id
     for update of c, s`,
    [ids],
  );
  const byId = new Map(locked.map((row) => [row.id, row]));
  const paying = new Map<number, { row: LockedCheckout; confirmation: Confirmation }>();
  const results = batch.map((confirmation): ConfirmationResult => {
    const row = byId.get(confirmation.checkoutId);
    if (!row || row.user_id !== confirmation.payerId) return null;
    if (row.status !== "paid" && !paying.has(row.id)) paying.set(row.id, { row, confirmation });
    return { subscriptionId: row.subscription_id, recipientId: row.recipient_profile_id };
  });
  if (!paying.size) return results;

  // Column arrays for unnest(): every statement is the same text whatever the batch size.
  const rows = [...paying.values()].map(({ row, confirmation }) => ({
    row,
    confirmation,
    today: todayIn(row.recipient_state),
  }));
  const column = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  const addOnCents = (row: LockedCheckout) => row.add_ons.reduce((sum, a) => sum + a.priceCents, 0);

  const paid = await tx.query<{ id: number; subscription_id: number }>(
    `insert into payments (user_id, subscription_id, checkout_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents, period_start)
     select v.user_id, v.subscription_id, v.checkout_id, 'test', v.provider_payment_id, 'initial', 'succeeded', v.amount_cents, v.gst_cents, v.today
     from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::date[])
       as v(user_id, subscription_id, checkout_id, provider_payment_id, amount_cents, gst_cents, today)
     on conflict do nothing
     returning id, subscription_id`,
    [
      column((r) => r.row.user_id),
      column((r) => r.row.subscription_id),
      column((r) => r.row.id),
      column((r) => r.row.provider_intent_id ?? `checkout-${r.row.id}`),
      column((r) => r.row.amount_cents),
      column((r) => Math.round(r.row.amount_cents / 11)),
      column((r) => r.today),
    ],
  );
  if (ledger) await recordLedger(tx, rows, new Map(paid.map((p) => [p.subscription_id, p.id])));
  const activating = rows.filter((r) => r.row.subscription_status === "draft");
  if (activating.length) {
    const pick = <T>(f: (r: (typeof rows)[number]) => T) => activating.map(f);
    // Dates of the app's kind (the first box within days, the first renewal a cycle on): the
    // app's exact calendar rules are per-row work the baseline leaves out.
    await tx.query(
      `update subscriptions as s set
         status = 'active', start_date = v.today,
         next_delivery_date = v.today + 7,
         billing_interval = v.billing_interval,
         next_billing_date = v.today + case v.billing_interval when 'annual' then interval '12 months' else interval '1 month' end,
         amount_cents = v.amount_cents, add_on_cents = v.add_on_cents, special_dates = v.special_dates,
         payment_provider = 'test', payment_method_label = v.label, test_renewal_fails = false,
         provider_customer_id = v.provider_customer_id, provider_subscription_id = v.provider_subscription_id, updated_at = now()
       from unnest($1::int[], $2::date[], $3::text[], $4::int[], $5::int[], $6::jsonb[], $7::text[], $8::text[], $9::text[])
         as v(id, today, billing_interval, amount_cents, add_on_cents, special_dates, label, provider_customer_id, provider_subscription_id)
       where s.id = v.id`,
      [
        pick((r) => r.row.subscription_id),
        pick((r) => r.today),
        pick((r) => r.row.billing_interval),
        pick((r) => r.row.amount_cents - addOnCents(r.row)),
        pick((r) => addOnCents(r.row)),
        pick((r) =>
          JSON.stringify(
            r.row.add_ons.map((a) => ({ type: a.type, name: a.name, date: a.date, priceCents: a.priceCents })),
          ),
        ),
        pick((r) => r.confirmation.paymentMethodLabel),
        pick((r) => r.row.provider_customer_id),
        pick((r) => r.row.provider_subscription_id),
      ],
    );
  }
  await tx.query(
    "update checkouts set status = 'paid', paid_at = now(), last_error = null, updated_at = now() where id = any($1::int[])",
    [[...paying.keys()]],
  );
  const receipts = rows.map(({ row, today }) =>
    baselineReceipt({
      checkoutId: row.id,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      recipientName: row.recipient_name,
      boxName: row.box_name ?? "Gift subscription",
      today,
      amountCents: row.amount_cents,
      billingInterval: row.billing_interval,
    }),
  );
  await tx.query(
    `insert into email_outbox (dedupe_key, kind, to_address, subject, text_body, html_body)
     select v.dedupe_key, 'order-confirmation', v.to_address, v.subject, v.text_body, v.html_body
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as v(dedupe_key, to_address, subject, text_body, html_body)
     on conflict (dedupe_key) do nothing`,
    [
      column((r) => `order-confirmation:${r.row.id}`),
      column((r) => r.row.buyer_email),
      receipts.map((r) => r.subject),
      receipts.map((r) => r.text),
      receipts.map((r) => r.html),
    ],
  );
  return results;
}

const STEPS: Record<string, string> = {
  weekly: "7 days",
  fortnightly: "14 days",
  monthly: "1 month",
  quarterly: "3 months",
};

/**
 * The ledger's deliveries each first payment bought (ADR 0018), as the app writes them: regular
 * deliveries 0…n-1 sharing the plan's part of the payment, each add-on day its price, every part
 * with its share of the GST (the parts add up to the payment). The dates are of the app's kind (the
 * first box ten days on, then a cycle apart); the app's exact calendar rules are its per-row work.
 */
async function recordLedger(
  tx: RawSql,
  rows: { row: LockedCheckout; today: string }[],
  paymentOf: Map<number, number>,
) {
  const ledger: {
    sub: number;
    k: number;
    today: string;
    step: string;
    day: string | null;
    special: string;
    plan: string | null;
    payment: number;
    cents: number;
    gst: number;
  }[] = [];
  for (const { row, today } of rows) {
    const payment = paymentOf.get(row.subscription_id);
    if (payment === undefined) continue;
    const addOnDays = new Map<string, { type: string; cents: number }>();
    for (const a of row.add_ons)
      addOnDays.set(a.date, {
        type: addOnDays.get(a.date)?.type ?? a.type,
        cents: (addOnDays.get(a.date)?.cents ?? 0) + a.priceCents,
      });
    const count = deliveriesPerCharge(row.frequency, row.billing_interval as BillingPlan);
    const planCents = row.amount_cents - [...addOnDays.values()].reduce((sum, d) => sum + d.cents, 0);
    const gst = Math.round(row.amount_cents / 11);
    let gstLeft = gst;
    const part = (cents: number) => {
      const share = Math.floor((cents * gst) / row.amount_cents);
      gstLeft -= share;
      return share;
    };
    const first = ledger.length;
    for (let k = 0; k < count; k++) {
      const cents = Math.floor(planCents / count) + (k < planCents % count ? 1 : 0);
      ledger.push({
        sub: row.subscription_id,
        k,
        today,
        step: STEPS[row.frequency] ?? "14 days",
        day: null,
        special: "",
        plan: row.plan_key,
        payment,
        cents,
        gst: part(cents),
      });
    }
    for (const [day, { type, cents }] of addOnDays)
      ledger.push({
        sub: row.subscription_id,
        k: 0,
        today,
        step: "0 days",
        day,
        special: type,
        plan: row.plan_key,
        payment,
        cents,
        gst: part(cents),
      });
    ledger[first]!.gst += gstLeft; // what the rounding left over
  }
  if (!ledger.length) return;
  const pick = <T>(f: (l: (typeof ledger)[number]) => T) => ledger.map(f);
  await tx.query(
    `insert into fulfilment_orders (subscription_id, slot_date, delivery_date, special_date_type, plan_key, status,
       payment_id, allocated_cents, allocated_gst_cents)
     select v.sub, d.day, d.day, v.special, v.plan, 'scheduled', v.payment, v.cents, v.gst
     from unnest($1::int[], $2::int[], $3::date[], $4::interval[], $5::date[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[])
       as v(sub, k, today, step, day, special, plan, payment, cents, gst)
     cross join lateral (select coalesce(v.day, (v.today + 10 + v.k * v.step)::date) as day) d
     on conflict do nothing`,
    [
      pick((l) => l.sub),
      pick((l) => l.k),
      pick((l) => l.today),
      pick((l) => l.step),
      pick((l) => l.day),
      pick((l) => l.special),
      pick((l) => l.plan),
      pick((l) => l.payment),
      pick((l) => l.cents),
      pick((l) => l.gst),
    ],
  );
}

/** One confirmation, one transaction. */
export async function confirmCheckout(db: RawDriver, confirmation: Confirmation): Promise<ConfirmationResult> {
  const [result] = await db.transaction((tx) => confirmCheckouts(tx, [confirmation]));
  return result!;
}
