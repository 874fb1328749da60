import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { passwordResetTokens, sessions, users } from "../../db/schema";

export type NewUser = typeof users.$inferInsert;

/** The one writer of `users` (accounts and their profile), `sessions` and `password_reset_tokens`. */
export const authRepository = {
  async findUserByEmail(db: DbOrTx, email: string) {
    return db.query.users.findFirst({ where: eq(users.email, email) });
  },
  findUserById(db: DbOrTx, id: number) {
    return db.query.users.findFirst({ where: eq(users.id, id) });
  },
  /** The account, locked until the transaction ends (so two staff edits see each other's result). */
  async findUserForUpdate(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    return row;
  },
  async insertUser(db: DbOrTx, values: NewUser) {
    const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  },
  /** Saves profile fields; nothing when the user does not exist. An e-mail another account uses violates users_email_unique. */
  async updateProfile(db: DbOrTx, userId: number, values: Omit<Partial<NewUser>, "passwordHash" | "role">) {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },
  async makeAdmin(db: DbOrTx, userId: number, passwordHash: string) {
    await db.update(users).set({ role: "admin", passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },
  async updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },
  async insertSession(db: DbOrTx, tokenHash: string, userId: number, expiresAt: Date) {
    await db.insert(sessions).values({ tokenHash, userId, expiresAt });
  },
  /** The users behind many live sessions, in one query. */
  findSessionUsers(db: DbOrTx, tokenHashes: string[], now: Date) {
    const query = prepared(db, "session_users", (handle) =>
      handle
        .select({ tokenHash: sessions.tokenHash, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            sql`${sessions.tokenHash} = any(${sql.placeholder("hashes")})`,
            gt(sessions.expiresAt, sql.placeholder("now")),
          ),
        )
        .prepare("session_users"),
    );
    return query.execute({ hashes: tokenHashes, now });
  },
  async deleteSession(db: DbOrTx, tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },
  async deleteUserSessions(db: DbOrTx, userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },
  /** Ends every session of the user but the one named; returns how many ended. */
  async deleteOtherSessions(db: DbOrTx, userId: number, keepTokenHash: string) {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  },
  async deleteExpiredSessions(db: DbOrTx, now: Date) {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
  },
  async insertResetToken(db: DbOrTx, tokenHash: string, userId: number, expiresAt: Date) {
    await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  },
  /** Marks a live token used and returns its user id; a used or expired token returns nothing. */
  async consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },
  async expireResetTokens(db: DbOrTx, userId: number, now: Date) {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};

/** The repository's shape: buildApp can be given another one (tests hold a lookup open through it). */
export type AuthRepository = typeof authRepository;
