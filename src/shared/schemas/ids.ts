import { z } from "zod";

/** Path and query ids shared by every area's routes. */
export const idParams = z.object({
  id: z.coerce.number({ error: "Not found" }).int("Not found").positive("Not found").max(2_147_483_647, "Not found"),
});
export const userIdQuery = z.object({
  userId: z.coerce.number({ error: "userId must be a number" }).int().positive().max(2_147_483_647).optional(),
});
export const userIdParams = z.object({
  userId: z.coerce.number({ error: "userId must be a number" }).int().positive().max(2_147_483_647),
});
