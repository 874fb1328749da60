import type { forgotPasswordSchema, messageResponseSchema } from "@shared/schemas/auth";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/** POST /api/auth/forgot-password: the same neutral answer whether or not the e-mail has an account. */
export const requestPasswordResetOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "forgot-password"],
    mutationFn: (input: z.input<typeof forgotPasswordSchema>) =>
      apiRequest<z.infer<typeof messageResponseSchema>>("POST", "/api/auth/forgot-password", input),
  });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetOptions());
