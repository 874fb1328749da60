import type { User } from "@shared/schemas/auth";

/**
 * The spec's `forgetMeNot_user` key, kept as a display cache only (PRODUCT.md): the server session is
 * the truth, and the app never reads the key back (a forged or stale value grants and shows nothing).
 * It holds who is signed in and no more: no address, phone or e-mail on a shared computer's disk.
 * Every session answer rewrites it (or removes it when signed out), so an unreadable value is dropped
 * on the next page load.
 */
const USER_CACHE_KEY = "forgetMeNot_user";

export type CachedUser = Pick<User, "id" | "username" | "fullName" | "role">;

const displayFields = ({ id, username, fullName, role }: User): CachedUser => ({ id, username, fullName, role });

export function writeCachedUser(user: User | null) {
  try {
    if (user) localStorage.setItem(USER_CACHE_KEY, JSON.stringify(displayFields(user)));
    else localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    /* storage unavailable (private mode): the cache is optional */
  }
}
