import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountEditListSchema } from "../../../shared/schemas/account-edits";
import { idParams } from "../../../shared/schemas/ids";
import type { StaffAccountEdits } from "./staff-account-edits.service";

/** GET /api/admin/users/{id}/audit: the staff edits of an account (who, when, which fields). Staff only. */
export function adminUserRoutes(staffEdits: Pick<StaffAccountEdits, "history">) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/admin/users/:id/audit",
      {
        config: { access: ["admin"] },
        schema: { tags: ["admin"], params: idParams, response: { 200: accountEditListSchema } },
      },
      async (request) => staffEdits.history(request.params.id),
    );
  };
}
