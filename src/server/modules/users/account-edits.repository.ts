import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { accountEdits, users } from "../../db/schema";

const staff = alias(users, "staff");

/** The one writer of `account_edits`. */
export const accountEditsRepository = {
  async insert(db: DbOrTx, values: { userId: number; staffUserId: number; fields: string[] }) {
    await db.insert(accountEdits).values(values);
  },
  /** An account's newest edits first (at most `limit`), with the staff member's name: one query, on the user/time index. */
  list(db: DbOrTx, userId: number, limit: number) {
    return db
      .select({ at: accountEdits.at, fields: accountEdits.fields, staffId: staff.id, staffName: staff.fullName })
      .from(accountEdits)
      .leftJoin(staff, eq(staff.id, accountEdits.staffUserId))
      .where(eq(accountEdits.userId, userId))
      .orderBy(desc(accountEdits.at), desc(accountEdits.id))
      .limit(limit);
  },
};
