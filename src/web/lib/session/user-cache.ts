import type { User } from "@shared/schemas/auth";

/** Display cache only (PRODUCT.md): the server session is the truth. */
const USER_CACHE_KEY = "forgetMeNot_user";

export function readCachedUser(): User | undefined {
  try {
    const raw = localStorage.getItem(USER_CACHE_KEY);
    return raw ? (JSON.parse(raw) as User) : undefined;
  } catch {
    localStorage.removeItem(USER_CACHE_KEY);
    return undefined;
  }
}

export function writeCachedUser(user: User | null) {
  try {
    if (user) localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    /* storage unavailable (private mode): the cache is optional */
  }
}
