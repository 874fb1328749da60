import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { usernameFromEmail } from "../../../shared/schemas/auth";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { emailChangedByStaffEmail } from "../../integrations/email/account-templates";
import { queueEmail } from "../../integrations/email/outbox";
import { newToken } from "../../lib/tokens";
import type { AuthRepository, NewUser } from "./auth.repository";
import { hashPassword, verifyPassword } from "./password";

type UserRow = typeof users.$inferSelect;
type ProfileValues = Omit<Partial<NewUser>, "passwordHash" | "role">;

/** What staff, and the operator's environment, do to accounts: the first admin, and profile edits. */
export function createStaffAccounts(ctx: AppContext, repo: AuthRepository) {
  const { db, clock } = ctx;

  /** Ends every session and reset link of the account: what it had before is no longer its owner's to keep. */
  async function endSessionsAndResetLinks(tx: DbOrTx, userId: number) {
    await repo.deleteUserSessions(tx, userId);
    await repo.expireResetTokens(tx, userId, clock.now());
  }

  return {
    /**
     * Creates or updates the admin from ADMIN_EMAIL/ADMIN_PASSWORD; with neither, the first start
     * of a database without an admin creates one with a random password and returns it to print once.
     * Promoting an existing account, or setting a new password, ends that account's sessions (a
     * customer's sessions must not become staff sessions); a restart with the same two changes nothing.
     */
    async ensureAdmin(email?: string, password?: string): Promise<{ email: string; password: string } | null> {
      if (email && password) {
        const address = email.toLowerCase();
        const existing = await repo.findUserByEmail(db, address);
        if (!existing) {
          await repo.insertUser(db, {
            email: address,
            username: usernameFromEmail(email),
            passwordHash: await hashPassword(password),
            role: "admin",
            fullName: "Shop Admin",
          });
          return null;
        }
        const samePassword = await verifyPassword(existing.passwordHash, password);
        if (existing.role === "admin" && samePassword) return null;
        const passwordHash = samePassword ? existing.passwordHash : await hashPassword(password);
        await db.transaction(async (tx) => {
          await repo.makeAdmin(tx, existing.id, passwordHash);
          await endSessionsAndResetLinks(tx, existing.id);
        });
        return null;
      }
      const anyAdmin = await db.query.users.findFirst({ where: eq(users.role, "admin") });
      if (anyAdmin) return null;
      const generated = { email: "admin@forgetmenot.local", password: randomBytes(12).toString("base64url") };
      await repo.insertUser(db, {
        email: generated.email,
        username: "admin",
        passwordHash: await hashPassword(generated.password),
        role: "admin",
        fullName: "Shop Admin",
      });
      return generated;
    },

    /**
     * Staff saving someone else's profile, in one transaction with what the caller records about the
     * change (`alongside`). A new e-mail moves where reset links go: the old address is told, and the
     * account's sessions and reset links end. Undefined when the account does not exist.
     */
    async updateProfileByStaff(
      userId: number,
      values: ProfileValues,
      alongside: (tx: DbOrTx, change: { before: UserRow; after: UserRow }) => Promise<void>,
    ): Promise<UserRow | undefined> {
      let emailQueued = false;
      const after = await db.transaction(async (tx) => {
        const before = await repo.findUserForUpdate(tx, userId);
        if (!before) return undefined;
        const row = await repo.updateProfile(tx, userId, values);
        if (!row) return undefined;
        if (row.email !== before.email) {
          await endSessionsAndResetLinks(tx, userId);
          await queueEmail(tx, {
            // Each change its own notice (a repeated save changes nothing, so sends nothing).
            dedupeKey: `email-changed-by-staff:${userId}:${newToken()}`,
            kind: "email-changed-by-staff",
            to: before.email,
            ...emailChangedByStaffEmail(before.fullName, row.email, ctx.publicUrl),
          });
          emailQueued = true;
        }
        await alongside(tx, { before, after: row });
        return row;
      });
      if (emailQueued) ctx.emailQueued();
      return after;
    },
  };
}
