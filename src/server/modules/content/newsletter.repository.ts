import { eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

const t = newsletterSubscriptions;

/** The newsletter module owns `newsletter_subscriptions`: every write to it is here. */
export const newsletterRepository = {
  /**
   * Adds a new subscriber, or brings back one who unsubscribed (consent renewed, same token, so
   * links in earlier e-mails keep working). A live subscription is left as it is and nothing is
   * returned. One statement, so two sign-ups racing for one address cannot both count as new.
   */
  async subscribe(db: DbOrTx, email: string, consentedAt: Date, unsubscribeToken: string) {
    const [row] = await db
      .insert(t)
      .values({ email, consentedAt, unsubscribeToken, updatedAt: consentedAt })
      .onConflictDoUpdate({
        target: t.email,
        set: { consentedAt, unsubscribedAt: null, updatedAt: consentedAt },
        setWhere: isNotNull(t.unsubscribedAt),
      })
      .returning({ id: t.id, consentedAt: t.consentedAt, unsubscribeToken: t.unsubscribeToken });
    return row;
  },

  /**
   * Marks the token's subscription unsubscribed, keeping the first unsubscribe time when asked again.
   * Returns whether the token belongs to a subscription.
   */
  async unsubscribe(db: DbOrTx, unsubscribeToken: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(t)
      .set({
        unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: sql`case when ${t.unsubscribedAt} is null then ${at.toISOString()}::timestamptz else ${t.updatedAt} end`,
      })
      .where(eq(t.unsubscribeToken, unsubscribeToken))
      .returning({ id: t.id });
    return rows.length > 0;
  },
};
