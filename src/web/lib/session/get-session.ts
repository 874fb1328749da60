import type { LoginInput, RegisterInput, SessionResponse, User } from "@shared/schemas/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api";

/** Display cache only (PRODUCT.md): the server session is the truth. */
const USER_CACHE_KEY = "forgetMeNot_user";
export const CURRENT_USER_KEY = ["/api/auth/session"] as const;

function readCachedUser(): User | undefined {
  try {
    const raw = localStorage.getItem(USER_CACHE_KEY);
    return raw ? (JSON.parse(raw) as User) : undefined;
  } catch {
    localStorage.removeItem(USER_CACHE_KEY);
    return undefined;
  }
}

function writeCachedUser(user: User | null) {
  try {
    if (user) localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    /* storage unavailable (private mode): the cache is optional */
  }
}

/** The session probe answers 200 for visitors too, so a signed-out page logs no 401. */
async function fetchCurrentUser(): Promise<User | null> {
  const { user } = await apiRequest<SessionResponse>("GET", "/api/auth/session");
  writeCachedUser(user);
  return user;
}

/** The signed-in user, or null. `isLoading` is true only until the first answer. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    placeholderData: readCachedUser,
    staleTime: 60_000,
  });
  return {
    user: query.isPlaceholderData ? undefined : (query.data ?? null),
    cachedUser: query.data ?? null,
    isLoading: query.isPending || query.isPlaceholderData,
  };
}

function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    writeCachedUser(user);
    queryClient.setQueryData(CURRENT_USER_KEY, user);
  };
}

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<{ user: User }>("POST", "/api/auth/login", input),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useRegister() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<{ user: User }>("POST", "/api/auth/register", input),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useLogout() {
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("POST", "/api/auth/logout"),
    onSettled: () => {
      setUser(null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
    },
  });
}
