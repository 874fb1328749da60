import type { z } from "zod";
import {
  CURRENT_PASSWORD_WRONG,
  type changePasswordSchema,
  INVALID_LOGIN_MESSAGE,
  INVALID_RESET_MESSAGE,
  type loginSchema,
  type registerSchema,
  type resetPasswordSchema,
  usernameFromEmail,
} from "../../../shared/schemas/auth";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { passwordResetEmail, welcomeEmail } from "../../integrations/email/templates";
import type { BackgroundTasks } from "../../lib/background-tasks";
import { coalesce } from "../../lib/coalesce";
import { AppError, conflict, validation } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { type AuthRepository, authRepository } from "./auth.repository";
import { hashPassword, verifyPassword } from "./password";
import { createStaffAccounts } from "./staff-accounts";

export const SESSION_DAYS = 30;
export const RESET_MINUTES = 60;

type UserRow = typeof users.$inferSelect;

export interface AuthServiceDeps {
  /** Runs the password-reset work after the reply. */
  background: BackgroundTasks;
  /** The repository (tests pass one that holds a lookup open). */
  repository?: AuthRepository;
}

export function createAuthService(ctx: AppContext, deps: AuthServiceDeps) {
  const { db, clock } = ctx;
  const repo = deps.repository ?? authRepository;
  const staffAccounts = createStaffAccounts(ctx, repo);

  /**
   * A new session for the user. `replacing` is the session cookie the request carried, if any: that
   * session ends, so signing in as someone else in the same browser leaves no earlier session alive.
   */
  async function startSession(userId: number, replacing?: string) {
    const token = newToken();
    const expiresAt = new Date(clock.now().getTime() + SESSION_DAYS * 86_400_000);
    await db.transaction(async (tx) => {
      if (replacing) await repo.deleteSession(tx, hashToken(replacing));
      await repo.insertSession(tx, hashToken(token), userId, expiresAt);
    });
    return { token, expiresAt };
  }

  // Every signed-in request looks its session up: concurrent lookups share one query.
  const sessionUser = coalesce(async (tokenHashes: readonly string[]) => {
    const rows = await repo.findSessionUsers(db, [...new Set(tokenHashes)], clock.now());
    const byHash = new Map(rows.map((row) => [row.tokenHash, row.user]));
    return tokenHashes.map((hash) => byHash.get(hash) ?? null);
  });

  /** The account for an e-mail and password; 401 with one message whether the address or the password is wrong. */
  async function verifyCredentials(input: { email: string; password: string }) {
    const user = await repo.findUserByEmail(db, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw new AppError("UNAUTHENTICATED", INVALID_LOGIN_MESSAGE);
    return user;
  }

  async function sendResetEmail(email: string) {
    const user = await repo.findUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.insertResetToken(tx, hashToken(token), user.id, new Date(now.getTime() + RESET_MINUTES * 60_000));
      await queueEmail(tx, {
        dedupeKey: `password-reset:${hashToken(token)}`,
        kind: "password-reset",
        to: user.email,
        // A vendor signs in on its own page: the reset page sends it there afterwards.
        ...passwordResetEmail(
          user.fullName,
          `${ctx.publicUrl}/reset-password?token=${token}${user.role === "vendor" ? "&account=vendor" : ""}`,
          RESET_MINUTES,
        ),
      });
    });
    ctx.emailQueued();
  }

  /** The current password, checked before the account's password or e-mail changes (400 on the field otherwise). */
  async function assertCurrentPassword(user: UserRow, password: string) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw validation(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
  }

  return {
    assertCurrentPassword,

    /** The profile's fields (the users module's form); the account itself stays this module's. */
    updateProfile: (userId: number, values: Parameters<typeof repo.updateProfile>[2]) =>
      repo.updateProfile(db, userId, values),

    /** A new password for a signed-in user who knows the current one; every other session ends. */
    async changePassword(
      user: UserRow,
      sessionToken: string | undefined,
      input: z.output<typeof changePasswordSchema>,
    ) {
      await assertCurrentPassword(user, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updatePassword(tx, user.id, passwordHash);
        await repo.expireResetTokens(tx, user.id, clock.now());
        await repo.deleteOtherSessions(tx, user.id, hashToken(sessionToken ?? ""));
      });
      return { ok: true as const };
    },

    /** Ends every session of the user except the one making the request. */
    async signOutOthers(user: UserRow, sessionToken: string | undefined) {
      return { endedSessions: await repo.deleteOtherSessions(db, user.id, hashToken(sessionToken ?? "")) };
    },

    /** A new customer account, signed in; the session cookie the request carried (`replacing`) ends. */
    async register(input: z.output<typeof registerSchema>, replacing?: string) {
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          email: input.email,
          username: input.username ?? usernameFromEmail(input.email),
          passwordHash,
          role: "customer",
          fullName: input.fullName,
          phone: input.phone,
          streetNumber: input.streetNumber,
          streetName: input.streetName,
          aptUnitNumber: input.aptUnitNumber,
          suburb: input.suburb,
          city: input.city,
          state: input.state,
          postcode: input.postcode,
          country: input.country,
        });
        if (!row) throw conflict("An account with this email already exists");
        await queueEmail(tx, {
          dedupeKey: `welcome:${row.id}`,
          kind: "welcome",
          to: row.email,
          ...welcomeEmail(row.fullName, ctx.publicUrl),
        });
        return row;
      });
      ctx.emailQueued();
      return { user, session: await startSession(user.id, replacing) };
    },

    /** Signs in; on success the session cookie the request carried (`replacing`) ends. */
    async login(input: z.output<typeof loginSchema>, replacing?: string) {
      const user = await verifyCredentials(input);
      return { user, session: await startSession(user.id, replacing) };
    },

    verifyCredentials,
    startSession,
    userById: (id: number) => repo.findUserById(db, id),

    /**
     * A vendor's account and what the vendors module makes with it (its supplier record, its e-mail),
     * in one transaction. Refused as a conflict when the e-mail is taken.
     */
    async createVendorAccount<T>(
      input: { email: string; password: string; fullName: string; phone: string },
      duplicateMessage: string,
      withAccount: (tx: DbOrTx, user: UserRow) => Promise<T>,
    ): Promise<T> {
      const passwordHash = await hashPassword(input.password);
      const result = await db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          email: input.email,
          username: usernameFromEmail(input.email),
          passwordHash,
          role: "vendor",
          fullName: input.fullName,
          phone: input.phone,
        });
        if (!row) throw conflict(duplicateMessage, { email: duplicateMessage });
        return withAccount(tx, row);
      });
      ctx.emailQueued();
      return result;
    },

    async logout(token: string | undefined) {
      if (token) await repo.deleteSession(db, hashToken(token));
    },

    async userForSession(token: string | undefined) {
      if (!token || token.length > 100) return undefined;
      return (await sessionUser(hashToken(token))) ?? undefined;
    },

    /**
     * Starts the reset and returns at once: the lookup, token and e-mail run after the reply, so
     * nothing the client can time (the answer, its headers, when it arrives) depends on the address.
     */
    requestPasswordReset(email: string): void {
      deps.background.run("password-reset e-mail", () => sendResetEmail(email));
    },
    /** Single use: the token is consumed, every other token and every session of the user ends. */
    async resetPassword(input: z.output<typeof resetPasswordSchema>) {
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const userId = await repo.consumeResetToken(tx, hashToken(input.token), now);
        if (!userId) throw new AppError("VALIDATION", INVALID_RESET_MESSAGE);
        await repo.updatePassword(tx, userId, passwordHash);
        await repo.expireResetTokens(tx, userId, now);
        await repo.deleteUserSessions(tx, userId);
      });
    },

    ...staffAccounts,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
