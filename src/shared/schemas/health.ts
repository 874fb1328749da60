import { z } from "zod";

/** GET /api/health: the app and its database answer. */
export const healthSchema = z.object({ status: z.literal("ok") });
