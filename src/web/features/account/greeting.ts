import type { User } from "@shared/schemas/auth";

/** An account this young has not "come back" yet: it is greeted as new. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** The first word of the name as the person typed it ("Mary-Jane O'Brien" → "Mary-Jane"). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/**
 * The signed-in account's heading: "Welcome, Sam" on the account's first day (right after
 * registration), "Welcome back, Sam" after that. A missing or unreadable date counts as returning.
 */
export function accountGreeting(user: Pick<User, "fullName" | "createdAt">, now: Date = new Date()): string {
  const name = firstName(user.fullName);
  const created = Date.parse(user.createdAt);
  const isNew = Number.isFinite(created) && now.getTime() - created < NEW_ACCOUNT_MS;
  const greeting = isNew ? "Welcome" : "Welcome back";
  return name ? `${greeting}, ${name}` : greeting;
}
