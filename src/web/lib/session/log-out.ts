import type { noContentSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../api";
import { QUERY_ROOTS } from "../query-keys";
import { clearCachedVendor } from "../vendor-cache-write";
import { useSetSessionUser } from "./get-session";

/** POST /api/auth/logout (204). */
export const logOutOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "logout"],
    mutationFn: () => apiRequest<z.infer<typeof noContentSchema>>("POST", "/api/auth/logout"),
  });

/** Signs out; whatever the answer, this browser forgets the user and every read made for them. */
export function useLogout() {
  const setUser = useSetSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    ...logOutOptions(),
    onSettled: () => {
      setUser(null);
      clearCachedVendor();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_ROOTS.session });
    },
  });
}
