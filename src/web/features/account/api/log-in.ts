import type { LoginInput, userResponseSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { useSetSessionUser } from "../../../lib/session";

/** POST /api/auth/login: a wrong e-mail or password answers 401 "Invalid email or password". */
export const logInOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "login"],
    mutationFn: (input: LoginInput) => apiRequest<z.infer<typeof userResponseSchema>>("POST", "/api/auth/login", input),
  });

/** Signs in; the answer becomes the session's user. */
export function useLogIn() {
  const setUser = useSetSessionUser();
  return useMutation({ ...logInOptions(), onSuccess: ({ user }) => setUser(user) });
}
