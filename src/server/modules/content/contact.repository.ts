import type { DbOrTx } from "../../db/client";
import { contactMessages } from "../../db/schema";

/** The one writer of `contact_messages`. */
export const contactRepository = {
  async insert(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
    const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    return row!.id;
  },
};
