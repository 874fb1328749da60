import type { SignOutOthersResponse } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/sign-out-others: ends every session of the user but this one. */
export const signOutOthersOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "sign-out-others"],
    mutationFn: () => apiRequest<SignOutOthersResponse>("POST", "/api/auth/sign-out-others"),
  });

export const useSignOutOthers = () => useMutation(signOutOthersOptions());
