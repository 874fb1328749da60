// A stand-in for a Mastodon server's public hashtag timeline in the browser journeys (no internet here):
// GET /api/v1/timelines/tag/{tag} answers two posts of the shop's own writing, shaped like Mastodon's
// API, for any tag. The Social Media Data tab then shows real results end to end.
import { createServer } from "node:http";

const posts = (tag) => [
  {
    id: "111000000000000001",
    created_at: "2026-11-20T09:15:00.000Z",
    url: "https://mastodon.example/@petalpost/111000000000000001",
    uri: "https://mastodon.example/users/petalpost/statuses/111000000000000001",
    content: `<p>Native posies for a Friday surprise <a href="https://mastodon.example/tags/${tag}" class="hashtag">#<span>${tag}</span></a></p>`,
    account: {
      acct: "petalpost",
      display_name: "Petal Post",
      username: "petalpost",
      url: "https://mastodon.example/@petalpost",
    },
  },
  {
    id: "111000000000000002",
    created_at: "2026-11-21T22:40:00.000Z",
    url: "https://mastodon.example/@gumleaf/111000000000000002",
    uri: "https://mastodon.example/users/gumleaf/statuses/111000000000000002",
    content: `<p>Wattle and waratah on the kitchen table this week. <a href="https://mastodon.example/tags/${tag}" class="hashtag">#<span>${tag}</span></a></p>`,
    account: {
      acct: "gumleaf@aus.example",
      display_name: "Gum Leaf",
      username: "gumleaf",
      url: "https://aus.example/@gumleaf",
    },
  },
];

export async function startMastodonStub() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    const match = /^\/api\/v1\/timelines\/tag\/([^/]+)$/.exec(url.pathname);
    if (request.method !== "GET" || !match) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Record not found"}');
      return;
    }
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const body = posts(decodeURIComponent(match[1])).slice(0, limit);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
