import net from "node:net";

/**
 * A TCP proxy for fault tests: the app connects to it instead of a server (PostgreSQL, Redis, …), and
 * the test breaks the network in between without ever touching the shared server itself.
 * - forward: bytes pass both ways (the start);
 * - cut(): every open connection is reset at once (the app sees ECONNRESET; the server sees its
 *   client go and rolls back what it had open); new connections are forwarded as before;
 * - hold(): a partition: connections stay open and new ones are accepted, but nothing passes either
 *   way and nothing answers — bytes wait in the proxy, closes are not passed on;
 * - restore(): back to forward: what waited is delivered, in order, as after a partition heals;
 * - holdOn(pattern): forward until the client sends bytes matching `pattern` (e.g. a statement's
 *   text), then hold, with those bytes not yet delivered: a fault at an exact step of the app's work;
 * - refuse(): the server down: every open connection is reset and every new one reset as it comes,
 *   until restore() (a cut that lasts, where cut() alone lets the app reconnect at once).
 */
export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  readonly mode: Mode;
  /** Connections open through the proxy now. */
  readonly connections: number;
  cut(): void;
  hold(): void;
  refuse(): void;
  restore(): void;
  holdOn(pattern: RegExp): Promise<void>;
  close(): Promise<void>;
}

type Mode = "forward" | "hold" | "refuse";

interface Link {
  client: net.Socket;
  server: net.Socket | null;
  toServer: Buffer[];
  toClient: Buffer[];
  /** The last bytes the client sent, so a pattern split over two packets is still found. */
  recent: string;
  /** A side that closed while held: the other side is closed on restore. */
  closedWhileHeld: boolean;
}

const RECENT_BYTES = 4_096;

export async function startTcpProxy(
  target: { host: string; port: number },
  listen: { host?: string } = {},
): Promise<TcpProxy> {
  const host = listen.host ?? "127.0.0.1";
  const links = new Set<Link>();
  const watchers: { pattern: RegExp; matched: () => void }[] = [];
  let mode: Mode = "forward";

  function connectServer(link: Link) {
    const server = net.connect(target.port, target.host);
    link.server = server;
    server.setNoDelay(true);
    server.on("data", (chunk) => {
      if (mode === "hold") link.toClient.push(chunk);
      else link.client.write(chunk);
    });
    server.on("error", () => undefined);
    server.on("close", () => end(link));
    for (const chunk of link.toServer.splice(0)) server.write(chunk);
  }

  function end(link: Link) {
    if (!links.has(link)) return;
    if (mode === "hold") {
      link.closedWhileHeld = true;
      return;
    }
    links.delete(link);
    link.client.destroy();
    link.server?.destroy();
  }

  function fromClient(link: Link, chunk: Buffer) {
    const text = link.recent + chunk.toString("latin1");
    link.recent = text.slice(-RECENT_BYTES);
    if (mode === "forward") {
      for (const watcher of [...watchers]) {
        if (!watcher.pattern.test(text)) continue;
        watchers.splice(watchers.indexOf(watcher), 1);
        mode = "hold";
        watcher.matched();
      }
    }
    if (mode === "hold" || !link.server) link.toServer.push(chunk);
    else link.server.write(chunk);
  }

  const listener = net.createServer((client) => {
    if (mode === "refuse") {
      client.on("error", () => undefined);
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, server: null, toServer: [], toClient: [], recent: "", closedWhileHeld: false };
    links.add(link);
    client.setNoDelay(true);
    client.on("data", (chunk) => fromClient(link, chunk));
    client.on("error", () => undefined);
    client.on("close", () => end(link));
    if (mode === "forward") connectServer(link);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(0, host, () => resolve());
  });
  const port = (listener.address() as net.AddressInfo).port;

  const proxy: TcpProxy = {
    host,
    port,
    get mode() {
      return mode;
    },
    get connections() {
      return links.size;
    },
    cut() {
      for (const link of links) {
        link.client.resetAndDestroy();
        link.server?.resetAndDestroy();
      }
      links.clear();
    },
    hold() {
      mode = "hold";
    },
    refuse() {
      mode = "refuse";
      proxy.cut();
    },
    restore() {
      mode = "forward";
      for (const link of [...links]) {
        if (!link.server) connectServer(link);
        else for (const chunk of link.toServer.splice(0)) link.server.write(chunk);
        for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
        if (link.closedWhileHeld) end(link);
      }
    },
    holdOn(pattern) {
      return new Promise((resolve) => watchers.push({ pattern, matched: resolve }));
    },
    async close() {
      proxy.cut();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
  return proxy;
}

/** The same PostgreSQL (or other) URL, pointed at the proxy instead. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = proxy.host;
  proxied.port = String(proxy.port);
  return proxied.toString();
}
