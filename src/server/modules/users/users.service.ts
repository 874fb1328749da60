import type { z } from "zod";
import type { customerProfileSchema } from "../../../shared/schemas/user";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { isStaff } from "../../lib/ownership";
import { toUserDto } from "../auth/user-dto";
import { usersRepository as repo } from "./users.repository";

type SessionUser = typeof users.$inferSelect;
type ProfileInput = z.output<typeof customerProfileSchema>;

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /**
     * The customer profile, saved server-side. Only its owner (or staff) may save it; anyone else
     * gets the same 404 as for a missing user, so ids reveal nothing.
     */
    async updateProfile(user: SessionUser, id: number, input: ProfileInput) {
      if (id !== user.id && !isStaff(user)) throw notFound("User not found");
      // `address` is the composed one-line address the form shows: derived, never stored.
      const { address: _composed, ...profile } = input;
      if (await repo.emailTakenByOther(db, profile.email, id)) throw conflict("An account with this email already exists");
      const row = await repo.updateProfile(db, id, profile);
      if (!row) throw notFound("User not found");
      return { user: toUserDto(row) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
