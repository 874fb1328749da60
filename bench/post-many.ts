import http from "node:http";

/** POSTs `body` to each path, `connections` at a time over kept-alive sockets; answers requests per second. */
export async function postMany(
  base: string,
  paths: string[],
  body: string,
  headers: Record<string, string>,
  connections: number,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const post = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`POST ${path}: ${response.statusCode}`)),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < paths.length) await post(paths[next++]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return paths.length / seconds;
}
