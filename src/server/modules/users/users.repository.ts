import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import type { NewUser } from "../auth/auth.repository";

type UserRow = typeof users.$inferSelect;

export const usersRepository = {
  /** Whether an account other than `userId` already uses the e-mail address. */
  async emailTakenByOther(db: DbOrTx, email: string, userId: number) {
    return (await db.$count(users, and(eq(users.email, email), ne(users.id, userId)))) > 0;
  },
  /** Saves the profile fields; nothing when the user does not exist. */
  async updateProfile(db: DbOrTx, userId: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },
};
