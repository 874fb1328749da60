import type { App } from "../../../app";
import { sessions, users } from "../../../db/schema";
import { hashToken, newToken } from "../../../lib/tokens";

/** A user of the given role with a live session, made directly (no password hashing): its id and cookie. */
export async function sessionFor(app: App, role: "vendor" | "admin" | "customer") {
  const tag = Math.random().toString(36).slice(2, 10);
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      email: `${role}.${tag}@example.com`,
      username: `${role}${tag}`,
      passwordHash: "x",
      role,
      fullName: "Test User",
    })
    .returning();
  const token = newToken();
  await app.ctx.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: user!.id, cookie: `fmn_session=${token}` };
}
