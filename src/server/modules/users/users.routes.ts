import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userResponseSchema } from "../../../shared/schemas/auth";
import { idParams } from "../../../shared/schemas/ids";
import { customerProfileSchema } from "../../../shared/schemas/user";
import { requireUser } from "../../plugins/access";
import type { RateLimits } from "../../plugins/rate-limits";
import type { UsersService } from "./users.service";

/** PUT /api/users/{id}: the customer profile, saved server-side; only its owner (or staff). */
export function userRoutes(users: UsersService, limits: RateLimits) {
  // A save that checks the current password counts against the IP's sign-in budget, like a login.
  const limitPasswordChecks: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as { currentPassword?: unknown }).currentPassword) await limits.login.call(this, request, reply);
  };

  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().put(
      "/api/users/:id",
      {
        config: { access: "signed-in" },
        preHandler: limitPasswordChecks,
        schema: {
          tags: ["users"],
          params: idParams,
          body: customerProfileSchema,
          response: { 200: userResponseSchema },
        },
      },
      async (request) => users.updateProfile(requireUser(request), request.params.id, request.body),
    );
  };
}
