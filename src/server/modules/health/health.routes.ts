import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { UNAVAILABLE_MESSAGE } from "../../../shared/domain/errors";
import { healthSchema } from "../../../shared/schemas/health";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";

/** A load balancer gives up on a check after a few seconds: the answer comes before that, either way. */
const PING_LIMIT_MS = 3_000;

/**
 * `GET /api/health`: 200 while the database answers; 503 with `Retry-After` (from the error handler)
 * while it is known to be unreachable or does not answer a `select 1` within PING_LIMIT_MS, so a load
 * balancer takes the instance out until the database is back. Also 503 once the server is closing
 * (SIGTERM): it is draining, and a balancer should send nothing more here.
 */
export function healthRoutes(database: Database) {
  return async function register(app: FastifyInstance) {
    let draining = false;
    app.addHook("preClose", (done) => {
      draining = true;
      done();
    });
    app.get(
      "/api/health",
      { config: { access: "public" }, schema: { tags: ["health"], response: { 200: healthSchema } } },
      async () => {
        if (draining || database.availability?.down) throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<"late">((resolve) => {
          timer = setTimeout(() => resolve("late"), PING_LIMIT_MS);
        });
        try {
          const answer = await Promise.race([database.db.execute(sql`select 1`), limit]);
          if (answer === "late") throw new Error("late");
        } catch {
          throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
        } finally {
          clearTimeout(timer);
        }
        return { status: "ok" as const };
      },
    );
  };
}
