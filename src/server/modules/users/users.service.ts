import type { z } from "zod";
import { CURRENT_PASSWORD_REQUIRED } from "../../../shared/schemas/auth";
import { type customerProfileSchema, emailChangeNeedsPassword } from "../../../shared/schemas/user";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { isUniqueViolation } from "../../lib/error-kind";
import { conflict, notFound, validation } from "../../lib/errors";
import { isStaff } from "../../lib/ownership";
import type { AuthService } from "../auth/auth.service";
import { toUserDto } from "../auth/user-dto";
import type { StaffAccountEdits } from "./staff-account-edits.service";

type SessionUser = typeof users.$inferSelect;
type ProfileInput = z.output<typeof customerProfileSchema>;

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

export function createUsersService(
  _ctx: AppContext,
  auth: Pick<AuthService, "assertCurrentPassword" | "updateProfile">,
  staffEdits: Pick<StaffAccountEdits, "edit">,
) {
  return {
    /**
     * The customer profile, saved server-side. Only its owner (or staff) may save it; anyone else
     * gets the same 404 as for a missing user, so ids reveal nothing.
     */
    async updateProfile(user: SessionUser, id: number, input: ProfileInput) {
      if (id !== user.id && !isStaff(user)) throw notFound("User not found");
      // `address` is the composed one-line address the form shows: derived, never stored.
      const { address: _composed, currentPassword, ...profile } = input;
      const byStaff = id !== user.id;
      // Changing one's own e-mail (where reset links go) asks for the current password. Staff
      // editing a customer's profile may change it without the customer's password; the edit is
      // recorded, and a new e-mail is told to the old address (staff-account-edits.service.ts).
      if (!byStaff && emailChangeNeedsPassword(user.email, profile.email)) {
        if (!currentPassword)
          throw validation(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
        await auth.assertCurrentPassword(user, currentPassword);
      }
      let row: SessionUser | undefined;
      try {
        row = byStaff ? await staffEdits.edit(user, id, profile) : await auth.updateProfile(id, profile);
      } catch (error) {
        // The unique index decides, so two accounts changing to one address at once get a 409 too.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
        throw error;
      }
      if (!row) throw notFound("User not found");
      return { user: toUserDto(row) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
