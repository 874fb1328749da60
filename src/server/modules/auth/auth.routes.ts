import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  changePasswordSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  noContentSchema,
  okResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signOutOthersResponseSchema,
  userResponseSchema,
} from "../../../shared/schemas/auth";
import { requireUser, SESSION_COOKIE } from "../../plugins/access";
import type { LoginFailureGuard } from "../../plugins/login-failures";
import type { RateLimits } from "../../plugins/rate-limits";
import type { AuthService } from "./auth.service";
import { toUserDto } from "./user-dto";

export interface AuthRouteOptions {
  limits: RateLimits;
  loginFailures: LoginFailureGuard;
  secureCookies: boolean | undefined;
}

/**
 * Sets the session cookie (httpOnly, SameSite): the customer and the vendor sign-ins share it.
 * `Secure` as configured (COOKIE_SECURE, or an https PUBLIC_URL: app-options.ts), else when the request came over HTTPS.
 */
export function sessionCookieSetter(secureCookies: boolean | undefined) {
  return function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies ?? reply.request.protocol === "https",
      expires,
    });
  };
}

export function authRoutes(auth: AuthService, { limits, loginFailures, secureCookies }: AuthRouteOptions) {
  const setSessionCookie = sessionCookieSetter(secureCookies);

  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/api/auth/register",
      {
        config: { access: "public" },
        preHandler: limits.register,
        schema: { tags: ["auth"], body: registerSchema, response: { 201: userResponseSchema } },
      },
      async (request, reply) => {
        const { user, session } = await auth.register(request.body, request.cookies[SESSION_COOKIE]);
        setSessionCookie(reply, session.token, session.expiresAt);
        return reply.status(201).send({ user: toUserDto(user) });
      },
    );

    r.post(
      "/api/auth/login",
      {
        config: { access: "public" },
        // Per IP (every attempt), then per address and IP (failures only).
        preHandler: [limits.login, loginFailures.preHandler],
        onResponse: loginFailures.onResponse,
        schema: { tags: ["auth"], body: loginSchema, response: { 200: userResponseSchema } },
      },
      async (request, reply) => {
        const { user, session } = await auth.login(request.body, request.cookies[SESSION_COOKIE]);
        setSessionCookie(reply, session.token, session.expiresAt);
        return { user: toUserDto(user) };
      },
    );

    r.post(
      "/api/auth/logout",
      { config: { access: "public" }, schema: { tags: ["auth"], response: { 204: noContentSchema } } },
      async (request, reply) => {
        await auth.logout(request.cookies[SESSION_COOKIE]);
        reply.clearCookie(SESSION_COOKIE, { path: "/" });
        return reply.status(204).send(null);
      },
    );

    r.post(
      "/api/auth/sign-out-others",
      { config: { access: "signed-in" }, schema: { tags: ["auth"], response: { 200: signOutOthersResponseSchema } } },
      async (request) => auth.signOutOthers(requireUser(request), request.cookies[SESSION_COOKIE]),
    );

    r.post(
      "/api/auth/change-password",
      {
        config: { access: "signed-in" },
        // Someone holding a stolen session must not guess the password faster than at the login.
        preHandler: limits.login,
        schema: { tags: ["auth"], body: changePasswordSchema, response: { 200: okResponseSchema } },
      },
      async (request) => auth.changePassword(requireUser(request), request.cookies[SESSION_COOKIE], request.body),
    );

    r.get(
      "/api/auth/me",
      { config: { access: "signed-in" }, schema: { tags: ["auth"], response: { 200: userResponseSchema } } },
      async (request) => {
        return { user: toUserDto(requireUser(request)) };
      },
    );

    // The web app's session probe: a visitor is an answer, not an error, so signed-out pages log no 401.
    r.get(
      "/api/auth/session",
      { config: { access: "public" }, schema: { tags: ["auth"], response: { 200: sessionResponseSchema } } },
      async (request, reply) => {
        const user = await auth.userForSession(request.cookies[SESSION_COOKIE]);
        reply.header("cache-control", "no-store");
        return { user: user ? toUserDto(user) : null };
      },
    );

    r.post(
      "/api/auth/forgot-password",
      {
        config: { access: "public" },
        preHandler: limits.passwordReset,
        schema: { tags: ["auth"], body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        // Not awaited: the answer is the same, and arrives as fast, whether or not the address exists.
        auth.requestPasswordReset(request.body.email);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    r.post(
      "/api/auth/reset-password",
      {
        config: { access: "public" },
        preHandler: limits.passwordReset,
        schema: { tags: ["auth"], body: resetPasswordSchema, response: { 200: okResponseSchema } },
      },
      async (request) => {
        await auth.resetPassword(request.body);
        return { ok: true as const };
      },
    );
  };
}
