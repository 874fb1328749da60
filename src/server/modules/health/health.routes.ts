import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { healthSchema } from "../../../shared/schemas/health";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";

export function healthRoutes(db: Db) {
  return async function register(app: FastifyInstance) {
    app.get(
      "/api/health",
      { config: { access: "public" }, schema: { tags: ["health"], response: { 200: healthSchema } } },
      async () => {
        try {
          await db.execute(sql`select 1`);
        } catch {
          throw new AppError("UPSTREAM", "The database is not answering");
        }
        return { status: "ok" as const };
      },
    );
  };
}
