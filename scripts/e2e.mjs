// `npm run test:e2e`: build the web app, start the shop on a free port with a fresh embedded database,
// run the browser journeys in e2e/ against it, then stop the server.
//
//   npm run test:e2e                      every journey
//   npm run test:e2e -- e2e/browse        only the files matching the filter (passed to vitest)
//   E2E_SKIP_BUILD=1 npm run test:e2e     reuse the existing dist/web build
//   E2E_SERVER_ENTRY=path                 start another server entry than src/server/main.ts
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailbox } from "./lib/mailbox.mjs";
import { startMastodonStub } from "./lib/mastodon-stub.mjs";
import { startShop } from "./lib/shop-server.mjs";
import { root } from "./lib/web-build.mjs";

function log(message) {
  console.log(`[e2e] ${message}`);
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    log("building the web app…");
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) return build.status ?? 1;
  }

  // The shop mails a local mailbox, where the journeys read e-mailed links (reset, unsubscribe).
  const mailDir = mkdtempSync(join(tmpdir(), "fmn-e2e-mail-"));
  const mailboxFile = join(mailDir, "mailbox.jsonl");
  const mailbox = await startMailbox(mailboxFile);
  // The Social Media Data tab searches a local stand-in for Mastodon; the other platforms are a closed
  // local port, so their failure message shows (nothing here reaches the internet).
  const mastodon = await startMastodonStub();
  process.env.MASTODON_URL = mastodon.url;
  process.env.BLUESKY_APPVIEW_URL = "http://127.0.0.1:9";
  process.env.REDDIT_URL = "http://127.0.0.1:9";
  let shop;
  try {
    shop = await startShop({ entry: process.env.E2E_SERVER_ENTRY, log, smtpUrl: mailbox.url });
    log("server is healthy; running the journeys…");
    // CI asks for a JSON report too (E2E_JSON) to add the journeys to its pass/fail count.
    const reportArgs = process.env.E2E_JSON
      ? ["--reporter=default", "--reporter=json", `--outputFile=${process.env.E2E_JSON}`]
      : [];
    const vitestArgs = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...reportArgs, ...process.argv.slice(2)];
    return await new Promise((resolve) => {
      const vitest = spawn("npx", vitestArgs, {
        cwd: root,
        stdio: "inherit",
        env: {
          ...process.env,
          E2E_BASE_URL: shop.baseUrl,
          E2E_ADMIN_EMAIL: shop.admin.email,
          E2E_ADMIN_PASSWORD: shop.admin.password,
          E2E_MAILBOX_FILE: mailboxFile,
        },
      });
      vitest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      vitest.on("error", () => resolve(1));
    });
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await shop?.stop();
    await mailbox.close();
    await mastodon.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

process.exit(await main());
