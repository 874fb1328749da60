import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The operators' file, used as it is but for the blocks between its `fleet:` markers. */
export const NGINX_CONFIG = fileURLToPath(new URL("../../deploy/nginx/forget-me-not.conf", import.meta.url));
export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

/** Replaces the lines between `# fleet: <name> begin` and `# fleet: <name> end`; fails when the markers are gone. */
function replaceBlock(text: string, name: string, lines: string[]): string {
  const pattern = new RegExp(`(# fleet: ${name} begin\\n)[\\s\\S]*?(\\n\\s*# fleet: ${name} end)`);
  if (!pattern.test(text)) throw new Error(`${NGINX_CONFIG} has lost its "# fleet: ${name} begin/end" markers`);
  return text.replace(pattern, (_match, begin: string, end: string) => `${begin}${lines.join("\n")}${end}`);
}

/**
 * The repository's nginx file with these instances as the upstream and this listen port; every other
 * line (headers, retries, timeouts, body size) is the operators' own. The upstream lines keep the
 * file's own `max_fails`/`fail_timeout` settings, and the file's backup lines (the same instances
 * again, never taken out) are repeated the same way.
 */
export function renderNginxConfig(
  upstreamPorts: number[],
  listenPort: number,
  /** Instances taken out of rotation (`down`), as an operator does before stopping one. */
  down: ReadonlySet<number> = new Set(),
): string {
  const text = readFileSync(NGINX_CONFIG, "utf8");
  const sample = /^\s*server 127\.0\.0\.1:\d+ ((?!backup\b).*);$/m.exec(text);
  if (!sample) throw new Error(`${NGINX_CONFIG}: no sample upstream server line to take its settings from`);
  const backup = /^\s*server 127\.0\.0\.1:\d+ (backup\b.*);$/m.exec(text);
  const servers = [sample[1]!, ...(backup ? [backup[1]!] : [])].flatMap((settings) =>
    upstreamPorts.map((port) => `    server 127.0.0.1:${port} ${settings}${down.has(port) ? " down" : ""};`),
  );
  return replaceBlock(replaceBlock(text, "upstream servers", servers), "listen", [
    `    listen 127.0.0.1:${listenPort};`,
  ]);
}

export interface Nginx {
  url: string;
  /** The access log so far: one line per request, `status upstream_status upstream_addr method uri request_time`. */
  accessLog(): string;
  /** The error log so far (and nginx's own output). */
  errorLog(): string;
  /**
   * Takes an instance (by port) out of rotation or puts it back: its upstream lines marked `down`,
   * and nginx reloaded (SIGHUP): new workers send it nothing, old ones finish what they had.
   */
  setDown(port: number, down: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * nginx in the foreground (no daemon), with its prefix, pid, logs and temporary files in a folder of
 * its own: it touches nothing of a system nginx's.
 */
export async function startNginx(upstreamPorts: number[], listenPort: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "fmn-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const downPorts = new Set<number>();
  writeFileSync(join(dir, "forget-me-not.conf"), renderNginxConfig(upstreamPorts, listenPort));
  const runAs = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    join(dir, "nginx.conf"),
    `${runAs}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  log_format fleet '$status $upstream_status $upstream_addr $request_method $request_uri $request_time';
  access_log ${dir}/access.log fleet;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/forget-me-not.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("error", (error) => {
    output += `${error.message}\n`;
  });
  const read = (name: string) => {
    try {
      return readFileSync(join(dir, name), "utf8");
    } catch {
      return "";
    }
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const nginx: Nginx = {
    url,
    accessLog: () => read("access.log"),
    errorLog: () => output + read("error.log"),
    async setDown(port, down) {
      if (down) downPorts.add(port);
      else downPorts.delete(port);
      writeFileSync(join(dir, "forget-me-not.conf"), renderNginxConfig(upstreamPorts, listenPort, downPorts));
      const before = read("error.log").length;
      child.kill("SIGHUP");
      // The master logs (at notice level) once the new workers run the new configuration.
      const deadline = Date.now() + 10_000;
      while (!read("error.log").slice(before).includes("start worker process")) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload:\n${nginx.errorLog()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: a graceful stop (requests in flight finish); SIGKILL if it takes too long.
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Listening once it accepts a TCP connection: no request, which would count against an instance's
  // max_fails if that instance were not up yet.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await accepts(listenPort)) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = nginx.errorLog();
  await nginx.close();
  throw new Error(`nginx did not start on port ${listenPort}:\n${log}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
