import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userResponseSchema } from "../../../shared/schemas/auth";
import { idParams } from "../../../shared/schemas/ids";
import { customerProfileSchema } from "../../../shared/schemas/user";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { isStaff } from "../../lib/ownership";
import { requireUser } from "../../plugins/access";
import { toUserDto } from "../auth/user-dto";

/** PUT /api/users/{id}: the customer profile, saved server-side; only its owner (or staff). */
export function userRoutes(db: Db) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().put(
      "/api/users/:id",
      {
        config: { access: "signed-in" },
        schema: { tags: ["users"], params: idParams, body: customerProfileSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        if (id !== user.id && !isStaff(user)) throw notFound("User not found");
        const { address: _composed, ...profile } = request.body;
        const taken = await db.$count(users, and(eq(users.email, profile.email), ne(users.id, id)));
        if (taken) throw conflict("An account with this email already exists");
        const [row] = await db.update(users).set({ ...profile, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        if (!row) throw notFound("User not found");
        return { user: toUserDto(row) };
      },
    );
  };
}
