import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginSchema } from "../../../shared/schemas/auth";
import {
  supplierCreateSchema,
  supplierIdParams,
  supplierQuerySchema,
  supplierSchema,
  supplierUpdateSchema,
} from "../../../shared/schemas/supplier";
import {
  vendorApplicationResponseSchema,
  vendorApplicationSchema,
  vendorReapplySchema,
  vendorResponseSchema,
} from "../../../shared/schemas/vendor-application";
import { vendorAnalyticsSchema, vendorOverviewSchema } from "../../../shared/schemas/vendor-portal";
import { requireUser, SESSION_COOKIE } from "../../plugins/access";
import type { LoginFailureGuard } from "../../plugins/login-failures";
import type { RateLimits } from "../../plugins/rate-limits";
import type { VendorPortalService } from "./vendor-portal.service";
import type { VendorsService } from "./vendors.service";

export interface VendorRouteOptions {
  limits: RateLimits;
  loginFailures: LoginFailureGuard;
  /** Sets the session cookie exactly as the customer sign-in does. */
  setSessionCookie: (reply: FastifyReply, token: string, expires: Date) => void;
}

const VENDOR = { access: ["vendor"] as "vendor"[] };
const VENDOR_OR_STAFF = { access: ["vendor", "admin"] as ("vendor" | "admin")[] };

/** The vendor application, the vendor sign-in, the supplier record and the portal's figures. */
export function vendorRoutes(
  vendors: VendorsService,
  portal: VendorPortalService,
  { limits, loginFailures, setSessionCookie }: VendorRouteOptions,
) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/api/vendor/apply",
      {
        config: { access: "public" },
        preHandler: limits.vendorApply,
        schema: {
          tags: ["vendors"],
          body: vendorApplicationSchema,
          response: { 201: vendorApplicationResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await vendors.apply(request.body)),
    );

    r.post(
      "/api/vendor/login",
      {
        config: { access: "public" },
        preHandler: [limits.login, loginFailures.preHandler],
        onResponse: loginFailures.onResponse,
        schema: { tags: ["vendors"], body: loginSchema, response: { 200: vendorResponseSchema } },
      },
      async (request, reply) => {
        const { vendor, session } = await vendors.login(request.body, request.cookies[SESSION_COOKIE]);
        setSessionCookie(reply, session.token, session.expiresAt);
        return { vendor };
      },
    );

    r.post(
      "/api/vendor/reapply",
      {
        config: VENDOR,
        schema: { tags: ["vendors"], body: vendorReapplySchema, response: { 200: vendorResponseSchema } },
      },
      async (request) => vendors.reapply(requireUser(request), request.body.note),
    );
    r.get(
      "/api/vendor/me",
      { config: VENDOR, schema: { tags: ["vendors"], response: { 200: vendorResponseSchema } } },
      async (request) => vendors.me(requireUser(request)),
    );

    r.get(
      "/api/suppliers",
      {
        config: VENDOR_OR_STAFF,
        schema: { tags: ["vendors"], querystring: supplierQuerySchema, response: { 200: supplierSchema } },
      },
      async (request) => vendors.getForUser(requireUser(request), request.query.userId),
    );

    r.post(
      "/api/suppliers",
      {
        config: VENDOR_OR_STAFF,
        schema: { tags: ["vendors"], body: supplierCreateSchema, response: { 201: supplierSchema } },
      },
      async (request, reply) => reply.status(201).send(await vendors.create(requireUser(request), request.body)),
    );

    r.patch(
      "/api/suppliers/:id",
      {
        config: VENDOR_OR_STAFF,
        schema: {
          tags: ["vendors"],
          params: supplierIdParams,
          body: supplierUpdateSchema,
          response: { 200: supplierSchema },
        },
      },
      async (request) => vendors.update(requireUser(request), request.params.id, request.body),
    );

    r.get(
      "/api/vendor/overview",
      { config: VENDOR, schema: { tags: ["vendors"], response: { 200: vendorOverviewSchema } } },
      async (request) => portal.overview(requireUser(request)),
    );
    r.get(
      "/api/vendor/analytics",
      { config: VENDOR, schema: { tags: ["vendors"], response: { 200: vendorAnalyticsSchema } } },
      async (request) => portal.analytics(requireUser(request)),
    );
  };
}
