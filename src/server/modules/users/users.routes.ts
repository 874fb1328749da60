import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userResponseSchema } from "../../../shared/schemas/auth";
import { idParams } from "../../../shared/schemas/ids";
import { customerProfileSchema } from "../../../shared/schemas/user";
import { requireUser } from "../../plugins/access";
import type { UsersService } from "./users.service";

/** PUT /api/users/{id}: the customer profile, saved server-side; only its owner (or staff). */
export function userRoutes(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().put(
      "/api/users/:id",
      {
        config: { access: "signed-in" },
        schema: { tags: ["users"], params: idParams, body: customerProfileSchema, response: { 200: userResponseSchema } },
      },
      async (request) => users.updateProfile(requireUser(request), request.params.id, request.body),
    );
  };
}
