import { z } from "zod";

/** One staff edit of an account: who, when, and which fields changed (never their values). */
export const accountEditSchema = z.object({
  /** ISO 8601 instant. */
  at: z.string(),
  /** The staff member, or null when that account no longer exists. */
  staff: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  /** Profile field names, in the form's order: e.g. ["fullName", "email"]. */
  fields: z.array(z.string()),
});
export type AccountEdit = z.infer<typeof accountEditSchema>;

/** GET /api/admin/users/{id}/audit: the account's staff edits, newest first. */
export const accountEditListSchema = z.object({ edits: z.array(accountEditSchema) });
export type AccountEditList = z.infer<typeof accountEditListSchema>;
