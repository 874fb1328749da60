import { sql } from "drizzle-orm";
import { LIVE_STATUSES } from "../../../shared/domain/subscription-status";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { subscriptions, users } from "../../db/schema";

export interface CustomerSearchRow {
  id: number;
  full_name: string;
  email: string;
  created_at: Date | string;
  subscriptions: number;
  live_subscriptions: number;
}

/** `%` and `_` typed by staff are letters to find, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Staff's reads of customers' accounts (the auth module writes `users`). The search's conditions are
 * the ones the partial trigram indexes of migration 0019 answer: `role = 'customer'` and
 * `lower(column) like …`, so a keystroke never reads every customer.
 */
export const customerDirectoryRepository = {
  /**
   * Customers whose name or e-mail contains `text` (any case), an exact e-mail first, then by name;
   * `limit` rows from `offset`. Two characters give a trigram index too little to go on anywhere in a
   * word, so they match the start of the name, of any word of it, or of the e-mail.
   */
  async search(db: DbOrTx, text: string, limit: number, offset: number) {
    const needle = text.toLowerCase();
    const part = escapeLike(needle);
    const matches =
      needle.length >= 3
        ? sql`(lower(u.full_name) like ${`%${part}%`} or lower(u.email) like ${`%${part}%`})`
        : sql`(lower(u.full_name) like ${`${part}%`} or lower(u.full_name) like ${`% ${part}%`}
            or lower(u.email) like ${`${part}%`})`;
    // The page is chosen first; only its rows are counted.
    return rowsOf<CustomerSearchRow>(
      await db.execute(sql`
        with page as (
          select u.id, u.full_name, u.email, u.created_at, lower(u.email) = ${needle} as exact
          from ${users} u
          where u.role = 'customer' and ${matches}
          order by exact desc, lower(u.full_name), u.id
          limit ${limit} offset ${offset}
        )
        select p.id, p.full_name, p.email, p.created_at,
          (select count(*) from ${subscriptions} s where s.user_id = p.id and s.status <> 'draft')::int as subscriptions,
          (select count(*) from ${subscriptions} s where s.user_id = p.id
             and s.status = any(${sql.param([...LIVE_STATUSES])}::text[]))::int as live_subscriptions
        from page p
        order by p.exact desc, lower(p.full_name), p.id`),
    );
  },

  /** One customer's account as staff see it (no password hash, no sessions). */
  async customer(db: DbOrTx, id: number) {
    const [row] = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        suburb: users.suburb,
        state: users.state,
        postcode: users.postcode,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(sql`${users.id} = ${id} and ${users.role} = 'customer'`);
    return row ?? null;
  },
};
