import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import type { NewUser } from "../auth/auth.repository";

type UserRow = typeof users.$inferSelect;

export const usersRepository = {
  /** Saves the profile fields; nothing when the user does not exist. An e-mail another account uses violates users_email_unique. */
  async updateProfile(db: DbOrTx, userId: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },
};
