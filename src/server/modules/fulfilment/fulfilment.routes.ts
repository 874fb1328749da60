import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminOrderPageSchema,
  adminOrderPatchSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  coverageQuerySchema,
  coverageSchema,
  csvFileSchema,
  fulfilmentInputSchema,
  generationResultSchema,
  imageFileSchema,
  nearbyOrderListSchema,
  vendorChoiceListSchema,
  vendorOrderListSchema,
  vendorOrderSchema,
  vendorPaymentsSchema,
} from "../../../shared/schemas/fulfilment";
import { idParams } from "../../../shared/schemas/ids";
import { requireUser } from "../../plugins/access";
import type { BuyerOrders } from "./buyer-orders.service";
import type { OrderGeneration } from "./order-generation.service";
import { ordersCsv } from "./orders-csv";
import type { StaffOrders } from "./staff-orders.service";
import type { VendorOrders } from "./vendor-orders.service";

/** A Buffer is sent as it is (Fastify skips the serializer); the schema only names what it holds. */
const asFileBody = (data: Buffer) => data as unknown as string;

const STAFF = { access: ["admin"] as "admin"[] };
const VENDOR = { access: ["vendor"] as "vendor"[] };
const SIGNED_IN = { access: "signed-in" as const };

/** The staff dashboard, the vendor's orders and fulfilment, and the buyer's coverage and deliveries. */
export function fulfilmentRoutes(fulfilment: {
  staff: StaffOrders;
  vendor: VendorOrders;
  buyer: BuyerOrders;
  generation: Pick<OrderGeneration, "generate">;
}) {
  const { staff, vendor, buyer, generation } = fulfilment;
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ─── Staff ─────────────────────────────────────────────────────────────────────────────────
    r.get(
      "/api/admin/fulfillment-orders",
      {
        config: STAFF,
        schema: { tags: ["fulfilment"], querystring: adminOrderQuerySchema, response: { 200: adminOrderPageSchema } },
      },
      async (request) => staff.adminList(request.query),
    );
    r.get(
      "/api/admin/fulfillment-orders.csv",
      {
        config: STAFF,
        schema: { tags: ["fulfilment"], querystring: adminOrderQuerySchema, response: { 200: csvFileSchema } },
      },
      async (request, reply) => {
        const csv = ordersCsv(await staff.adminRows(request.query));
        reply.headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="fulfilment-orders.csv"',
          "cache-control": "no-store",
        });
        return reply.send(asFileBody(Buffer.from(csv, "utf8")));
      },
    );
    r.patch(
      "/api/admin/fulfillment-orders/:id",
      {
        config: STAFF,
        schema: {
          tags: ["fulfilment"],
          params: idParams,
          body: adminOrderPatchSchema,
          response: { 200: adminOrderSchema },
        },
      },
      async (request) => staff.adminPatch(request.params.id, request.body, requireUser(request)),
    );
    r.post(
      "/api/admin/generate-fulfillment-orders",
      { config: STAFF, schema: { tags: ["fulfilment"], response: { 200: generationResultSchema } } },
      async () => generation.generate(),
    );
    r.get(
      "/api/admin/vendor-choices",
      { config: STAFF, schema: { tags: ["fulfilment"], response: { 200: vendorChoiceListSchema } } },
      async () => staff.vendorChoices(),
    );

    // ─── Vendors ───────────────────────────────────────────────────────────────────────────────
    r.get(
      "/api/vendor/orders",
      { config: VENDOR, schema: { tags: ["fulfilment"], response: { 200: vendorOrderListSchema } } },
      async (request) => vendor.myOrders(requireUser(request)),
    );
    r.get(
      "/api/vendor/nearby-orders",
      { config: VENDOR, schema: { tags: ["fulfilment"], response: { 200: nearbyOrderListSchema } } },
      async (request) => vendor.nearby(requireUser(request)),
    );
    r.post(
      "/api/vendor/orders/:id/claim",
      { config: VENDOR, schema: { tags: ["fulfilment"], params: idParams, response: { 200: vendorOrderSchema } } },
      async (request) => vendor.claim(requireUser(request), request.params.id),
    );
    r.post(
      "/api/vendor/orders/:id/fulfilment",
      {
        config: VENDOR,
        schema: {
          tags: ["fulfilment"],
          params: idParams,
          body: fulfilmentInputSchema,
          response: { 200: vendorOrderSchema },
        },
      },
      async (request) => vendor.fulfil(requireUser(request), request.params.id, request.body),
    );
    r.get(
      "/api/vendor/payments",
      { config: VENDOR, schema: { tags: ["fulfilment"], response: { 200: vendorPaymentsSchema } } },
      async (request) => vendor.payments(requireUser(request)),
    );

    // ─── Buyers (and the photo, for buyer, vendor and staff) ───────────────────────────────────
    r.get(
      "/api/coverage",
      {
        config: SIGNED_IN,
        schema: { tags: ["fulfilment"], querystring: coverageQuerySchema, response: { 200: coverageSchema } },
      },
      async (request) => buyer.coverage(request.query),
    );
    // GET /api/subscriptions/:id/deliveries is the ledger's: src/server/flows/delivery-control.routes.ts.
    r.get(
      "/api/fulfilment-orders/:id/package-photo",
      { config: SIGNED_IN, schema: { tags: ["fulfilment"], params: idParams, response: { 200: imageFileSchema } } },
      async (request, reply) => {
        const file = await buyer.packagePhoto(requireUser(request), request.params.id);
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
