import type { SignOutOthersResponse } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/sign-out-others: ends every session of the user but this one. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => apiRequest<SignOutOthersResponse>("POST", "/api/auth/sign-out-others"),
  });
}
