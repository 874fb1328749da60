import type { AccountEditList } from "../../../shared/schemas/account-edits";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AuthService } from "../auth/auth.service";
import { accountEditsRepository as repo } from "./account-edits.repository";

type UserRow = typeof users.$inferSelect;
type ProfileValues = Parameters<AuthService["updateProfileByStaff"]>[1];

/** The profile fields staff may edit, in the form's order: what an edit record names. */
const PROFILE_FIELDS = [
  "fullName",
  "email",
  "phone",
  "streetNumber",
  "streetName",
  "aptUnitNumber",
  "suburb",
  "city",
  "state",
  "postcode",
  "country",
] as const satisfies readonly (keyof UserRow)[];

/** Enough history for a support conversation; the table keeps every edit. */
const HISTORY_LIMIT = 200;

/** Staff editing someone else's account, and the record of those edits (staff-only). */
export function createStaffAccountEdits(ctx: AppContext, auth: Pick<AuthService, "updateProfileByStaff" | "userById">) {
  return {
    /** Saves the profile and, in the same transaction, records which fields changed (nothing when none did). */
    edit(staff: UserRow, userId: number, profile: ProfileValues) {
      return auth.updateProfileByStaff(userId, profile, async (tx, { before, after }) => {
        const fields = PROFILE_FIELDS.filter((field) => before[field] !== after[field]);
        if (fields.length > 0) await repo.insert(tx, { userId, staffUserId: staff.id, fields });
      });
    },

    /** GET /api/admin/users/{id}/audit: newest first; 404 for an account that does not exist. */
    async history(userId: number): Promise<AccountEditList> {
      if (!(await auth.userById(userId))) throw notFound("User not found");
      const rows = await repo.list(ctx.db, userId, HISTORY_LIMIT);
      return {
        edits: rows.map((row) => ({
          at: row.at.toISOString(),
          staff: row.staffId === null || row.staffName === null ? null : { id: row.staffId, fullName: row.staffName },
          fields: row.fields,
        })),
      };
    },
  };
}

export type StaffAccountEdits = ReturnType<typeof createStaffAccountEdits>;
