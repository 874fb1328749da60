import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  userResponseSchema,
} from "../../../shared/schemas/auth";
import { SESSION_COOKIE, requireUser } from "../../plugins/access";
import type { RateLimits } from "../../plugins/rate-limits";
import type { AuthService } from "./auth.service";
import { toUserDto } from "./user-dto";

export function authRoutes(auth: AuthService, limits: RateLimits, secureCookies: boolean | undefined) {
  function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies ?? reply.request.protocol === "https",
      expires,
    });
  }

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
        const { user, session } = await auth.register(request.body);
        setSessionCookie(reply, session.token, session.expiresAt);
        return reply.status(201).send({ user: toUserDto(user) });
      },
    );

    r.post(
      "/api/auth/login",
      {
        config: { access: "public" },
        preHandler: limits.login,
        schema: { tags: ["auth"], body: loginSchema, response: { 200: userResponseSchema } },
      },
      async (request, reply) => {
        const { user, session } = await auth.login(request.body);
        setSessionCookie(reply, session.token, session.expiresAt);
        return { user: toUserDto(user) };
      },
    );

    r.post("/api/auth/logout", { config: { access: "public" }, schema: { tags: ["auth"] } }, async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.status(204).send();
    });

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
        schema: { tags: ["auth"], body: forgotPasswordSchema, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => {
        await auth.requestPasswordReset(request.body.email);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    r.post(
      "/api/auth/reset-password",
      {
        config: { access: "public" },
        preHandler: limits.passwordReset,
        schema: { tags: ["auth"], body: resetPasswordSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (request) => {
        await auth.resetPassword(request.body);
        return { ok: true as const };
      },
    );
  };
}
