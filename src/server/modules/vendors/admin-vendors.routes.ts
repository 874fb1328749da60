import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminVendorListQuerySchema,
  adminVendorListSchema,
  adminVendorSchema,
  adminVendorUpdateSchema,
  vendorDecisionReasonSchema,
} from "../../../shared/schemas/admin-vendors";
import { supplierIdParams } from "../../../shared/schemas/supplier";
import { requireUser } from "../../plugins/access";
import type { VendorReviewService } from "./vendor-review.service";

const STAFF = { access: ["admin"] as "admin"[] };
const params = supplierIdParams;

/** /api/admin/vendors: staff review vendors (spec's approval, PRODUCT.md "Vendors"). */
export function adminVendorRoutes(review: VendorReviewService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/admin/vendors",
      {
        config: STAFF,
        schema: { tags: ["admin"], querystring: adminVendorListQuerySchema, response: { 200: adminVendorListSchema } },
      },
      async (request) => review.list(request.query.status),
    );
    r.post(
      "/api/admin/vendors/:id/approve",
      { config: STAFF, schema: { tags: ["admin"], params, response: { 200: adminVendorSchema } } },
      async (request) => review.decide(requireUser(request), request.params.id, "approve", null),
    );
    r.post(
      "/api/admin/vendors/:id/reject",
      {
        config: STAFF,
        schema: { tags: ["admin"], params, body: vendorDecisionReasonSchema, response: { 200: adminVendorSchema } },
      },
      async (request) => review.decide(requireUser(request), request.params.id, "reject", request.body.reason),
    );
    r.post(
      "/api/admin/vendors/:id/suspend",
      {
        config: STAFF,
        schema: { tags: ["admin"], params, body: vendorDecisionReasonSchema, response: { 200: adminVendorSchema } },
      },
      async (request) => review.decide(requireUser(request), request.params.id, "suspend", request.body.reason),
    );
    r.patch(
      "/api/admin/vendors/:id",
      {
        config: STAFF,
        schema: { tags: ["admin"], params, body: adminVendorUpdateSchema, response: { 200: adminVendorSchema } },
      },
      async (request) => review.adjust(request.params.id, request.body),
    );
  };
}
