import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { vendorOrderSchema } from "../../../shared/schemas/fulfilment";
import { idParams } from "../../../shared/schemas/ids";
import {
  deliveryPhotoFileSchema,
  markDeliveredInputSchema,
  orderCostChangeListSchema,
  packingSlipFileSchema,
} from "../../../shared/schemas/vendor-delivery";
import { requireUser } from "../../plugins/access";
import type { PackingSlipFile } from "./packing-slip";
import type { VendorDelivery } from "./vendor-delivery";

/** A Buffer is sent as it is (Fastify skips the serializer); the schema only names what it holds. */
const asFileBody = (data: Buffer) => data as unknown as string;

const STAFF = { access: ["admin"] as "admin"[] };
const VENDOR = { access: ["vendor"] as "vendor"[] };
const SIGNED_IN = { access: "signed-in" as const };

function sendPdf(reply: FastifyReply, file: PackingSlipFile) {
  // A recipient's name and address: never kept by a shared cache. Shown in the browser to print.
  reply.headers({
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${file.fileName}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  return reply.send(asFileBody(file.data));
}

/** Packing slips, proof of delivery and the record of staff's cost overrides (issue 17). */
export function vendorDeliveryRoutes(delivery: VendorDelivery) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/api/vendor/orders/:id/packing-slip.pdf",
      {
        config: VENDOR,
        schema: {
          tags: ["fulfilment"],
          summary: "An order's packing slip (PDF), for the vendor holding it",
          produces: ["application/pdf"],
          params: idParams,
          response: { 200: packingSlipFileSchema },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await delivery.packingSlips.forVendor(requireUser(request), request.params.id)),
    );
    r.get(
      "/api/admin/fulfillment-orders/:id/packing-slip.pdf",
      {
        config: STAFF,
        schema: {
          tags: ["fulfilment"],
          summary: "An order's packing slip (PDF), for staff",
          produces: ["application/pdf"],
          params: idParams,
          response: { 200: packingSlipFileSchema },
        },
      },
      async (request, reply) => sendPdf(reply, await delivery.packingSlips.forStaff(request.params.id)),
    );
    r.post(
      "/api/vendor/orders/:id/delivered",
      {
        config: VENDOR,
        schema: {
          tags: ["fulfilment"],
          params: idParams,
          body: markDeliveredInputSchema,
          response: { 200: vendorOrderSchema },
        },
      },
      async (request) => delivery.proof.markDelivered(requireUser(request), request.params.id, request.body),
    );
    r.get(
      "/api/admin/fulfillment-orders/:id/cost-changes",
      {
        config: STAFF,
        schema: { tags: ["fulfilment"], params: idParams, response: { 200: orderCostChangeListSchema } },
      },
      async (request) => delivery.costChanges(request.params.id),
    );
    r.get(
      "/api/fulfilment-orders/:id/delivery-photo",
      {
        config: SIGNED_IN,
        schema: { tags: ["fulfilment"], params: idParams, response: { 200: deliveryPhotoFileSchema } },
      },
      async (request, reply) => {
        const file = await delivery.proof.photo(requireUser(request), request.params.id);
        // Private: never kept by a shared cache; the browser asks again each time.
        reply.headers({
          "cache-control": "private, no-cache",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'",
        });
        return reply.type(file.contentType).send(asFileBody(file.data));
      },
    );
  };
}
