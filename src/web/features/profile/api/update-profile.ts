import type { userResponseSchema } from "@shared/schemas/auth";
import type { CustomerProfileInput } from "@shared/schemas/user";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { useSetSessionUser } from "../../../lib/session";

/** PUT /api/users/{id}: the customer's own details; a changed e-mail needs the current password (401/409 otherwise). */
export const updateProfileOptions = () =>
  mutationOptions({
    mutationKey: ["users", "update-profile"],
    mutationFn: ({ userId, profile }: { userId: number; profile: CustomerProfileInput }) =>
      apiRequest<z.infer<typeof userResponseSchema>>("PUT", `/api/users/${encodeURIComponent(userId)}`, profile),
  });

/** Saves the profile; the answer replaces the signed-in user. */
export function useUpdateProfile() {
  const setUser = useSetSessionUser();
  return useMutation({ ...updateProfileOptions(), onSuccess: ({ user }) => setUser(user) });
}
