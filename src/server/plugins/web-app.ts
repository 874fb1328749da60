import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isWebPagePath } from "../../shared/web-pages";

/**
 * Serves the built React app: hashed assets cached for a year; a GET of one of the app's pages (the
 * shared route table) answered 200 with index.html, so the client router takes over; any other GET
 * answered 404, with index.html too when a browser asks for a page, so it shows the app's not-found page.
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
    const reading = request.method === "GET" || request.method === "HEAD";
    // A missing hashed asset is a 404, not the page: an old tab must not parse HTML as JavaScript.
    if (path.startsWith("/api/") || path.startsWith("/assets/") || !reading || !indexHtml) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
    }
    return reply
      .status(isWebPagePath(path) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  });
}
