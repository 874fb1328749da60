import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import {
  fulfilmentOrders,
  giftBoxes,
  passwordResetTokens,
  payments,
  recipientProfiles,
  sessions,
  subscriptions,
  suppliers,
  users,
} from "../../../../db/schema";

/** "Now" for every SQL Translation test: 22 Nov 2026, 12:00 in Sydney (AEDT, UTC+11). */
export const FIXTURE_NOW = new Date("2026-11-22T01:00:00Z");
export const fixtureClock = { now: () => FIXTURE_NOW };

/** Secrets planted in the fixture rows: no translated query may ever return them. */
export const SECRET_MARK = "SECRET-DO-NOT-SHOW";

/**
 * Buyers, vendors, recipients, subscriptions, orders and payments with fixed dates (some on the
 * Sydney/UTC month boundary), inserted directly so every figure the accuracy test expects is known.
 */
export async function seedSqlFixtures(database: Database) {
  const db = database.db;
  const user = (n: number, role: "customer" | "vendor", state: string, createdAt: string) => ({
    email: `sqlfixture${n}@example.test`,
    username: `sqlfixture${n}`,
    passwordHash: `${SECRET_MARK}-hash-${n}`,
    role,
    fullName: `Fixture Person ${n}`,
    state,
    createdAt: new Date(createdAt),
  });
  const buyers = await db
    .insert(users)
    .values([
      user(1, "customer", "NSW", "2026-03-05T02:00:00Z"),
      user(2, "customer", "NSW", "2026-10-10T02:00:00Z"),
      user(3, "customer", "VIC", "2026-10-20T02:00:00Z"),
      user(4, "customer", "QLD", "2026-11-02T02:00:00Z"),
      user(5, "customer", "VIC", "2025-12-15T02:00:00Z"),
      user(6, "customer", "WA", "2026-01-20T02:00:00Z"),
    ])
    .returning({ id: users.id });
  const vendorUsers = await db
    .insert(users)
    .values([
      user(7, "vendor", "NSW", "2026-02-01T02:00:00Z"),
      user(8, "vendor", "VIC", "2026-04-01T02:00:00Z"),
      user(9, "vendor", "QLD", "2026-11-10T02:00:00Z"),
      user(10, "vendor", "NSW", "2025-06-01T02:00:00Z"),
    ])
    .returning({ id: users.id });
  const b = buyers.map((r) => r.id);
  const v = vendorUsers.map((r) => r.id);

  await db
    .insert(sessions)
    .values({ tokenHash: `${SECRET_MARK}-session`, userId: b[0]!, expiresAt: new Date("2027-01-01") });
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: `${SECRET_MARK}-reset`, userId: b[0]!, expiresAt: new Date("2027-01-01") });

  const vendor = (
    i: number,
    name: string,
    state: string,
    status: "approved" | "pending" | "suspended",
    createdAt: string,
  ) => ({
    userId: v[i]!,
    name,
    email: `vendor${i}@example.test`,
    phone: "0400000000",
    address: "1 Test St",
    state,
    zipCode: "2000",
    status,
    createdAt: new Date(createdAt),
  });
  const vendors = await db
    .insert(suppliers)
    .values([
      vendor(0, "Bloom Co", "NSW", "approved", "2026-02-01T02:00:00Z"),
      vendor(1, "Melbourne Treats", "VIC", "approved", "2026-04-01T02:00:00Z"),
      vendor(2, "Pending Petals", "QLD", "pending", "2026-11-10T02:00:00Z"),
      vendor(3, "Old Gifts", "NSW", "suspended", "2025-06-01T02:00:00Z"),
    ])
    .returning({ id: suppliers.id });
  const [bloom, treats] = [vendors[0]!.id, vendors[1]!.id];

  const boxes = await db.select({ id: giftBoxes.id, slug: giftBoxes.slug }).from(giftBoxes);
  const box = (slug: string) => boxes.find((row) => row.slug === slug)!.id;
  await db
    .update(giftBoxes)
    .set({ supplierId: bloom })
    .where(inArray(giftBoxes.slug, ["flowers", "native-blooms"]));
  await db
    .update(giftBoxes)
    .set({ supplierId: treats })
    .where(inArray(giftBoxes.slug, ["chocolatiers-selection", "grazing-board", "moments-to-savour"]));
  await db.update(giftBoxes).set({ isActive: false }).where(eq(giftBoxes.slug, "candlelit-home"));

  const recipient = (i: number, state: string, relationship: string, plan: string, createdAt: string) => ({
    userId: b[i % b.length]!,
    name: `Recipient ${i}`,
    relationship,
    state,
    giftCategories: plan,
    sensitivePreferences: { rRatedComfort: `${SECRET_MARK}-pref` },
    createdAt: new Date(createdAt),
  });
  const recipients = await db
    .insert(recipientProfiles)
    .values([
      recipient(0, "NSW", "partner", "in-bloom", "2025-11-01T02:00:00Z"),
      recipient(1, "NSW", "mother", "unwind-edit", "2026-01-10T02:00:00Z"),
      recipient(2, "NSW", "friend", "in-bloom", "2026-02-25T02:00:00Z"),
      recipient(3, "VIC", "partner", "moments-to-savour", "2026-06-01T02:00:00Z"),
      recipient(4, "VIC", "friend", "stay-in-stay-close", "2026-08-01T02:00:00Z"),
      recipient(5, "QLD", "mother", "moments-to-savour", "2026-09-30T14:30:00Z"),
      recipient(6, "SA", "partner", "the-lucky-dip", "2026-10-15T02:00:00Z"),
      recipient(7, "WA", "friend", "in-bloom", "2026-11-05T02:00:00Z"),
    ])
    .returning({ id: recipientProfiles.id, userId: recipientProfiles.userId });
  const r = recipients.map((row) => row.id);
  const owner = (i: number) => recipients[i]!.userId;

  const sub = (i: number, status: string, plan: string, slug: string, cents: number, createdAt: string) => ({
    userId: owner(i),
    recipientProfileId: r[i]!,
    giftBoxId: box(slug),
    planKey: plan,
    status,
    amountCents: cents,
    providerCustomerId: `cus_${SECRET_MARK}`,
    providerSubscriptionId: `sub_${SECRET_MARK}`,
    createdAt: new Date(createdAt),
  });
  const subs = await db
    .insert(subscriptions)
    .values([
      sub(0, "active", "in-bloom", "flowers", 10000, "2025-11-10T02:00:00Z"),
      sub(1, "active", "unwind-edit", "tea-and-tranquility", 8500, "2026-01-15T02:00:00Z"),
      sub(2, "paused", "in-bloom", "native-blooms", 12000, "2026-03-01T00:30:00Z"),
      sub(3, "active", "moments-to-savour", "grazing-board", 12500, "2026-09-30T14:30:00Z"),
      sub(4, "active", "stay-in-stay-close", "date-night-in", 11500, "2026-10-15T02:00:00Z"),
      sub(5, "paused", "moments-to-savour", "chocolatiers-selection", 9000, "2026-10-31T13:30:00Z"),
      sub(6, "active", "the-lucky-dip", "the-lucky-dip", 10000, "2026-11-05T02:00:00Z"),
      sub(7, "draft", "in-bloom", "flowers", 10000, "2026-11-20T02:00:00Z"),
      sub(0, "cancelled", "in-bloom", "native-blooms", 12000, "2026-06-10T02:00:00Z"),
      sub(3, "cancelled", "moments-to-savour", "grazing-board", 12500, "2026-08-08T02:00:00Z"),
    ])
    .returning({ id: subscriptions.id, userId: subscriptions.userId });
  const s = subs.map((row) => row.id);

  const order = (
    i: number,
    supplierId: number | null,
    date: string,
    status: string,
    plan: string,
    cost: number | null,
  ) => ({
    subscriptionId: s[i]!,
    supplierId,
    deliveryDate: date,
    slotDate: date,
    status,
    planKey: plan,
    costCents: cost,
    // As the app records every delivered order: when it was confirmed (3 pm in Sydney that day).
    deliveredAt: status === "delivered" ? new Date(`${date}T04:00:00Z`) : null,
  });
  await db
    .insert(fulfilmentOrders)
    .values([
      order(0, bloom, "2026-10-05", "delivered", "in-bloom", 6000),
      order(0, bloom, "2026-11-05", "delivered", "in-bloom", 6200),
      order(1, null, "2026-10-20", "delivered", "unwind-edit", 5000),
      order(3, treats, "2026-10-31", "shipped", "moments-to-savour", 7000),
      order(3, treats, "2026-11-25", "ordered", "moments-to-savour", null),
      order(4, null, "2026-11-23", "to_order", "stay-in-stay-close", null),
      order(6, bloom, "2026-11-29", "to_order", "the-lucky-dip", null),
      order(1, treats, "2026-12-15", "to_order", "unwind-edit", null),
    ]);

  const payment = (i: number, n: number, kind: string, status: string, cents: number, createdAt: string) => ({
    userId: subs[i]!.userId,
    subscriptionId: s[i]!,
    provider: "test",
    providerPaymentId: `pi_${SECRET_MARK}_${n}`,
    kind,
    status,
    amountCents: cents,
    gstCents: Math.round(cents / 11),
    createdAt: new Date(createdAt),
  });
  await db
    .insert(payments)
    .values([
      payment(0, 1, "initial", "succeeded", 10000, "2025-11-10T02:00:00Z"),
      payment(0, 2, "renewal", "succeeded", 10000, "2026-10-10T02:00:00Z"),
      payment(1, 3, "initial", "succeeded", 8500, "2026-01-15T02:00:00Z"),
      payment(1, 4, "renewal", "failed", 8500, "2026-10-15T02:00:00Z"),
      payment(2, 5, "initial", "succeeded", 12000, "2026-03-01T00:30:00Z"),
      payment(3, 6, "initial", "succeeded", 12500, "2026-09-30T14:30:00Z"),
      payment(4, 7, "initial", "succeeded", 11500, "2026-10-15T02:00:00Z"),
      payment(5, 8, "initial", "succeeded", 9000, "2026-10-31T13:30:00Z"),
      payment(6, 9, "initial", "succeeded", 10000, "2026-11-05T02:00:00Z"),
      payment(6, 10, "renewal", "failed", 10000, "2026-11-20T02:00:00Z"),
    ]);
}
