import type { okResponseSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/reset-password: a new password from the e-mailed single-use token; a spent or unknown token answers 400. */
export const resetPasswordOptions = (token: string) =>
  mutationOptions({
    mutationKey: ["auth", "reset-password"],
    mutationFn: (password: string) =>
      apiRequest<z.infer<typeof okResponseSchema>>("POST", "/api/auth/reset-password", { token, password }),
  });

export const useResetPassword = (token: string) => useMutation(resetPasswordOptions(token));
