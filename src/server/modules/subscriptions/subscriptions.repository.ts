import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { giftBoxes, recipientProfiles, subscriptions } from "../../db/schema";

/** Subscriptions with their recipient and box, in one query (drafts are checkouts in progress, not listed). */
/** What a subscription's view needs of its recipient: the name, and the dates the schedule shows. */
const recipientSummary = {
  id: recipientProfiles.id,
  name: recipientProfiles.name,
  email: recipientProfiles.email,
  state: recipientProfiles.state,
  giftCategories: recipientProfiles.giftCategories,
  birthday: recipientProfiles.birthday,
  anniversary: recipientProfiles.anniversary,
  specialDates: recipientProfiles.specialDates,
};

export function listWithRecipients(db: DbOrTx, userId: number) {
  return db
    .select({ sub: subscriptions, recipient: recipientSummary, box: { id: giftBoxes.id, name: giftBoxes.name } })
    .from(subscriptions)
    .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
    .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "draft")))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findWithRecipient(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ sub: subscriptions, recipient: recipientSummary, box: { id: giftBoxes.id, name: giftBoxes.name } })
    .from(subscriptions)
    .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
    .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
    .where(eq(subscriptions.id, id));
  return row;
}
