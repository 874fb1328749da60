import type { ChangePasswordInput, okResponseSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/change-password: a new password for the signed-in user; every other session ends. */
export const changePasswordOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "change-password"],
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<z.infer<typeof okResponseSchema>>("POST", "/api/auth/change-password", input),
  });

export const useChangePassword = () => useMutation(changePasswordOptions());
