import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built React app: hashed assets cached for a year, every other
 * non-API GET answered with index.html so the client router can take over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, "index.html");
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    // A missing hashed asset is a 404, not the page: an old tab must not parse HTML as JavaScript.
    if (path.startsWith("/api/") || path.startsWith("/assets/") || request.method !== "GET" || !indexHtml) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}
