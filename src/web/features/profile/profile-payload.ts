import { composeAddress, type User } from "@shared/schemas/auth";
import { type customerProfileSchema, emailChangeNeedsPassword } from "@shared/schemas/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../lib/api";
import { CURRENT_USER_KEY } from "../../lib/session";

export type ProfileFormInput = z.input<typeof customerProfileSchema>;
export type ProfileFormOutput = z.output<typeof customerProfileSchema>;

interface SaveProfileVariables {
  userId: number;
  /** The e-mail on the account now: the current password travels only when the e-mail changes. */
  savedEmail: string;
  values: ProfileFormOutput;
}

/** The PUT body: the profile plus its one-line address (and a null unit when none is given). */
export function toProfilePayload(values: ProfileFormOutput, savedEmail: string): ProfileFormOutput {
  const { address: _ignored, currentPassword, ...fields } = values;
  const withPassword = currentPassword && emailChangeNeedsPassword(savedEmail, fields.email) ? { currentPassword } : {};
  return { ...fields, aptUnitNumber: fields.aptUnitNumber || null, address: composeAddress(fields), ...withPassword };
}

/** PUT /api/users/{id}; the returned user replaces the signed-in user in the session cache. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, savedEmail, values }: SaveProfileVariables) => {
      const { user } = await apiRequest<{ user: User }>(
        "PUT",
        `/api/users/${encodeURIComponent(userId)}`,
        toProfilePayload(values, savedEmail),
      );
      return user;
    },
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
