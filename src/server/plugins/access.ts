import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../shared/schemas/auth";
import type { users } from "../db/schema";
import { forbidden, unauthenticated } from "../lib/errors";
import type { AuthService } from "../modules/auth/auth.service";

/**
 * Who may call a route. Every /api route must declare one (checked at start):
 * public — anyone; signed-in — any role; or the list of roles allowed.
 */
export type Access = "public" | "signed-in" | Role[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The session's user, loaded for every non-public route (and on demand for public ones). */
    currentUser: typeof users.$inferSelect | undefined;
  }
}

export const SESSION_COOKIE = "fmn_session";

/** Customer-side routes: the buyer, and staff helping them (ownership is checked in the services). */
export const CUSTOMER_ACCESS: Access = ["customer", "admin"];

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** Loads the session user and enforces each route's declared access. */
export function registerAccessControl(app: FastifyInstance, auth: AuthService, routes: DeclaredRoute[]) {
  app.decorateRequest("currentUser", undefined);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url, access });
  });
  // onRequest: who may call is decided before the body is even parsed or validated.
  app.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const user = await auth.userForSession(request.cookies[SESSION_COOKIE]);
    if (!user) throw unauthenticated();
    request.currentUser = user;
    if (access !== "signed-in" && !access.includes(user.role)) throw forbidden();
  });
}

/** The signed-in user of a protected route (the preHandler guarantees it). */
export function requireUser(request: FastifyRequest) {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
