import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export type StubHandler = (request: StubRequest, response: ServerResponse) => void;

export interface StubServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Every request it received, oldest first. */
  requests: StubRequest[];
  /** Replaces how it answers (each test sets the answer it needs). */
  answer(handler: StubHandler): void;
  close(): Promise<void>;
}

export const sendJson = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

/** A test server on 127.0.0.1, on a free port: a provider's API, an image host or a canary. */
export async function startStubServer(handler: StubHandler = (_, res) => sendJson(res, {}, 404)): Promise<StubServer> {
  let current = handler;
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const request = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    current(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Unsplash-shaped search results whose images are on `imageOrigin`. */
export const unsplashResults = (imageOrigin: string, n: number) => ({
  total: n,
  total_pages: 1,
  results: Array.from({ length: n }, (_, i) => ({
    id: `u${i}`,
    alt_description: `a wrapped gift ${i + 1}`,
    description: null,
    urls: {
      raw: `${imageOrigin}/photo-u${i}?raw=1`,
      regular: `${imageOrigin}/photo-u${i}?w=1080`,
      small: `${imageOrigin}/photo-u${i}?w=400`,
    },
    links: { html: `https://unsplash.com/photos/u${i}` },
    user: { name: `Una Photographer ${i + 1}`, links: { html: `https://unsplash.com/@una${i}` } },
  })),
});

/** Pexels-shaped search results whose images are on `imageOrigin`. */
export const pexelsResults = (imageOrigin: string, n: number) => ({
  page: 1,
  per_page: n,
  total_results: n,
  photos: Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    url: `https://www.pexels.com/photo/flowers-${100 + i}/`,
    photographer: `Pia Photographer ${i + 1}`,
    photographer_url: `https://www.pexels.com/@pia${i}`,
    alt: `flowers in a vase ${i + 1}`,
    src: {
      original: `${imageOrigin}/photos/${100 + i}/original.jpeg`,
      large: `${imageOrigin}/photos/${100 + i}/large.jpeg`,
      medium: `${imageOrigin}/photos/${100 + i}/medium.jpeg`,
    },
  })),
});
