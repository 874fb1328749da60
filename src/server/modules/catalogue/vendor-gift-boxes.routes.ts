import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams } from "../../../shared/schemas/gift-box";
import { giftBoxCreateSchema, giftBoxUpdateSchema, vendorGiftBoxSchema } from "../../../shared/schemas/vendor-gift-box";
import { requireUser } from "../../plugins/access";
import type { VendorGiftBoxes } from "./vendor-gift-boxes.service";

const VENDOR_OR_STAFF = { access: ["vendor", "admin"] as ("vendor" | "admin")[] };

/** Vendors create and edit their gift boxes (staff may too). */
export function vendorGiftBoxRoutes(boxes: VendorGiftBoxes) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/api/gift-boxes",
      {
        config: VENDOR_OR_STAFF,
        schema: { tags: ["catalogue"], body: giftBoxCreateSchema, response: { 201: vendorGiftBoxSchema } },
      },
      async (request, reply) => reply.status(201).send(await boxes.create(requireUser(request), request.body)),
    );
    r.patch(
      "/api/gift-boxes/:id",
      {
        config: VENDOR_OR_STAFF,
        schema: {
          tags: ["catalogue"],
          params: giftBoxIdParams,
          body: giftBoxUpdateSchema,
          response: { 200: vendorGiftBoxSchema },
        },
      },
      async (request) => boxes.update(requireUser(request), request.params.id, request.body),
    );
  };
}
