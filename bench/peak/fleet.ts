import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type ServerProcess, startServerProcess } from "../../test/support/server-process";
import { STAFF } from "./actors";

export interface BenchFleet {
  /** Where the driver sends everything: nginx with several instances, else the one instance. */
  url: URL;
  instances: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * The bench's own minimal nginx in front of the instances: least-connections upstream with kept-alive
 * connections, X-Forwarded-For carrying the client's address (each buyer's own loopback address).
 */
function nginxConfig(dir: string, port: number, upstreams: number[]) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
    least_conn;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * `count` app instances on one PostgreSQL database and Redis (REDIS_URL), behind nginx when more than
 * one. The first starts alone (it runs the migrations and seeds the catalogue), then the others.
 */
export async function startFleet(options: {
  count: number;
  /** Unset: the embedded database (one instance only). */
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
}): Promise<BenchFleet> {
  const behindNginx = options.count > 1;
  if (behindNginx && !options.databaseUrl) throw new Error("several instances need one PostgreSQL database");
  const nginxPort = behindNginx ? await freePort() : 0;
  const publicUrl = behindNginx ? `http://127.0.0.1:${nginxPort}` : undefined;
  const env: Record<string, string> = {
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    // Behind nginx the client is the last X-Forwarded-For entry (one trusted hop).
    ...(behindNginx ? { TRUST_PROXY: "1", PUBLIC_URL: publicUrl! } : {}),
    ...options.env,
  };
  const instances: ServerProcess[] = [];
  let nginx: ChildProcess | null = null;
  let nginxDir = "";
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  try {
    instances.push(await startServerProcess(env));
    await instances[0]!.waitFor200("/api/health", 120_000);
    const rest = await Promise.all(Array.from({ length: options.count - 1 }, () => startServerProcess(env)));
    instances.push(...rest);
    await Promise.all(rest.map((instance) => instance.waitFor200("/api/health", 120_000)));
    if (!behindNginx) return { url: new URL(instances[0]!.baseUrl), instances, stop };
    nginxDir = mkdtempSync(join(tmpdir(), "fmn-peak-nginx-"));
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(nginxDir, sub));
    const ports = instances.map((instance) => Number(new URL(instance.baseUrl).port));
    writeFileSync(join(nginxDir, "nginx.conf"), nginxConfig(nginxDir, nginxPort, ports));
    nginx = spawn(
      "/usr/sbin/nginx",
      ["-p", nginxDir, "-c", join(nginxDir, "nginx.conf"), "-e", join(nginxDir, "error.log")],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    await waitForHttp(`${publicUrl}/api/health`, 15_000);
    return { url: new URL(publicUrl!), instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
