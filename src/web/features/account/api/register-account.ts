import type { RegisterInput, userResponseSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { useSetSessionUser } from "../../../lib/session";

/** POST /api/auth/register (201): the new account, already signed in; a known e-mail answers 409. */
export const registerAccountOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "register"],
    mutationFn: (input: RegisterInput) =>
      apiRequest<z.infer<typeof userResponseSchema>>("POST", "/api/auth/register", input),
  });

/** Creates the account; the answer becomes the session's user. */
export function useRegisterAccount() {
  const setUser = useSetSessionUser();
  return useMutation({ ...registerAccountOptions(), onSuccess: ({ user }) => setUser(user) });
}
