import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSecureContext, type SecureContext } from "node:tls";
import { gzipSync } from "node:zlib";
import { afterAll } from "vitest";
import { systemNetwork } from "../../src/server/integrations/http-fetch/fetch-network";
import type { ScrapeNetwork } from "../../src/server/modules/data-tools/scrape/website-scraper";

/** A loopback server that must never be reached: it counts every connection made to it. */
export interface Canary {
  hits(): number;
  port: number;
  /** Its port on ::1, or null when this machine has no IPv6 loopback. */
  port6: number | null;
}

export async function startCanary(): Promise<Canary> {
  let hits = 0;
  const servers: http.Server[] = [];
  const listen = async (host: string) => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end("<title>canary</title><p>secret</p>");
    });
    server.on("connection", () => {
      hits++;
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, host, resolve);
      });
    } catch {
      return null;
    }
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };
  const port = await listen("127.0.0.1");
  const port6 = await listen("::1");
  afterAll(() => Promise.all(servers.map(closeServer)));
  return { hits: () => hits, port: port!, port6 };
}

/** A public unicast address the test network maps to the page server (never contacted for real). */
export const PAGE_ADDRESS = "93.184.216.34";
export const PAGE_HOST = "pages.shop-test.net";
export const PAGE_ORIGIN = `http://${PAGE_HOST}`;

const paragraphs = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>  Paragraph ${i + 1}:   ${"Native flowers and local honey, packed by hand. ".repeat(i === 0 ? 5 : 1)}</p>`,
).join("\n");

export const RICH_PAGE = `<!doctype html>
<html><head><title>  Wattle &amp; Co —
  Gift Hampers </title></head>
<body>
  <h1>Gift hampers</h1>
  ${Array.from({ length: 12 }, (_, i) => `<h${(i % 3) + 1}>Heading ${i + 1}</h${(i % 3) + 1}>`).join("\n")}
  <h4>Not collected</h4>
  <h2>   </h2>
  ${paragraphs}
  <p>   </p>
  <a href="/about">About   us</a>
  <a href="contact.html">Contact</a>
  <a href="https://elsewhere.example.org/x?y=1">Elsewhere</a>
  <a href="javascript:alert(1)">Evil</a>
  <a href="mailto:shop@example.com">Mail</a>
  <a href="/empty"> </a>
  <a href="/logo"><img src="/logo.png" alt="Logo"></a>
  ${Array.from({ length: 10 }, (_, i) => `<a href="/item/${i}">Item ${i}</a>`).join("\n")}
  ${Array.from({ length: 7 }, (_, i) => `<img src="/img/${i}.jpg" alt="Photo ${i}">`).join("\n")}
  <img src="data:image/png;base64,AAAA" alt="inline">
  <img src="https://cdn.example.org/a.png">
</body></html>`;

/**
 * The pages the test network serves under PAGE_HOST: a rich page, redirects (to anywhere, and
 * chains), pages too large, not HTML, gzipped, slow, and a page that never finishes.
 */
export async function startPageServer() {
  const requests: { path: string; host: string | undefined; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://page.test");
    requests.push({ path: url.pathname, host: request.headers.host, headers: request.headers });
    const html = (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) =>
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return html("<title>End of the chain</title>");
      return response.writeHead(302, { location: `/chain/${left - 1}` }).end();
    }
    switch (url.pathname) {
      case "/page":
        return html(RICH_PAGE);
      case "/redirect":
        return response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
      case "/big":
        // No Content-Length: the cap must stop the stream itself.
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<title>Big</title>");
        return response.end(Buffer.alloc(2 * 1024 * 1024, "a"));
      case "/big-declared":
        return html(Buffer.alloc(3 * 1024 * 1024, "a"));
      case "/gzip-bomb":
        return html(gzipSync(Buffer.alloc(5 * 1024 * 1024, "a")), { "content-encoding": "gzip" });
      case "/gzip":
        return html(gzipSync(Buffer.from("<title>Squeezed</title><p>Small and gzipped</p>")), {
          "content-encoding": "gzip",
        });
      case "/json":
        return response.writeHead(200, { "content-type": "application/json" }).end('{"title":"json"}');
      case "/xhtml":
        return response
          .writeHead(200, { "content-type": "application/xhtml+xml" })
          .end('<html xmlns="http://www.w3.org/1999/xhtml"><head><title>XHTML</title></head><body/></html>');
      case "/empty":
        return html("<html><body><div>Nothing the scraper collects</div></body></html>");
      case "/missing":
        return response.writeHead(404, { "content-type": "text/html" }).end("<title>Not here</title>");
      case "/slow":
        return; // never answers
      case "/trickle":
        response.writeHead(200, { "content-type": "text/html" });
        return response.write("<title>Trickle</title>"); // never ends
      default:
        return html("<title>Home</title>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => closeServer(server));
  return { port: (server.address() as AddressInfo).port, requests };
}

/**
 * TEST ONLY network: PAGE_HOST resolves to PAGE_ADDRESS (public, so it passes the checks) and that
 * address on port 80 dials the page server. Any other name resolves as in production, and any
 * other address dials the canary, so whatever slipped past the checks would be counted there.
 */
export function testNetwork(
  pagePort: number,
  canary: Canary,
  extra: { names?: Record<string, string[]>; timeoutMs?: number; tlsPort?: number } = {},
): ScrapeNetwork & { resolved: string[] } {
  const names: Record<string, string[]> = { [PAGE_HOST]: [PAGE_ADDRESS], ...extra.names };
  const resolved: string[] = [];
  return {
    resolved,
    timeoutMs: extra.timeoutMs,
    async resolve(hostname) {
      resolved.push(hostname);
      return names[hostname.toLowerCase()] ?? systemNetwork.resolve(hostname);
    },
    dial(address, port) {
      if (address === PAGE_ADDRESS && port === 80) return { host: "127.0.0.1", port: pagePort };
      if (address === PAGE_ADDRESS && port === 443 && extra.tlsPort) return { host: "127.0.0.1", port: extra.tlsPort };
      return { host: "127.0.0.1", port: canary.port };
    },
  };
}

/**
 * An https page server with a self-signed certificate for PAGE_HOST (made with the openssl command),
 * recording the TLS server name each client asked for.
 */
export async function startSelfSignedPageServer() {
  const folder = mkdtempSync(join(tmpdir(), "scrape-tls-"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${PAGE_HOST}`],
      ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(join(folder, "key.pem"));
  const cert = readFileSync(join(folder, "cert.pem"));
  rmSync(folder, { recursive: true, force: true });
  const serverNames: string[] = [];
  const context = createSecureContext({ key, cert });
  // SNICallback sees the name the client sent in its hello, before the client refuses the certificate.
  const sniCallback = (name: string, done: (error: Error | null, context: SecureContext) => void) => {
    serverNames.push(name);
    done(null, context);
  };
  const server = https.createServer({ key, cert, SNICallback: sniCallback }, (_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<title>Secure</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => closeServer(server));
  return { port: (server.address() as AddressInfo).port, serverNames };
}

function closeServer(server: http.Server | https.Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
