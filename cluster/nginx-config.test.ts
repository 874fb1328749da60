import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX_BINARY, NGINX_CONFIG, renderNginxConfig } from "./support/nginx";

/**
 * deploy/nginx/forget-me-not.conf is what operators install and what the fleet tests run: as it is,
 * nginx accepts it; and the tests change nothing of it but the instances' addresses and the port.
 */
describe("the nginx configuration in deploy/", () => {
  it("passes nginx -t as it is, inside an http block like Debian's nginx.conf", () => {
    const dir = mkdtempSync(join(tmpdir(), "fmn-nginx-check-"));
    try {
      writeFileSync(
        join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  include ${NGINX_CONFIG};
}
`,
      );
      const check = spawnSync(
        NGINX_BINARY,
        ["-t", "-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
        {
          encoding: "utf8",
        },
      );
      expect(check.stderr).toContain("syntax is ok");
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the fleet's copy differs only in the upstream servers and the listen line", () => {
    const original = readFileSync(NGINX_CONFIG, "utf8").split("\n");
    const rendered = renderNginxConfig([4101, 4102, 4103, 4104], 4100).split("\n");
    const removed = original.filter((line) => !rendered.includes(line));
    const added = rendered.filter((line) => !original.includes(line));
    expect(removed.map((line) => line.trim())).toEqual([
      "server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:3003 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:3001 backup max_fails=0;",
      "server 127.0.0.1:3002 backup max_fails=0;",
      "server 127.0.0.1:3003 backup max_fails=0;",
      "listen 80;",
    ]);
    expect(added.map((line) => line.trim())).toEqual([
      "server 127.0.0.1:4101 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:4102 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:4103 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:4104 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:4101 backup max_fails=0;",
      "server 127.0.0.1:4102 backup max_fails=0;",
      "server 127.0.0.1:4103 backup max_fails=0;",
      "server 127.0.0.1:4104 backup max_fails=0;",
      "listen 127.0.0.1:4100;",
    ]);
  });
});
