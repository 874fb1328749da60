import type { SessionResponse, User } from "@shared/schemas/auth";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../api";
import { QUERY_ROOTS } from "../query-keys";
import { writeCachedUser } from "./user-cache";

export const sessionQueryKey = [QUERY_ROOTS.session] as const;

/** GET /api/auth/session: answers 200 for visitors too, so a signed-out page logs no 401. */
export async function getSession(): Promise<User | null> {
  const { user } = await apiGet<SessionResponse>("/api/auth/session");
  writeCachedUser(user);
  return user;
}

/** Only the server's answer: browser storage never stands in for it (user-cache.ts). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 60_000,
  });

/** The signed-in user, or null. `isLoading` is true only until the first answer. */
export function useCurrentUser() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.isPending ? undefined : (query.data ?? null),
    isLoading: query.isPending,
  };
}

/**
 * Replaces the signed-in user (after signing in, signing out or saving the profile). When someone
 * else signs in in this browser, every read made for the previous person is forgotten.
 */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    const previous = queryClient.getQueryData<User | null>(sessionQueryKey);
    writeCachedUser(user);
    if (previous && previous.id !== user?.id) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_ROOTS.session });
    }
    queryClient.setQueryData(sessionQueryKey, user);
  };
}
