import type { ChangePasswordInput, okResponseSchema } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/change-password: a new password for the signed-in user; every other session ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<z.infer<typeof okResponseSchema>>("POST", "/api/auth/change-password", input),
  });
}
