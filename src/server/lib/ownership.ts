import type { users } from "../db/schema";
import { forbidden, notFound } from "./errors";

type SessionUser = typeof users.$inferSelect;

export const isStaff = (user: SessionUser) => user.role === "admin";

/**
 * A record someone else owns answers exactly like a missing one (404), so ids reveal nothing.
 * Staff may read every record.
 */
export function assertOwnsRecord<T extends { userId: number }>(
  user: SessionUser,
  record: T | undefined,
  what: string,
): T {
  if (!record || (record.userId !== user.id && !isStaff(user))) throw notFound(`${what} not found`);
  return record;
}

/** A `userId` naming someone else is refused (PRODUCT.md: never obeyed). */
export function assertSelfOrStaff(user: SessionUser, userId: number | undefined): number {
  if (userId === undefined) return user.id;
  if (userId !== user.id && !isStaff(user)) throw forbidden("You can only see your own data");
  return userId;
}
