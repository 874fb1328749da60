import type { SessionResponse, User } from "@shared/schemas/auth";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../api";
import { QUERY_ROOTS } from "../query-keys";
import { readCachedUser, writeCachedUser } from "./user-cache";

export const sessionQueryKey = [QUERY_ROOTS.session] as const;

/** GET /api/auth/session: answers 200 for visitors too, so a signed-out page logs no 401. */
export async function getSession(): Promise<User | null> {
  const { user } = await apiGet<SessionResponse>("/api/auth/session");
  writeCachedUser(user);
  return user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    placeholderData: readCachedUser,
    staleTime: 60_000,
  });

/** The signed-in user, or null. `isLoading` is true only until the first answer. */
export function useCurrentUser() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.isPlaceholderData ? undefined : (query.data ?? null),
    cachedUser: query.data ?? null,
    isLoading: query.isPending || query.isPlaceholderData,
  };
}

/** Replaces the signed-in user (after signing in, signing out or saving the profile). */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    writeCachedUser(user);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}
